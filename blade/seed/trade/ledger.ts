import type { Db } from '../../db/open';
import { postEntry, today, type Actor, type NewEntry } from '../../services/ledger/entries';
import { refreshOrder } from '../../services/ledger/trade-refresh';
import { vatRatePct } from '../../services/ledger/trade-terms';
import type { Order } from './orders';
import type { Pickup } from './pickups';
import { after, dateOf, round2 } from './support';
import { USERS } from '../system';

/**
 * The seeded orders' money as ledger entries (services/ledger), from which their figures are then derived exactly as
 * the service derives them (refreshOrder): deposits received when the order went into execution, each settled lot's
 * deposit share deducted (the last lot of a completed order takes what is left), payments as the settlement method
 * has them (款到发货 orders paid ahead of what was released), the completed orders' issued invoices at the settled
 * value, a defaulted order's deposit forfeited and the cancelled order's deposit refunded.
 */
const actorOf = (tenantId: string): Actor => {
  const admin = USERS.find((user) => user.tenantId === tenantId && user.account === 'admin') ?? USERS[0];
  return { id: admin.id, name: `${admin.realName}（${admin.account}）` };
};

const notAfterToday = (date: string) => (date > today() ? today() : date);

/** Each order's ledger (tp_ledger_entry) as its money moved: deposit, deductions per lot, payments, the deposit's end, the invoice. */
export function seedLedger(db: Db, orders: Order[], pickups: Pickup[]): Record<string, number> {
  let count = 0;
  const rate = vatRatePct(db);
  for (const order of orders) {
    const actor = actorOf(order.tenantId);
    const post = (entry: Omit<NewEntry, 'tenantId' | 'domain' | 'orderNo' | 'partyId' | 'partyName'>, days: number) => {
      const date = notAfterToday(dateOf(order.orderTime, days));
      postEntry(db, actor, {
        tenantId: order.tenantId,
        domain: 'trade',
        orderNo: order.no,
        partyId: order.buyer.id,
        partyName: order.buyer.companyName,
        ...entry,
        date,
        at: after(`${date} 10:00:00`, 0, 0),
      });
      count += 1;
    };
    const lots = pickups.filter((item) => item.order === order && item.status === 5);
    const settledValue = round2(lots.reduce((sum, item) => sum + round2(item.actual * item.unitPrice), 0));
    const books: Books = { db, order, post, settledValue, reference: (kind, n) => `${kind}${order.no.slice(2)}${n}` };
    const held = postDeposit(books, lots);
    postPayments(books, pickups, held);
    postDepositEnd(books, held);
    postInvoice(books, rate);
    refreshOrder(db, order.tenantId, order.no, actor.id);
  }
  return { tp_ledger_entry: count };
}

/** One order's books while its entries are posted: `post` dates an entry `days` after the order (never after today). */
type Books = {
  db: Db;
  order: Order;
  post: (entry: Omit<NewEntry, 'tenantId' | 'domain' | 'orderNo' | 'partyId' | 'partyName'>, days: number) => void;
  /** The value of the lots lifted in full. */
  settledValue: number;
  reference: (kind: string, n: number) => string;
};

/** The deposit received, then deducted lot by lot (the last lot of a completed order takes what is left); answers what is still held. */
function postDeposit({ db, order, post, reference }: Books, lots: Pickup[]): number {
  if (order.depositPaid > 0)
    post(
      {
        type: 'deposit_received',
        amount: order.depositPaid,
        method: order.paymentMethod,
        reference: reference('BZ', 1),
        note: '履约保证金',
      },
      2,
    );
  let held = order.depositPaid;
  lots.forEach((lot, index) => {
    const value = round2(lot.actual * lot.unitPrice);
    const last = order.status === 7 && index === lots.length - 1;
    const share = round2(Math.min(held, last ? held : (value * order.listing.depositRatio) / 100));
    if (share >= 0.01) {
      post({ type: 'deposit_deducted', amount: share, pickupId: lot.id, note: `提货单 ${lot.no}${last ? ' (末批)' : ''}` }, 12);
      held = round2(held - share);
    }
    db.prepare('UPDATE tp_orderpickup SET deposit_deducted = ?, deposit_status = 1 WHERE id = ?').run(share, lot.id);
  });
  return held;
}

/** The payments: a completed order's settled value less the deposit used, a running one's per its settlement method. */
function postPayments({ order, post, settledValue, reference }: Books, pickups: Pickup[], held: number): void {
  const deducted = round2(order.depositPaid - held);
  const prepay = order.listing.settlementMethod === 1;
  const lifted = round2(
    pickups.filter((item) => item.order === order && item.actual > 0).reduce((sum, item) => sum + round2(item.actual * item.unitPrice), 0),
  );
  const due =
    order.status === 7 ? settledValue : round2(lifted + Math.max(0, order.quantity - order.picked) * (order.amount / order.quantity));
  let payments = 0;
  if (order.status === 7) payments = round2(settledValue - deducted);
  else if (order.status >= 4 && order.status <= 6) payments = prepay ? round2(due - order.depositPaid) : round2(settledValue - deducted);
  if (payments >= 0.01)
    post(
      {
        type: 'payment',
        amount: payments,
        method: order.paymentMethod,
        reference: reference('HK', 2),
        note: prepay ? '款到发货 货款' : '结算货款',
      },
      order.status === 7 ? 26 : 8,
    );
}

/** What happens to the deposit still held when an order ends early: forfeited on default, refunded on cancel. */
function postDepositEnd({ order, post, reference }: Books, held: number): void {
  if (order.status === 9 && held > 0) post({ type: 'deposit_forfeited', amount: held, note: '违约关闭: 没收保证金' }, 20);
  if (order.status === 8 && held > 0)
    post(
      { type: 'deposit_refunded', amount: held, method: order.paymentMethod, reference: reference('TK', 3), note: order.cancelReason },
      5,
    );
}

/** A settled or completed order: its settled value on its seeded invoice, and an issued invoice's entry. */
function postInvoice({ db, order, post, settledValue }: Books, rate: number): void {
  if (order.status === 6 || order.status === 7) {
    // The seeded invoice of the order carries its settled value (grain VAT); a completed order's is issued.
    const net = round2(settledValue / (1 + rate / 100));
    db.prepare(
      'UPDATE tp_invoice SET amount_incl_tax = ?, amount_ex_tax = ?, tax_amount = ?, tax_rate = ?, quantity = ? WHERE order_no = ? AND tenant_id = ?',
    ).run(settledValue, net, round2(settledValue - net), rate, order.picked, order.no, order.tenantId);
    const invoice = db
      .prepare('SELECT id, invoice_no, invoice_date, invoice_status FROM tp_invoice WHERE order_no = ? AND tenant_id = ?')
      .get(order.no, order.tenantId) as { id: string; invoice_no: string; invoice_date: string; invoice_status: number } | undefined;
    if (invoice?.invoice_status === 2 && settledValue > 0) {
      post(
        {
          type: 'invoice',
          amount: settledValue,
          quantity: order.picked,
          invoiceId: invoice.id,
          reference: invoice.invoice_no,
          note: '增值税发票',
        },
        30,
      );
    }
  }
}
