import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import type { CrudHooks } from '../../crud/controller';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { assertOceanOrderAction } from './machines';
import { OCEAN_STATUS_ZH } from '../../../domain/desk-machines';
import { answerRow, findRow, updateRow } from './review-rows';

/** Ocean orders (/tradePort/oceanorder): publishing one (GET upOrder?id) and its dollar amount. */
const TABLE = 'tp_oceanorder';
type OceanRow = { id: string; ocean_order_no: string; is_published: number | null; ocean_status: number | null };

// GET upOrder?id: publishes an unpublished order whose cargo is still at sea or before loading (待装船/已装船/航行中).
export function upOrder(ctx: Context) {
  const user = caller(ctx, 'oceanorder_publish');
  const { id } = parseInput(ctx, idParam);
  ctx.db.transaction(() => {
    const row = findRow<OceanRow>(ctx, user, TABLE, id, '海运订单不存在或已删除');
    const to = assertOceanOrderAction('publish', { title: row.ocean_order_no, status: row.is_published ?? 0 });
    const status = row.ocean_status ?? 0;
    if (status > 2)
      throw new ServiceError(
        `当前状态不允许此操作: 海运订单 ${row.ocean_order_no} 为「${OCEAN_STATUS_ZH[status] ?? status}」，已到港的订单不能发布`,
      );
    updateRow(ctx, user, TABLE, id, { is_published: to, remark: `${formatDateTime()} 发布` });
  })();
  return answerRow(ctx, TABLE, id);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The amount is quantity × unit price whenever both are known; publishing goes only through upOrder. */
export const oceanOrderHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    delete values.is_published;
    if (!existing) values.is_published = 0;
    const quantity = Number(values.quantity ?? existing?.quantity);
    const price = Number(values.unit_price_usd ?? existing?.unit_price_usd);
    if (Number.isFinite(quantity) && Number.isFinite(price) && quantity > 0 && price > 0) values.amount_usd = round2(quantity * price);
  },
};
