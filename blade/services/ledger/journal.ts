import type { Db } from '../../db/open';
import { nextId } from '../../db/ids';
import type { EntryRow } from './entries';

/**
 * The platform's finance journal (财务明细 / 资金流水, tp_financialdetails) shows every ledger entry that moved cash
 * between a buyer and the platform, written in the same transaction as the entry and pointing at it
 * (ledger_entry_id); such rows cannot be edited or removed (services/business/journal-hooks.ts). The income and
 * expense totals (statisticsFinancial) therefore move with every payment, deposit and refund, and with every
 * disbursement, repayment and fee of a loan (LOAN_CASH).
 */
const CASH: Partial<Record<string, { itemType: number; direction: 1 | 2; label: string }>> = {
  payment: { itemType: 1, direction: 1, label: '货款收款' },
  refund: { itemType: 1, direction: 2, label: '货款退款' },
  deposit_received: { itemType: 2, direction: 1, label: '保证金收款' },
  deposit_released: { itemType: 2, direction: 2, label: '保证金释放' },
  deposit_refunded: { itemType: 2, direction: 2, label: '保证金退还' },
};

/** A loan's cash between the lender's side and the borrower: 融资放款 out, 融资还款 (each part) and fees in. */
const LOAN_CASH: Partial<Record<string, { itemType: number; direction: 1 | 2; label: string }>> = {
  disbursement: { itemType: 6, direction: 2, label: '融资放款' },
  repayment_principal: { itemType: 7, direction: 1, label: '融资还款 本金' },
  repayment_interest: { itemType: 7, direction: 1, label: '融资还款 利息' },
  repayment_penalty: { itemType: 7, direction: 1, label: '融资还款 罚息' },
  fee: { itemType: 3, direction: 1, label: '融资服务费' },
};
export function journalEntry(db: Db, entry: EntryRow): void {
  const cash = entry.domain === 'trade' ? CASH[entry.entry_type] : LOAN_CASH[entry.entry_type];
  if (!cash) return;
  // A loan's rows name its agreement where an order's name the order.
  const loanNo =
    entry.domain === 'loan' && entry.loan_id
      ? (
          db.prepare('SELECT agreement_no FROM tp_financeloanagreement WHERE id = ?').get(entry.loan_id) as
            | { agreement_no: string }
            | undefined
        )?.agreement_no
      : undefined;
  // A reversal runs the other way: a reversed receipt is money going back out.
  const direction = entry.amount >= 0 ? cash.direction : cash.direction === 1 ? 2 : 1;
  const row = {
    id: nextId(),
    tenant_id: entry.tenant_id,
    detail_no: entry.entry_no,
    customer_id: entry.party_id ?? '',
    customer_name: entry.party_name,
    order_no: entry.order_no ?? loanNo ?? '',
    item_type: cash.itemType,
    direction,
    amount: Math.abs(entry.amount),
    payment_method: entry.method ?? null,
    bank_serial_no: entry.reference ?? '',
    pay_time: `${entry.entry_date} ${entry.create_time.slice(11)}`,
    handler: entry.actor_name,
    remark: entry.reverses_id ? `冲正: ${entry.reason ?? ''}` : [cash.label, entry.note].filter(Boolean).join(' '),
    ledger_entry_id: entry.id,
    create_user: entry.actor_id,
    create_time: entry.create_time,
    update_user: entry.actor_id,
    update_time: entry.create_time,
    status: 1,
    is_deleted: 0,
  };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO tp_financialdetails (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
    ...Object.values(row),
  );
}
