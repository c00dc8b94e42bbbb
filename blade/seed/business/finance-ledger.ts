/**
 * The seeded loans' money as ledger entries (services/ledger), written by the service's own functions so that their
 * figures are derived exactly as the service derives them: each disbursed loan's disbursement on its date, then its
 * seeded repayments in date order, each split into penalty, interest and principal (the settled loan's last one pays
 * everything owed to its day), and every agreement's copies, pledge cover and the borrowers' 融资对账单 refreshed. The
 * overdue loan's grain was marked down three days ago, so its pledge sits under the warning line (a 质押风险 reminder).
 */
import type { Db } from '../../db/open';
import { postEntry, type Actor } from '../../services/ledger/entries';
import { recordRepayment } from '../../services/finance/loan-money';
import { refreshCover, refreshLoan, type Writer } from '../../services/finance/loan-refresh';
import { nextId } from '../../db/ids';
import { day } from './helpers';
import { DEFAULT_DAY_BASIS, DEFAULT_ORDER, PENALTY_MARKUP } from '../../services/ledger/loan-terms';
import { LOAN } from '../../services/finance/machines';
import { USERS } from '../system';

type Loan = {
  id: string;
  tenant_id: string;
  agreement_no: string;
  borrower_id: string;
  borrower_name: string;
  loan_amount: number;
  interest_rate: number | null;
  disburse_date: string | null;
  agreement_status: number;
};
type Repayment = { id: string; repay_amount: number; repay_date: string; create_time: string };

const DISBURSED: readonly number[] = [LOAN.repaying, LOAN.overdue, LOAN.settled];

export function seedLoanLedger(db: Db): void {
  const loans = db.prepare('SELECT * FROM tp_financeloanagreement WHERE is_deleted = 0 ORDER BY agreement_no').all() as Loan[];
  for (const loan of loans) {
    const admin = USERS.find((user) => user.tenantId === loan.tenant_id && user.account === 'admin') ?? USERS[0];
    const actor: Actor = { id: admin.id, name: `${admin.realName}（${admin.account}）` };
    const writer: Writer = { tenantId: loan.tenant_id, userId: admin.id };
    db.prepare('UPDATE tp_financeloanagreement SET penalty_rate = ?, day_count_basis = ?, repayment_order = ? WHERE id = ?').run(
      loan.interest_rate != null ? Math.round(loan.interest_rate * PENALTY_MARKUP * 10_000) / 10_000 : null,
      DEFAULT_DAY_BASIS,
      DEFAULT_ORDER.join(','),
      loan.id,
    );
    if (DISBURSED.includes(loan.agreement_status) && loan.disburse_date) {
      postEntry(db, actor, {
        tenantId: loan.tenant_id,
        domain: 'loan',
        type: 'disbursement',
        loanId: loan.id,
        partyId: loan.borrower_id,
        partyName: loan.borrower_name,
        amount: loan.loan_amount,
        date: loan.disburse_date,
        reference: loan.agreement_no,
        note: '融资放款',
        reason: '历史数据导入',
        at: `${loan.disburse_date} 10:00:00`,
      });
      // The seeded records give the days and amounts; they are written again with their splits.
      const repayments = db
        .prepare(
          'SELECT id, repay_amount, repay_date, create_time FROM tp_financeloanrepayment WHERE agreement_id = ? ORDER BY repay_date, create_time',
        )
        .all(loan.id) as Repayment[];
      db.prepare('DELETE FROM tp_financeloanrepayment WHERE agreement_id = ?').run(loan.id);
      repayments.forEach((repayment, index) => {
        const last = index === repayments.length - 1 && loan.agreement_status === LOAN.settled;
        recordRepayment(
          db,
          actor,
          writer,
          loan.id,
          last ? 'all' : repayment.repay_amount,
          repayment.repay_date,
          '历史数据导入',
          last ? '结清' : '按比例还款后解押',
          repayment.create_time,
        );
      });
    }
    refreshLoan(db, writer, loan.id);
    if (loan.agreement_status === LOAN.overdue) markDown(db, actor, writer, loan.id);
  }
}

/** A finance valuation of the loan's pledge at 78 % of its signed price, dated three days ago. */
function markDown(db: Db, actor: Actor, writer: Writer, loanId: string): void {
  const pledge = db
    .prepare(`SELECT p.id, p.agreement_no, p.pledge_price FROM tp_financepledgeagreement p JOIN tp_financeloanagreement l ON l.application_id = p.application_id
    WHERE l.id = ? AND p.agreement_status IN (2, 3) AND p.is_deleted = 0`)
    .get(loanId) as { id: string; agreement_no: string; pledge_price: number } | undefined;
  if (!pledge?.pledge_price) return;
  const date = day(-3);
  db.prepare(`INSERT INTO tp_financepricemark (id, tenant_id, pledge_agreement_id, agreement_no, price, price_date, source, note, actor_id, actor_name, create_time)
    VALUES (?, ?, ?, ?, ?, ?, 'finance', ?, ?, ?, ?)`).run(
    nextId(),
    writer.tenantId,
    pledge.id,
    pledge.agreement_no,
    Math.round(pledge.pledge_price * 78) / 100,
    date,
    '现货价格下跌，财务盯市',
    actor.id,
    actor.name,
    `${date} 17:00:00`,
  );
  refreshCover(db, writer, pledge.id);
}
