import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import { formatDateTime } from '../../db/time';
import { ServiceError } from '../../http/envelope';
import { given } from '../shared/rows';
import { assertOrderAction, ORDER_TRANSITIONS } from './workflow/machines';
import { payStatusFor, round2, round3 } from './workflow/amounts';

/**
 * What the generic order submit may change. The workflow keeps the rest: on edit the stored state, the totals of
 * the lines (quantity, amount, deposit due) and the tonnes picked up stay; a new order starts at the machine's first
 * state. The submit still carries three of the order's own actions:
 *  - 登记保证金 (deposit_paid): an order awaiting its deposit (待付保证金) enters execution (执行中) once the deposit
 *    recorded on it reaches its deposit amount, the machine's depositReceived. Settled pick-ups later deduct or
 *    release their share of it;
 *  - the payment received (paid_amount), from which the payment state (支付状态) follows;
 *  - 取消订单 (order_status 已取消 with a reason), the machine's cancel, before the order is executed. Its tonnes go
 *    back to the listing and its SKUs, and a contract still out for signature is withdrawn (已撤销): no party can
 *    sign an order that no longer exists.
 */
const KEPT_ON_EDIT = ['order_status', 'pay_status', 'quantity', 'amount', 'deposit_amount', 'picked_quantity'] as const;
const STARTING_STATE = { order_status: 0, pay_status: 0, paid_amount: 0, deposit_paid: 0, picked_quantity: 0 };

export const orderHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    if (!existing) {
      Object.assign(values, STARTING_STATE);
      return;
    }
    const status = Number(existing.order_status ?? 0);
    const cancelling = given(values.order_status) && Number(values.order_status) === ORDER_TRANSITIONS.cancel.to && status !== ORDER_TRANSITIONS.cancel.to;
    for (const column of KEPT_ON_EDIT) delete values[column];
    const orderNo = String(existing.order_no ?? '');
    if (cancelling) {
      values.order_status = assertOrderAction('cancel', { orderNo, status });
      if (!String(values.cancel_reason ?? '').trim()) throw new ServiceError('请填写取消原因');
      undoOrder(ctx, existing);
    }
    if (given(values.paid_amount)) {
      const paid = Number(values.paid_amount);
      const amount = Number(existing.amount ?? 0);
      if (!Number.isFinite(paid) || paid < 0) throw new ServiceError('已付金额不能小于0');
      if (paid > amount + 0.005) throw new ServiceError(`已付金额不能超过货款金额 ${amount}`);
      values.pay_status = payStatusFor(paid, amount, Number(existing.pay_status ?? 0));
    }
    // The deposit due follows the ratio (保证金比例) of the order's amount; the ratio is a term of the contract, fixed once
    // a contract went out for signature.
    if (given(values.deposit_ratio) && Number(values.deposit_ratio) !== Number(existing.deposit_ratio)) {
      if (status > 1 || contractOut(ctx, existing)) throw new ServiceError(`订单 ${orderNo} 的合同已发出签署，保证金比例不能再修改`);
      values.deposit_amount = round2((Number(existing.amount ?? 0) * Number(values.deposit_ratio)) / 100);
    }
    if (given(values.deposit_paid)) {
      // The deposit is money received from the buyer: 已付金额 counts it (a released deposit leaves it again, pickup-actions.ts).
      // Before, a deposit on an unpaid order was not counted, and releasing it made 已付金额 negative.
      const delta = Number(values.deposit_paid) - Number(existing.deposit_paid ?? 0);
      if (delta !== 0 && !given(values.paid_amount)) {
        const amount = Number(existing.amount ?? 0);
        values.paid_amount = Math.min(amount, Math.max(0, round2(Number(existing.paid_amount ?? 0) + delta)));
        values.pay_status = payStatusFor(Number(values.paid_amount), amount, Number(existing.pay_status ?? 0));
      }
      const transition = ORDER_TRANSITIONS.depositReceived;
      const reached = Number(values.deposit_paid) >= Number(values.deposit_amount ?? existing.deposit_amount ?? 0) - 0.005;
      if (reached && transition.to !== null && transition.from.includes(status)) values.order_status = transition.to;
    }
  },
};

/** A cancelled order frees what it held: the listing's tonnes (and its SKUs' stock), and its contracts' open sign tasks. */
function undoOrder(ctx: Context, order: Record<string, unknown>): void {
  const now = formatDateTime();
  const tenantId = String(order.tenant_id);
  const lines = ctx.db
    .prepare('SELECT product_id, quantity, picked_quantity FROM tp_orderdetail WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .all(order.order_no, tenantId) as { product_id: string | null; quantity: number; picked_quantity: number | null }[];
  const restoreSku = ctx.db.prepare('UPDATE tp_product SET stock = ROUND(stock + ?, 3), update_time = ? WHERE id = ? AND goods_id = ? AND tenant_id = ?');
  for (const line of lines) {
    const left = round3(line.quantity - (line.picked_quantity ?? 0));
    if (line.product_id && left > 0) restoreSku.run(left, now, line.product_id, order.goods_id, tenantId);
  }
  const left = round3(Number(order.quantity ?? 0) - Number(order.picked_quantity ?? 0));
  if (order.goods_id && left > 0) {
    ctx.db.prepare('UPDATE tp_goods SET available_quantity = MIN(COALESCE(total_quantity, available_quantity + ?), ROUND(available_quantity + ?, 3)), update_time = ? WHERE id = ? AND tenant_id = ?')
      .run(left, left, now, order.goods_id, tenantId);
  }
  // 5 已撤销: not in force (contract_status 0), as a sign task the provider cancelled (services/esign/sign-tasks.ts).
  ctx.db.prepare('UPDATE tp_ordercontract SET sign_status = 5, contract_status = 0, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND sign_status IN (1, 2)')
    .run(now, order.order_no, tenantId);
}

/** A contract of the order is out for signature or signed (待签署, 部分签署, 已完成). */
function contractOut(ctx: Context, order: Record<string, unknown>): boolean {
  return !!ctx.db
    .prepare('SELECT 1 FROM tp_ordercontract WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND sign_status IN (1, 2, 3) LIMIT 1')
    .get(order.order_no, order.tenant_id);
}
