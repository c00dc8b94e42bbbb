import { z } from 'zod';
import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { toVO } from '../../crud/row-codec';
import { given } from '../shared/rows';
import { actorOf } from '../ledger/trade-terms';
import { caller, idParam, parseInput } from './workflow/records';

/**
 * A buyer's credit limit (授信额度, tp_creditlimit): applied for on the generic form (待审批), approved or rejected by
 * someone else through creditlimit/approve, who is recorded with the time and a remark. The limit and the credit days
 * are what was approved: changing either on an approved limit puts it back to 待审批, and nobody types a status.
 */
export const LIMIT_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
const DECIDED = ['limit_status', 'approved_by', 'approve_time', 'approve_remark', 'applied_by'] as const;
const TERMS = ['credit_limit', 'credit_days', 'buyer_name', 'buyer_id'] as const;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

export const creditLimitHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    for (const column of DECIDED) {
      if (given(values[column]) && existing && !same(values[column], existing[column]))
        throw new ServiceError('授信额度的审批状态由审批操作决定，不能直接修改');
      delete values[column];
    }
    if (given(values.credit_limit) && !(Number(values.credit_limit) > 0)) throw new ServiceError('授信额度必须大于0');
    if (
      given(values.credit_days) &&
      !(Number.isInteger(Number(values.credit_days)) && Number(values.credit_days) >= 0 && Number(values.credit_days) <= 365)
    ) {
      throw new ServiceError('账期天数应为0到365之间的整数');
    }
    const applicant = actorOf(ctx.db, ctx.user!).name;
    if (!existing) {
      Object.assign(values, {
        limit_status: LIMIT_STATUS.pending,
        applied_by: applicant,
        approved_by: '',
        approve_time: '',
        approve_remark: '',
      });
      return;
    }
    const changed = TERMS.some((column) => given(values[column]) && !same(values[column], existing[column]));
    if (changed)
      Object.assign(values, {
        limit_status: LIMIT_STATUS.pending,
        applied_by: applicant,
        approved_by: '',
        approve_time: '',
        approve_remark: '',
      });
  },
};

const decision = idParam.extend({
  approved: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: '请选择审批结果' })
    .transform((value) => value === true || value === 'true' || value === '1'),
  approveRemark: z.string().trim().max(200, '审批意见不能超过200个字符').optional(),
});

/** POST creditlimit/approve {id, approved, approveRemark} — approves or rejects a limit awaiting approval, not one's own. */
export function approveCreditLimit(ctx: Context) {
  const user = caller(ctx, 'creditlimit_approve');
  const input = parseInput(ctx, decision);
  ctx.db.transaction(() => {
    const row = ctx.db
      .prepare('SELECT * FROM tp_creditlimit WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
      .get(input.id, user.tenantId) as { id: string; buyer_name: string; limit_status: number; applied_by: string } | undefined;
    if (!row) throw new ServiceError('授信额度不存在或已删除');
    if (row.limit_status !== LIMIT_STATUS.pending) throw new ServiceError(`${row.buyer_name} 的授信额度不在待审批状态`);
    const approver = actorOf(ctx.db, user).name;
    if (row.applied_by === approver) throw new ServiceError('授信额度须由申请人以外的人审批');
    if (!input.approved && !input.approveRemark) throw new ServiceError('驳回时请填写审批意见');
    ctx.db
      .prepare(
        'UPDATE tp_creditlimit SET limit_status = ?, approved_by = ?, approve_time = ?, approve_remark = ?, update_user = ?, update_time = ? WHERE id = ?',
      )
      .run(
        input.approved ? LIMIT_STATUS.approved : LIMIT_STATUS.rejected,
        approver,
        formatDateTime(),
        input.approveRemark ?? '',
        user.userId,
        formatDateTime(),
        row.id,
      );
  })();
  return R.data(toVO(ctx.db.prepare('SELECT * FROM tp_creditlimit WHERE id = ?').get(input.id) as Record<string, unknown>));
}

/** The buyer's approved limit, if any. */
export function approvedLimit(db: Db, tenantId: string, buyerName: string): number | null {
  const row = db
    .prepare('SELECT credit_limit FROM tp_creditlimit WHERE tenant_id = ? AND buyer_name = ? AND limit_status = ? AND is_deleted = 0')
    .get(tenantId, buyerName, LIMIT_STATUS.approved) as { credit_limit: number } | undefined;
  return row ? row.credit_limit : null;
}
