import { z } from 'zod';
import type { Context } from '../../http/router';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { assertLogisticsBaseAction } from './machines';
import { answerRow, findRow, updateRow } from './review-rows';

/** Approving or rejecting a new logistics base (/blade-tradePort/logisticsbase), two calls as in Blade. */
const TABLE = 'tp_logisticsbase';
type BaseRow = { id: string; base_name: string; base_code: string; base_status: number | null };

const approveInput = idParam.extend({ auditRemark: z.string().trim().max(255, '审核意见不能超过255个字符').optional() });
const rejectInput = idParam.extend({
  auditRemark: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(255, '驳回原因不能超过255个字符'),
});

function decide(action: 'approve' | 'reject', schema: typeof approveInput | typeof rejectInput) {
  return (ctx: Context) => {
    const user = caller(ctx, `logisticsbase_${action}`);
    const input = parseInput(ctx, schema);
    ctx.db.transaction(() => {
      const row = findRow<BaseRow>(ctx, user, TABLE, input.id, '物流基地不存在或已删除');
      const to = assertLogisticsBaseAction(action, { title: row.base_name, status: row.base_status ?? 0 });
      updateRow(ctx, user, TABLE, row.id, { base_status: to, audit_remark: input.auditRemark ?? '' });
    })();
    return answerRow(ctx, TABLE, input.id);
  };
}

// POST approve {id[, auditRemark]}: 待审核 → 运营中.
export const approveLogisticsBase = decide('approve', approveInput);

// POST reject {id, auditRemark}: 待审核 → 已驳回; editing it afterwards resubmits it (hooks.ts).
export const rejectLogisticsBase = decide('reject', rejectInput);
