import { z } from 'zod';
import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import type { BladeUser } from '../../auth/blade-user';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { postEntry, type Actor } from '../ledger/entries';
import { actorOf } from '../ledger/trade-terms';
import { findOrderRecord, ORDER, pickupsOf, tradeFigures, type OrderRecord } from '../ledger/trade-projection';
import { completionGaps, refreshOrder } from '../ledger/trade-refresh';
import { completeContracts } from './contract-registers';
import { caller, orderNoParam, parseInput } from './workflow/records';
import { assertOrderAction } from './workflow/machines';
import { returnUnliftedTonnes, withdrawContracts } from './order-release';
import { reasonTooLong } from '../../../domain/blade-messages';

/**
 * The ends of an order's life besides completing by itself (services/ledger/trade-refresh.ts):
 * - 结清 (close): lifted at least to the band's lower end (a short close inside the tolerance), everything lifted
 *   settled and invoiced, and paid once the deposit still held is counted. The held deposit pays what is still owed and
 *   the rest goes back to the buyer, as any overpayment: the deposit is never left frozen on a finished order;
 * - 取消 (cancel): before anything was released; after signing it terminates the contract and the deposit is refunded
 *   or forfeited by a recorded decision, payments received are refunded.
 */
const EPS = 0.005;
export const DEPOSIT_DECISIONS = ['refund', 'forfeit'] as const;
export type DepositDecision = (typeof DEPOSIT_DECISIONS)[number];

const entryFor = (order: OrderRecord, tenantId: string) => ({
  tenantId,
  domain: 'trade' as const,
  orderNo: order.order_no,
  partyId: order.buyer_id ?? '',
  partyName: order.buyer_name,
});

// POST order/close {orderNo} — 结清.
export function closeOrder(ctx: Context) {
  const user = caller(ctx, 'order_edit');
  const { orderNo } = parseInput(ctx, orderNoParam);
  const figures = ctx.db.transaction(() => {
    const order = findOrderRecord(ctx.db, user.tenantId, orderNo);
    const before = tradeFigures(ctx.db, user.tenantId, orderNo);
    assertOrderAction('close', { orderNo, status: order.order_status });
    const gaps = completionGaps(before, 'close');
    if (gaps.length > 0) throw new ServiceError(`订单 ${orderNo} 不能结清: ${gaps.join('；')}`);
    const actor = actorOf(ctx.db, user);
    const base = entryFor(order, user.tenantId);
    const owed = Math.max(0, Math.round((before.settledValue - before.paid) * 100) / 100);
    const applied = Math.min(before.deposit.held, owed);
    if (applied > EPS) postEntry(ctx.db, actor, { ...base, type: 'deposit_deducted', amount: applied, note: '结清: 保证金抵作尾款' });
    const leftover = Math.round((before.deposit.held - applied) * 100) / 100;
    if (leftover > EPS) postEntry(ctx.db, actor, { ...base, type: 'deposit_refunded', amount: leftover, note: '结清: 退还剩余保证金' });
    const over = Math.round((before.paid - before.settledValue) * 100) / 100;
    if (over > EPS) postEntry(ctx.db, actor, { ...base, type: 'refund', amount: over, note: '结清: 退还多付货款' });
    ctx.db
      .prepare('UPDATE tp_order SET order_status = ?, update_user = ?, update_time = ? WHERE id = ?')
      .run(ORDER.completed, user.userId, formatDateTime(), order.id);
    // A short close hands the unlifted tonnes back to the listing.
    returnUnliftedTonnes(ctx.db, order);
    completeContracts(ctx.db, user.tenantId, orderNo);
    return refreshOrder(ctx.db, user.tenantId, orderNo, user.userId);
  })();
  return R.data(figures);
}

const cancelInput = orderNoParam.extend({
  cancelReason: z.string({ error: '请填写取消原因' }).trim().min(1, '请填写取消原因').max(255, reasonTooLong(255)),
  depositDecision: z.enum(DEPOSIT_DECISIONS, { error: '请选择保证金处理方式(退还或没收)' }).optional(),
});

/**
 * Cancels an order (inside the caller's transaction): refused once goods were released; the deposit held is refunded
 * or forfeited as decided (a decision is required when there is one), payments are refunded, pending pick-ups are
 * voided, the listing gets its tonnes back and the contracts are withdrawn or terminated.
 */
export function cancelOrderIn(db: Db, user: BladeUser, orderNo: string, reason: string, decision: DepositDecision | undefined): void {
  const order = findOrderRecord(db, user.tenantId, orderNo);
  const figures = tradeFigures(db, user.tenantId, orderNo);
  assertOrderAction('cancel', { orderNo, status: order.order_status });
  const released = pickupsOf(db, user.tenantId, orderNo).filter((pickup) => [2, 3, 4, 5].includes(pickup.pickup_status));
  if (released.length > 0 || figures.liftedQuantity > 0) throw new ServiceError(`订单 ${orderNo} 已有财务确认或放货的提货单，不能取消`);
  if (figures.deposit.held > EPS && !decision)
    throw new ServiceError(`订单 ${orderNo} 冻结保证金 ${figures.deposit.held.toFixed(2)} 元，请选择退还或没收`);
  if (!reason.trim()) throw new ServiceError('请填写取消原因');
  const actor: Actor = actorOf(db, user);
  const base = entryFor(order, user.tenantId);
  if (figures.deposit.held > EPS) {
    postEntry(db, actor, {
      ...base,
      type: decision === 'forfeit' ? 'deposit_forfeited' : 'deposit_refunded',
      amount: figures.deposit.held,
      note: `取消订单: ${reason}`,
    });
  }
  if (figures.payments > EPS) postEntry(db, actor, { ...base, type: 'refund', amount: figures.payments, note: `取消订单: ${reason}` });
  const now = formatDateTime();
  db.prepare(
    "UPDATE tp_orderpickup SET pickup_status = 7, remark = '订单取消，提货单作废', update_user = ?, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND pickup_status IN (0, 1, 6)",
  ).run(user.userId, now, orderNo, user.tenantId);
  db.prepare('UPDATE tp_order SET order_status = ?, cancel_reason = ?, update_user = ?, update_time = ? WHERE id = ?').run(
    ORDER.cancelled,
    reason.trim(),
    user.userId,
    now,
    order.id,
  );
  returnUnliftedTonnes(db, order);
  withdrawContracts(db, order, reason.trim());
  refreshOrder(db, user.tenantId, orderNo, user.userId);
}

// POST order/cancel {orderNo, cancelReason, depositDecision?} — 取消订单.
export function cancelOrder(ctx: Context) {
  const user = caller(ctx, 'order_edit');
  const input = parseInput(ctx, cancelInput);
  ctx.db.transaction(() => cancelOrderIn(ctx.db, user, input.orderNo, input.cancelReason, input.depositDecision))();
  return R.data(tradeFigures(ctx.db, user.tenantId, input.orderNo));
}
