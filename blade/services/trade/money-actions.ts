import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { toCamel } from '../shared/rows';
import { orderEntries, postEntry, reverseEntry } from '../ledger/entries';
import { actorOf } from '../ledger/trade-terms';
import { findOrderRecord, ORDER, tradeFigures } from '../ledger/trade-projection';
import { refreshOrder } from '../ledger/trade-refresh';
import { caller, orderNoParam, parseInput } from './workflow/records';
import { ORDER_STATUS_ZH } from './workflow/machines';
import { reasonTooLong } from '../../../domain/blade-messages';

/**
 * The money of an order, registered by its own actions and never typed into the order (services/ledger): a payment
 * received (收款登记), the deposit received (登记保证金), a correction by reversing entry (冲正), and the order's
 * ledger with its figures (资金记录 on the order page). Each writes its entries and re-reads the order in one transaction.
 */
const yuan = (label: string) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .positive(`${label}必须大于0`)
    .max(1_000_000_000, `${label}过大`);
const date = z
  .string({ error: '请选择日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd');
const moneyInput = orderNoParam.extend({
  receivedAmount: yuan('实收金额'),
  entryDate: date,
  paymentMethod: z.coerce.number({ error: '请选择付款方式' }).int().min(1, '请选择付款方式').max(5, '请选择付款方式'),
  bankSerialNo: z.string({ error: '请输入银行流水号或凭证号' }).trim().min(1, '请输入银行流水号或凭证号').max(64, '流水号不能超过64个字符'),
  note: z.string().trim().max(200, '备注不能超过200个字符').optional(),
});

/** Payments and deposits are taken once the contract is signed (待付保证金) and until the order is done. */
const TAKES_MONEY: readonly number[] = [ORDER.awaitingDeposit, ORDER.awaitingPayment, ORDER.executing, ORDER.partlyLifted, ORDER.toSettle];

function money(kind: 'payment' | 'deposit_received') {
  return (ctx: Context) => {
    const user = caller(ctx, 'order_edit');
    const input = parseInput(ctx, moneyInput);
    const figures = ctx.db.transaction(() => {
      const order = findOrderRecord(ctx.db, user.tenantId, input.orderNo);
      if (!TAKES_MONEY.includes(order.order_status)) {
        throw new ServiceError(
          `当前状态不允许此操作: 订单 ${order.order_no} 为「${ORDER_STATUS_ZH[order.order_status] ?? order.order_status}」，${kind === 'payment' ? '收款登记' : '登记保证金'}仅限合同签署后、订单完成前`,
        );
      }
      const orderDate = String(
        (ctx.db.prepare('SELECT order_time FROM tp_order WHERE id = ?').get(order.id) as { order_time: string | null }).order_time ?? '',
      ).slice(0, 10);
      if (orderDate && input.entryDate < orderDate) throw new ServiceError(`日期 ${input.entryDate} 早于下单日期 ${orderDate}`);
      const before = tradeFigures(ctx.db, user.tenantId, order.order_no);
      if (kind === 'payment' && input.receivedAmount > before.payable + 0.005) {
        throw new ServiceError(
          `收款 ${input.receivedAmount.toFixed(2)} 元超过订单 ${order.order_no} 尚欠货款 ${Math.max(0, before.payable).toFixed(2)} 元`,
        );
      }
      const depositLeft = before.deposit.due - before.deposit.received;
      if (kind === 'deposit_received' && input.receivedAmount > depositLeft + 0.005) {
        throw new ServiceError(
          `保证金 ${input.receivedAmount.toFixed(2)} 元超过订单 ${order.order_no} 尚欠保证金 ${Math.max(0, depositLeft).toFixed(2)} 元`,
        );
      }
      postEntry(ctx.db, actorOf(ctx.db, user), {
        tenantId: user.tenantId,
        domain: 'trade',
        type: kind,
        orderNo: order.order_no,
        partyId: order.buyer_id ?? '',
        partyName: order.buyer_name,
        amount: input.receivedAmount,
        date: input.entryDate,
        method: input.paymentMethod,
        reference: input.bankSerialNo,
        note: input.note,
      });
      return refreshOrder(ctx.db, user.tenantId, order.order_no, user.userId);
    })();
    return R.data(figures);
  };
}

// POST order/registerPayment {orderNo, receivedAmount, entryDate, paymentMethod, bankSerialNo, note?} — a payment received from the buyer.
export const registerPayment = money('payment');
// POST order/registerDeposit {…same} — deposit received; the whole deposit puts a signed order into execution.
export const registerDeposit = money('deposit_received');

// POST order/reverseEntry {orderNo, entryId, reason} — corrects an entry by its reversal (who and why are kept).
export function reverseOrderEntry(ctx: Context) {
  const user = caller(ctx, 'order_edit');
  const input = parseInput(
    ctx,
    orderNoParam.extend({
      entryId: z.string({ error: '请选择分录' }).trim().min(1, '请选择分录'),
      reason: z.string({ error: '请填写冲正原因' }).trim().min(1, '请填写冲正原因').max(200, reasonTooLong(200)),
    }),
  );
  const figures = ctx.db.transaction(() => {
    const order = findOrderRecord(ctx.db, user.tenantId, input.orderNo);
    const entry = orderEntries(ctx.db, user.tenantId, order.order_no).find((row) => row.id === input.entryId);
    if (!entry) throw new ServiceError('分录不存在');
    // Only what was registered by hand is corrected by hand; the workflow's own entries follow its actions.
    if (entry.entry_type !== 'payment' && entry.entry_type !== 'deposit_received')
      throw new ServiceError('只能冲正收款和保证金登记，其他分录随业务操作生成');
    if (order.order_status === ORDER.completed || order.order_status === ORDER.cancelled)
      throw new ServiceError(`订单 ${order.order_no} 已${ORDER_STATUS_ZH[order.order_status]}，不能冲正`);
    reverseEntry(ctx.db, actorOf(ctx.db, user), user.tenantId, entry.id, input.reason);
    const after = tradeFigures(ctx.db, user.tenantId, order.order_no);
    // A reversal may not leave money spent that was never there.
    if (after.deposit.held < -0.005)
      throw new ServiceError(`冲正后冻结保证金为负 (${after.deposit.held.toFixed(2)} 元)：该保证金已抵扣或释放`);
    if (after.payments < -0.005) throw new ServiceError('冲正后已收货款为负');
    if (after.prepayment && after.moneyHeld < after.releasedValue - 0.005) {
      throw new ServiceError(`款到发货: 冲正后已收款 ${after.moneyHeld.toFixed(2)} 元低于已放货货值 ${after.releasedValue.toFixed(2)} 元`);
    }
    return refreshOrder(ctx.db, user.tenantId, order.order_no, user.userId);
  })();
  return R.data(figures);
}

// GET order/ledger?orderNo — the order's entries (oldest first) and the figures derived from them.
export function orderLedger(ctx: Context) {
  const user = caller(ctx, 'order');
  const { orderNo } = parseInput(ctx, orderNoParam);
  const figures = tradeFigures(ctx.db, user.tenantId, orderNo);
  const reversed = new Set<string>();
  const entries = orderEntries(ctx.db, user.tenantId, orderNo);
  for (const entry of entries) if (entry.reverses_id) reversed.add(entry.reverses_id);
  return R.data({
    figures,
    entries: entries.map((entry) => ({ ...toCamel(entry as unknown as Record<string, unknown>), reversed: reversed.has(entry.id) })),
  });
}
