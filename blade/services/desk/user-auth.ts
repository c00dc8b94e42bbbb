import { z } from 'zod';
import type { Context } from '../../http/router';
import { formatDateTime } from '../../db/time';
import { actorName, caller, idParam, parseInput } from '../trade/workflow/records';
import { assertUserAuthAction, type UserAuthAction } from './machines';
import { verifyIdentity } from './identity-check';
import { answerRow, findRow, updateRow } from './review-rows';

/**
 * The KYC review under /blade-tradePort/userauth: approve (body), reject with a reason (body) and verification (?id).
 * Each needs its button code and is checked against the state machine (machines.ts); each answers the updated row.
 */
const TABLE = 'tp_userauth';
const CODES: Record<UserAuthAction, string> = { approve: 'userauth_approve', reject: 'userauth_reject', verify: 'userauth_verify' };

type AuthRow = {
  id: string;
  account: string;
  real_name: string;
  company_name: string | null;
  credit_code: string | null;
  id_card_no: string | null;
  auth_type: number;
  auth_status: number;
};

const title = (row: AuthRow) => row.company_name || row.real_name || row.account;
const rejectInput = idParam.extend({
  rejectReason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(255, '驳回原因不能超过255个字符'),
});

/** One reviewed decision: the state moves, the reviewer and time are recorded, the customer profile follows. */
function decide(action: 'approve' | 'reject', schema: typeof idParam | typeof rejectInput) {
  return (ctx: Context) => {
    const user = caller(ctx, CODES[action]);
    const input = parseInput(ctx, schema) as { id: string; rejectReason?: string };
    ctx.db.transaction(() => {
      const row = findRow<AuthRow>(ctx, user, TABLE, input.id, '用户认证记录不存在或已删除');
      const to = assertUserAuthAction(action, { title: title(row), status: row.auth_status });
      updateRow(ctx, user, TABLE, row.id, {
        auth_status: to,
        audit_user: actorName(user),
        audit_time: formatDateTime(),
        reject_reason: input.rejectReason ?? '',
      });
      // The trading company's profile shows the same verification state.
      if (row.credit_code) {
        ctx.db
          .prepare('UPDATE tp_consumerdetails SET auth_status = ? WHERE tenant_id = ? AND credit_code = ? AND is_deleted = 0')
          .run(to, user.tenantId, row.credit_code);
      }
    })();
    return answerRow(ctx, TABLE, input.id);
  };
}

// POST approve {id}: 待审核 → 认证通过.
export const approveUserAuth = decide('approve', idParam);

// POST reject {id, rejectReason}: 待审核 → 认证驳回, the reason shown to the customer.
export const rejectUserAuth = decide('reject', rejectInput);

// POST verification?id: checks the credit code or ID number (identity-check.ts) and records the result; the state stays.
export function verifyUserAuth(ctx: Context) {
  const user = caller(ctx, CODES.verify);
  const { id } = parseInput(ctx, idParam);
  ctx.db.transaction(() => {
    const row = findRow<AuthRow>(ctx, user, TABLE, id, '用户认证记录不存在或已删除');
    assertUserAuthAction('verify', { title: title(row), status: row.auth_status });
    const { passed, message } = verifyIdentity(row);
    updateRow(ctx, user, TABLE, id, { verify_result: passed ? 1 : 2, verify_message: message, verify_time: formatDateTime() });
  })();
  return answerRow(ctx, TABLE, id);
}
