import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { toVO } from '../../crud/row-codec';
import type { BladeUser } from '../../auth/blade-user';
import { assertOrderAction } from './workflow/machines';
import { round2 } from './workflow/amounts';
import { refreshOrder } from '../ledger/trade-refresh';
import { actorOf } from '../ledger/trade-terms';
import { caller, findOrder, orderLines, orderNoParam, parseInput, type OrderRow } from './workflow/records';
import { reasonTooLong } from '../../../domain/blade-messages';

/** The order (订单) actions under /blade-tradePort/order and …/orderdetail, checked against the order state machine. */
const orderState = (order: OrderRow) => ({ orderNo: order.order_no, status: order.order_status });

const reason = z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').max(200, reasonTooLong(200));
const price = z.coerce.number({ error: '请输入单价' }).positive('单价必须大于0').max(1_000_000, '单价过大');

/** Re-totals an order from its lines (amount, deposit due, payment state) and notes why in its remark. */
function retotal(ctx: Context, user: BladeUser, order: OrderRow, note: string) {
  const lines = orderLines(ctx, user, order.order_no);
  const amount = round2(lines.reduce((sum, line) => sum + line.amount, 0));
  const remark = [order.remark, note].filter(Boolean).join('；').slice(-500);
  ctx.db
    .prepare('UPDATE tp_order SET amount = ?, deposit_amount = ?, remark = ?, update_user = ?, update_time = ? WHERE id = ?')
    .run(amount, round2((amount * order.deposit_ratio) / 100), remark, user.userId, formatDateTime(), order.id);
  // Open pick-ups are valued at the new average price.
  const unitPrice = order.quantity > 0 ? round2(amount / order.quantity) : 0;
  ctx.db
    .prepare(
      'UPDATE tp_orderpickup SET unit_price = ?, pickup_amount = ROUND(MAX(actual_quantity, apply_quantity) * ?, 2) WHERE order_no = ? AND tenant_id = ? AND pickup_status IN (0, 1, 2, 3, 4, 6)',
    )
    .run(unitPrice, unitPrice, order.order_no, user.tenantId);
  // What was paid stays; against the new amount it may now be short of, or cover, the whole (支付状态).
  refreshOrder(ctx.db, user.tenantId, order.order_no, user.userId);
}

/**
 * A price is a term of the contract: once a sales contract went out for signature (or the order is past 待签约) it changes
 * only by a supplementary agreement both parties sign (Civil Code art. 543), never by editing the order.
 */
function assertPriceOpen(ctx: Context, user: BladeUser, order: OrderRow) {
  const out = ctx.db
    .prepare(
      'SELECT 1 FROM tp_ordercontract WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND contract_type = 1 AND sign_status IN (1, 2, 3) LIMIT 1',
    )
    .get(order.order_no, user.tenantId);
  if (order.order_status > 1 || out) throw new ServiceError(`订单 ${order.order_no} 的合同已发出签署，价格只能由双方签署的补充协议变更`);
}

const orderAnswer = (ctx: Context, id: string) =>
  R.data(toVO(ctx.db.prepare('SELECT * FROM tp_order WHERE id = ?').get(id) as Record<string, unknown>));

/** POST updateOrderPrice {orderNo, unitPrice, reason, detailId?} — a new unit price for one line or every line. */
export function updateOrderPrice(ctx: Context) {
  const user = caller(ctx, 'order_price');
  const input = parseInput(ctx, orderNoParam.extend({ unitPrice: price, reason, detailId: z.string().trim().optional() }));
  const order = findOrder(ctx, user, input.orderNo);
  ctx.db.transaction(() => {
    assertOrderAction('updatePrice', orderState(order));
    assertPriceOpen(ctx, user, order);
    const lines = orderLines(ctx, user, order.order_no).filter((line) => !input.detailId || line.id === input.detailId);
    if (lines.length === 0) throw new ServiceError('订单明细不存在');
    const set = ctx.db.prepare('UPDATE tp_orderdetail SET unit_price = ?, amount = ?, update_user = ?, update_time = ? WHERE id = ?');
    for (const line of lines) set.run(input.unitPrice, round2(line.quantity * input.unitPrice), user.userId, formatDateTime(), line.id);
    const from = [...new Set(lines.map((line) => line.unit_price))].join('/');
    retotal(
      ctx,
      user,
      order,
      `${formatDateTime().slice(0, 16)} ${actorOf(ctx.db, user).name}调价 ${from}→${input.unitPrice} 元/吨: ${input.reason}`,
    );
  })();
  return orderAnswer(ctx, order.id);
}

/** POST exchangeSave {orderNo, detailId, productName, grade, unitPrice?, reason} — another product or grade for a line not yet lifted. */
export function exchangeSave(ctx: Context) {
  const user = caller(ctx, 'order_exchange');
  const input = parseInput(
    ctx,
    orderNoParam.extend({
      detailId: z.string({ error: '请选择订单明细' }).trim().min(1, '请选择订单明细'),
      productName: z.string({ error: '请输入换货产品' }).trim().min(1, '请输入换货产品').max(100),
      grade: z.coerce.number({ error: '请选择等级' }).int().min(1, '请选择等级').max(4, '请选择等级'),
      unitPrice: price.optional(),
      reason,
    }),
  );
  const order = findOrder(ctx, user, input.orderNo);
  ctx.db.transaction(() => {
    assertOrderAction('exchange', orderState(order));
    const line = orderLines(ctx, user, order.order_no).find((candidate) => candidate.id === input.detailId);
    if (!line) throw new ServiceError('订单明细不存在');
    if (line.picked_quantity > 0) throw new ServiceError('该明细已有提货，不能换货');
    const unitPrice = input.unitPrice ?? line.unit_price;
    if (unitPrice !== line.unit_price) assertPriceOpen(ctx, user, order);
    ctx.db
      .prepare(
        'UPDATE tp_orderdetail SET product_name = ?, grade = ?, unit_price = ?, amount = ?, remark = ?, update_user = ?, update_time = ? WHERE id = ?',
      )
      .run(
        input.productName,
        input.grade,
        unitPrice,
        round2(line.quantity * unitPrice),
        `换货: ${line.product_name}→${input.productName}`,
        user.userId,
        formatDateTime(),
        line.id,
      );
    retotal(
      ctx,
      user,
      order,
      `${formatDateTime().slice(0, 16)} ${actorOf(ctx.db, user).name}换货 ${line.product_name}→${input.productName}: ${input.reason}`,
    );
  })();
  return orderAnswer(ctx, order.id);
}

/** POST /orderdetail/confirmation?orderNo — both sides agree the lines: 待确认 → 待签约. */
export function confirmLines(ctx: Context) {
  const user = caller(ctx, 'orderdetail_confirm');
  const { orderNo } = parseInput(ctx, orderNoParam);
  const order = findOrder(ctx, user, orderNo);
  ctx.db.transaction(() => {
    const to = assertOrderAction('confirmLines', orderState(order));
    if (orderLines(ctx, user, orderNo).length === 0) throw new ServiceError(`订单 ${orderNo} 没有明细，不能确认`);
    ctx.db
      .prepare('UPDATE tp_order SET order_status = ?, update_user = ?, update_time = ? WHERE id = ?')
      .run(to, user.userId, formatDateTime(), order.id);
  })();
  return orderAnswer(ctx, order.id);
}
