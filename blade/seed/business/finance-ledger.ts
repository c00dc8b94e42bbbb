/**
 * The seeded loans' money as ledger entries (services/ledger), written by the service's own functions so that their
 * figures are derived exactly as the service derives them: each disbursed loan's disbursement on its date, then its
 * seeded repayments in date order, each split into penalty, interest and principal (the settled loan's last one pays
 * everything owed to its day), and every agreement's copies, pledge cover and the borrowers' 融资对账单 refreshed.
 */
import type { Db } from '../../db/open';
import { postEntry, type Actor } from '../../services/ledger/entries';
import { recordRepayment } from '../../services/finance/loan-money';
import { refreshLoan, type Writer } from '../../services/finance/loan-refresh';
import { DEFAULT_DAY_BASIS, DEFAULT_ORDER, PENALTY_MARKUP } from '../../services/ledger/loan-terms';
import { LOAN } from '../../services/finance/machines';
import { USERS } from '../system';

type Loan = { id: string; tenant_id: string; agreement_no: string; borrower_id: string; borrower_name: string; loan_amount: number; interest_rate: number | null; disburse_date: string | null; agreement_status: number };
type Repayment = { id: string; repay_amount: number; repay_date: string; create_time: string };

const DISBURSED: readonly number[] = [LOAN.repaying, LOAN.overdue, LOAN.settled];

export function seedLoanLedger(db: Db): void {
  const loans = db.prepare('SELECT * FROM tp_financeloanagreement WHERE is_deleted = 0 ORDER BY agreement_no').all() as Loan[];
  for (const loan of loans) {
    const admin = USERS.find((user) => user.tenantId === loan.tenant_id && user.account === 'admin') ?? USERS[0];
    const actor: Actor = { id: admin.id, name: `${admin.realName}（${admin.account}）` };
    const writer: Writer = { tenantId: loan.tenant_id, userId: admin.id };
    db.prepare('UPDATE tp_financeloanagreement SET penalty_rate = ?, day_count_basis = ?, repayment_order = ? WHERE id = ?')
      .run(loan.interest_rate != null ? Math.round(loan.interest_rate * PENALTY_MARKUP * 10_000) / 10_000 : null, DEFAULT_DAY_BASIS, DEFAULT_ORDER.join(','), loan.id);
    if (DISBURSED.includes(loan.agreement_status) && loan.disburse_date) {
      postEntry(db, actor, {
        tenantId: loan.tenant_id, domain: 'loan', type: 'disbursement', loanId: loan.id, partyId: loan.borrower_id, partyName: loan.borrower_name,
        amount: loan.loan_amount, date: loan.disburse_date, reference: loan.agreement_no, note: '融资放款', reason: '历史数据导入', at: `${loan.disburse_date} 10:00:00`,
      });
      // The seeded records give the days and amounts; they are written again with their splits.
      const repayments = db.prepare('SELECT id, repay_amount, repay_date, create_time FROM tp_financeloanrepayment WHERE agreement_id = ? ORDER BY repay_date, create_time').all(loan.id) as Repayment[];
      db.prepare('DELETE FROM tp_financeloanrepayment WHERE agreement_id = ?').run(loan.id);
      repayments.forEach((repayment, index) => {
        const last = index === repayments.length - 1 && loan.agreement_status === LOAN.settled;
        recordRepayment(db, actor, writer, loan.id, last ? 'all' : repayment.repay_amount, repayment.repay_date, '历史数据导入', last ? '结清' : '按比例还款后解押', repayment.create_time);
      });
    }
    refreshLoan(db, writer, loan.id);
  }
}
