import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { computeFigures, findOrderRecord, ORDER, pickupsOf, storedFigures, type TradeFigures } from './trade-projection';
import { orderEntries, sumsByType } from './entries';
import { completeContracts } from '../trade/contract-registers';

const EPS = 0.005;
const yuan = (value: number) => value.toFixed(2);

/**
 * What still stands between an order and 已完成. `auto`: fully lifted and everything already squared (the order
 * completes by itself); `close` (结清): lifted at least to the band's lower end (a short close), with the deposit still
 * held counted, since closing applies it to what is owed and refunds the rest.
 */
export function completionGaps(figures: TradeFigures, mode: 'auto' | 'close'): string[] {
  const gaps: string[] = [];
  if (figures.status < ORDER.executing || figures.status > ORDER.toSettle) return [`订单状态不允许结清`];
  if (figures.openPickups > 0) gaps.push(`尚有 ${figures.openPickups} 张提货单未完成`);
  const floor = mode === 'auto' ? figures.quantity : figures.minQuantity;
  if (figures.liftedQuantity < floor - 0.0005)
    gaps.push(`已提 ${figures.liftedQuantity} 吨，未达${mode === 'auto' ? '成交数量' : '溢短装下限'} ${floor} 吨`);
  if (figures.settledQuantity < figures.liftedQuantity - 0.0005) gaps.push(`已提货物尚未全部结算`);
  const settled = figures.settledValue;
  const covered = mode === 'auto' ? figures.paid : figures.moneyHeld;
  if (covered < settled - EPS) gaps.push(`尚欠货款 ${yuan(settled - covered)} 元`);
  if (mode === 'auto' && figures.deposit.held > EPS) gaps.push(`保证金 ${yuan(figures.deposit.held)} 元尚未抵扣或退还`);
  if (mode === 'auto' && figures.paid > settled + EPS) gaps.push(`多付货款 ${yuan(figures.paid - settled)} 元尚未退还`);
  if (figures.invoiced < settled - EPS) gaps.push(`尚有 ${yuan(settled - figures.invoiced)} 元未开票`);
  return gaps;
}

/**
 * Re-reads an order's projection after a write (inside that write's transaction): stores its copies on tp_order and
 * moves the states that follow from money and tonnes: 待付保证金 → 执行中 once the deposit is received in full, and
 * 执行中/部分提货/待结算 → 已完成 once nothing is left to lift, settle, pay, refund or invoice.
 */
export function refreshOrder(db: Db, tenantId: string, orderNo: string, userId: string): TradeFigures {
  const order = findOrderRecord(db, tenantId, orderNo);
  const entries = sumsByType(orderEntries(db, tenantId, orderNo));
  const pickups = pickupsOf(db, tenantId, orderNo);
  let figures = computeFigures(order, pickups, entries);
  let status = order.order_status;
  if (status === ORDER.awaitingDeposit && figures.deposit.due > 0 && figures.deposit.received >= figures.deposit.due - EPS)
    status = ORDER.executing;
  if (status >= ORDER.executing && status <= ORDER.toSettle && completionGaps(figures, 'auto').length === 0) status = ORDER.completed;
  if (status !== order.order_status) figures = computeFigures({ ...order, order_status: status }, pickups, entries);
  const stored = { ...storedFigures(figures), order_status: status };
  const changed = Object.entries(stored).some(([column, value]) => (order as unknown as Record<string, unknown>)[column] !== value);
  if (changed) {
    db.prepare(
      'UPDATE tp_order SET paid_amount = ?, deposit_paid = ?, pay_status = ?, invoice_status = ?, picked_quantity = ?, order_status = ?, update_user = ?, update_time = ? WHERE id = ?',
    ).run(
      stored.paid_amount,
      stored.deposit_paid,
      stored.pay_status,
      stored.invoice_status,
      stored.picked_quantity,
      stored.order_status,
      userId,
      formatDateTime(),
      order.id,
    );
  }
  // A completed order's contract is performed (合同管理 and 电子合同 follow, contract-registers.ts).
  if (status === ORDER.completed && order.order_status !== ORDER.completed) completeContracts(db, tenantId, orderNo);
  return figures;
}
