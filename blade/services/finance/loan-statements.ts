import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';

/**
 * A borrower's 融资对账单 (financial statements, statement_type 3), one per month its loans' ledger entries fall in:
 * increase = disbursed + interest and penalty recognised, decrease = everything repaid, each month opening with the
 * last one's closing balance. They are the ledger's sums, rewritten whenever one of the borrower's loans writes entries.
 */
export const LOAN_STATEMENT = 3;
const round2 = (value: number) => Math.round(value * 100) / 100;
const INCREASE = ['disbursement', 'accrual', 'penalty_accrual'];
const DECREASE = ['repayment_principal', 'repayment_interest', 'repayment_penalty'];

type Month = { period: string; increase: number; decrease: number };

export function loanStatementMonths(db: Db, tenantId: string, borrowerId: string): Month[] {
  return db
    .prepare(`SELECT substr(e.entry_date, 1, 7) AS period,
      SUM(CASE WHEN e.entry_type IN (${INCREASE.map(() => '?').join(',')}) THEN e.amount ELSE 0 END) AS increase,
      SUM(CASE WHEN e.entry_type IN (${DECREASE.map(() => '?').join(',')}) THEN e.amount ELSE 0 END) AS decrease
    FROM tp_ledger_entry e JOIN tp_financeloanagreement l ON l.id = e.loan_id
    WHERE e.tenant_id = ? AND e.domain = 'loan' AND l.borrower_id = ? GROUP BY period ORDER BY period`)
    .all(...INCREASE, ...DECREASE, tenantId, borrowerId) as Month[];
}

const lastDay = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

export function refreshLoanStatements(db: Db, tenantId: string, borrower: { id: string; name: string }, userId: string): void {
  if (!borrower.id) return;
  const now = formatDateTime();
  let opening = 0;
  for (const month of loanStatementMonths(db, tenantId, borrower.id)) {
    const increase = round2(month.increase);
    const decrease = round2(month.decrease);
    const closing = round2(opening + increase - decrease);
    const existing = db
      .prepare(
        'SELECT id, opening_balance, increase_amount, decrease_amount, closing_balance FROM tp_financialstatements WHERE tenant_id = ? AND customer_id = ? AND statement_type = ? AND period = ? AND is_deleted = 0',
      )
      .get(tenantId, borrower.id, LOAN_STATEMENT, month.period) as
      | { id: string; opening_balance: number; increase_amount: number; decrease_amount: number; closing_balance: number }
      | undefined;
    if (existing) {
      const same =
        existing.opening_balance === opening &&
        existing.increase_amount === increase &&
        existing.decrease_amount === decrease &&
        existing.closing_balance === closing;
      // A month whose figures moved is to be reconciled again.
      if (!same) {
        db.prepare(
          'UPDATE tp_financialstatements SET opening_balance = ?, increase_amount = ?, decrease_amount = ?, closing_balance = ?, reconcile_status = 0, confirm_time = ?, update_user = ?, update_time = ? WHERE id = ?',
        ).run(opening, increase, decrease, closing, '', userId, now, existing.id);
      }
    } else {
      const row = {
        id: nextId(),
        tenant_id: tenantId,
        statement_no: `RZ${month.period.replace('-', '')}${borrower.id.slice(-6)}`,
        customer_id: borrower.id,
        customer_name: borrower.name,
        statement_type: LOAN_STATEMENT,
        period: month.period,
        start_date: `${month.period}-01`,
        end_date: lastDay(month.period),
        opening_balance: opening,
        increase_amount: increase,
        decrease_amount: decrease,
        closing_balance: closing,
        reconcile_status: 0,
        confirm_time: '',
        remark: '融资放款、计息与还款（账目分录汇总）',
        create_user: userId,
        create_dept: '',
        create_time: now,
        update_user: userId,
        update_time: now,
        status: 1,
        is_deleted: 0,
      };
      const columns = Object.keys(row);
      db.prepare(`INSERT INTO tp_financialstatements (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
        ...Object.values(row),
      );
    }
    opening = closing;
  }
}
