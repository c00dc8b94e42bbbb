import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { given, placeholders } from '../shared/rows';
import { assertEntryDate, postEntry } from '../ledger/entries';
import { actorOf, vatRatePct } from '../ledger/trade-terms';
import { findOrderRecord, tradeFigures } from '../ledger/trade-projection';
import { refreshOrder } from '../ledger/trade-refresh';

/** Dict invoice_status: 0 待申请, 1 待开票, 2 已开票, 3 已驳回, 4 已红冲, 5 已作废. */
const ISSUED = 2;
const REVERSED = 4;
const FINAL = [ISSUED, REVERSED, 5];

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const merged = (values: Record<string, unknown>, existing: Record<string, unknown> | null) => ({ ...(existing ?? {}), ...values });

/**
 * 发票: derived from the order's settlement. The amounts follow one of them at the grain VAT rate (9 %, the
 * `trade.grainVatRate` parameter): tax = net × rate, total = net + tax, and a sent figure that disagrees is refused.
 * The invoiced total (issued minus red-letter reversals) never passes the settled value. Issuing (已开票) writes an
 * invoice entry to the ledger and a red-letter reversal (已红冲) its credit note; an issued invoice is otherwise never
 * rewritten or removed. The order's 开票状态 (待申请 / 部分开票 / 已开票) follows from the ledger.
 */
function priceInvoice(ctx: Context, values: Record<string, unknown>, row: Record<string, unknown>) {
  const rate = vatRatePct(ctx.db);
  if (given(values.tax_rate) && Math.abs(Number(values.tax_rate) - rate) > 1e-9) throw new ServiceError(`粮食增值税税率为 ${rate}%`);
  values.tax_rate = rate;
  let net: number;
  let total: number;
  if (given(row.amount_incl_tax)) {
    total = round2(Number(row.amount_incl_tax));
    net = round2(total / (1 + rate / 100));
    if (given(row.amount_ex_tax) && Math.abs(Number(row.amount_ex_tax) - net) > 0.011)
      throw new ServiceError(`不含税金额应为 ${net.toFixed(2)} 元 (价税合计 ÷ (1 + ${rate}%))`);
  } else if (given(row.amount_ex_tax)) {
    net = round2(Number(row.amount_ex_tax));
    total = round2(net * (1 + rate / 100));
  } else {
    throw new ServiceError('请输入开票金额');
  }
  if (!(total > 0)) throw new ServiceError('开票金额必须大于0');
  const tax = round2(total - net);
  if (given(row.tax_amount) && Math.abs(Number(row.tax_amount) - tax) > 0.011)
    throw new ServiceError(`税额应为 ${tax.toFixed(2)} 元 (不含税金额 × ${rate}%)`);
  Object.assign(values, { amount_ex_tax: net, tax_amount: tax, amount_incl_tax: total });
  return total;
}

export const invoiceHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    const row = merged(values, existing);
    const user = ctx.user!;
    const order = findOrderRecord(ctx.db, user.tenantId, String(row.order_no ?? ''));
    const before = Number(existing?.invoice_status ?? -1);
    const after = given(values.invoice_status) ? Number(values.invoice_status) : existing ? before : 0;
    const actor = actorOf(ctx.db, user);
    const entry = {
      tenantId: user.tenantId,
      domain: 'trade' as const,
      orderNo: order.order_no,
      invoiceId: existing ? String(existing.id) : undefined,
      partyId: order.buyer_id ?? '',
      partyName: order.buyer_name,
    };
    if (existing && FINAL.includes(before)) {
      const changed = Object.entries(values).some(
        ([column, value]) =>
          column !== 'remark' && column !== 'invoice_status' && given(value) && String(value) !== String(existing[column] ?? ''),
      );
      if (before !== ISSUED || after !== REVERSED || changed)
        throw new ServiceError(
          `发票 ${existing.invoice_apply_no} 已${before === ISSUED ? '开票' : before === REVERSED ? '红冲' : '作废'}，不能修改${before === ISSUED ? '；如需更正请红冲后重开' : ''}`,
        );
      postEntry(ctx.db, actor, {
        ...entry,
        type: 'credit_note',
        amount: Number(existing.amount_incl_tax ?? 0),
        quantity: Number(existing.quantity ?? 0),
        reference: String(existing.invoice_no ?? ''),
        note: `红冲 ${existing.invoice_apply_no}`,
      });
      for (const column of Object.keys(values)) if (column !== 'remark' && column !== 'invoice_status') delete values[column];
      refreshOrder(ctx.db, user.tenantId, order.order_no, user.userId);
      return;
    }
    if (after === REVERSED) throw new ServiceError('只有已开票的发票可以红冲');
    const total = priceInvoice(ctx, values, row);
    const figures = tradeFigures(ctx.db, user.tenantId, order.order_no);
    if (total > figures.invoiceable + 0.005) {
      throw new ServiceError(
        `开票金额 ${total.toFixed(2)} 元超过订单 ${order.order_no} 可开票金额 ${Math.max(0, figures.invoiceable).toFixed(2)} 元 (已结算 ${figures.settledValue.toFixed(2)} 元，已开票 ${figures.invoiced.toFixed(2)} 元)`,
      );
    }
    if (!given(row.quantity) && figures.unitPrice > 0) values.quantity = round3(total / figures.unitPrice);
    if (after === ISSUED) {
      if (!given(row.invoice_no) || !given(row.invoice_date)) throw new ServiceError('已开票的发票须填写发票号码和开票日期');
      assertEntryDate(String(row.invoice_date));
      postEntry(ctx.db, actor, {
        ...entry,
        type: 'invoice',
        amount: total,
        quantity: Number(values.quantity ?? row.quantity ?? 0),
        date: String(row.invoice_date),
        reference: String(row.invoice_no),
        note: String(row.invoice_apply_no ?? ''),
      });
      refreshOrder(ctx.db, user.tenantId, order.order_no, user.userId);
    }
  },
  beforeRemove: (ctx, ids) => {
    if (ids.length === 0) return;
    const hit = ctx.db
      .prepare(
        `SELECT invoice_apply_no FROM tp_invoice WHERE id IN (${placeholders(ids.length)}) AND invoice_status IN (${FINAL.join(', ')}) AND is_deleted = 0 LIMIT 1`,
      )
      .get(...ids) as { invoice_apply_no: string } | undefined;
    if (hit) throw new ServiceError(`发票 ${hit.invoice_apply_no} 已开票、红冲或作废，不能删除`);
  },
};
