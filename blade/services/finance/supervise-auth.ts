import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { answerRow, findRow, updateRow } from '../desk/review-rows';
import { assertSuperviseAuthAction } from './machines';
import { bringUpToDate, today } from './time-driven';

/** Approving or revoking a supervision authorisation (/blade-tradePort/financesuperviseauth); expiry follows valid-to. */
const TABLE = 'tp_financesuperviseauth';
type AuthRow = { id: string; auth_no: string; valid_to: string | null; auth_status: number | null };

function decide(action: 'approve' | 'revoke') {
  return (ctx: Context) => {
    const user = caller(ctx, `financesuperviseauth_${action}`);
    const input = parseInput(ctx, idParam);
    ctx.db.transaction(() => {
      bringUpToDate(ctx.db, user.tenantId);
      const row = findRow<AuthRow>(ctx, user, TABLE, input.id, '监管授权不存在或已删除');
      const to = assertSuperviseAuthAction(action, { title: row.auth_no, status: row.auth_status ?? 0 });
      if (action === 'approve' && !row.valid_to) throw new ServiceError(`监管授权 ${row.auth_no} 未填写失效日期`);
      if (action === 'approve' && row.valid_to! < today())
        throw new ServiceError(`监管授权 ${row.auth_no} 的有效期已于 ${row.valid_to} 结束`);
      updateRow(ctx, user, TABLE, row.id, { auth_status: to });
    })();
    return answerRow(ctx, TABLE, input.id);
  };
}

// POST approve {id}: 待审核 → 有效.
export const approveSuperviseAuth = decide('approve');

// POST revoke {id}: 待审核/有效 → 已撤销.
export const revokeSuperviseAuth = decide('revoke');
