import type { Db } from '../../db/open';
import { accrued, EPS, loanFigures, loanRecordOrThrow } from './loan-projection';
import { loanEntries } from './entries';
import { loanTerms } from './loan-terms';

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Loan entries that move cash, as 资金流水 counts them: +1 received from the borrower, −1 paid out to them (journal.ts). */
export const LOAN_CASH_SIGN: Partial<Record<string, 1 | -1>> = {
  disbursement: -1,
  repayment_principal: 1,
  repayment_interest: 1,
  repayment_penalty: 1,
  fee: 1,
};
const SETTLED = 4;
const PLEDGE_IN_FORCE = [2, 3];
const PLEDGE_RELEASED = 4;

/**
 * The rules a loan's money, pledge and statements keep whatever happened to it; answers every one broken (empty: all
 * hold). The property-based test (loan-invariants.property.test.ts) calls it after every random step.
 */
export function loanInvariants(db: Db, tenantId: string, loanId: string): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  const loan = loanRecordOrThrow(db, tenantId, loanId);
  const entries = loanEntries(db, tenantId, loanId);
  const figures = loanFigures(db, tenantId, loanId);

  check(
    figures.disbursed <= EPS || Math.abs(figures.disbursed - loan.loan_amount) <= EPS,
    `disbursed ${figures.disbursed} ≠ 0 or the loan amount ${loan.loan_amount}`,
  );
  check(
    Math.abs(figures.outstanding - (figures.disbursed - figures.principalRepaid)) <= EPS && figures.outstanding >= -EPS,
    `outstanding ${figures.outstanding} ≠ disbursed − principal repaid ≥ 0`,
  );
  check(
    figures.interestDue >= -EPS && figures.penaltyDue >= -EPS,
    `interest due ${figures.interestDue} or penalty due ${figures.penaltyDue} < 0`,
  );
  check(
    figures.interestRepaid <= figures.interestRecognised + EPS,
    `interest repaid ${figures.interestRepaid} > recognised ${figures.interestRecognised}`,
  );
  check(
    figures.penaltyRepaid <= figures.penaltyRecognised + EPS,
    `penalty repaid ${figures.penaltyRepaid} > recognised ${figures.penaltyRecognised}`,
  );
  // What is recognised is the formula over the entries, to the last day money moved.
  const lastRepayment = entries
    .filter((entry) => entry.entry_type.startsWith('repayment_'))
    .reduce((last, entry) => (entry.entry_date > last ? entry.entry_date : last), '');
  if (lastRepayment) {
    const formula = accrued(loanTerms(loan), entries, lastRepayment);
    check(
      Math.abs(figures.interestRecognised - round2(formula.interest)) <= EPS,
      `interest recognised ${figures.interestRecognised} ≠ formula ${round2(formula.interest)} to ${lastRepayment}`,
    );
    check(
      Math.abs(figures.penaltyRecognised - round2(formula.penalty)) <= EPS,
      `penalty recognised ${figures.penaltyRecognised} ≠ formula ${round2(formula.penalty)} to ${lastRepayment}`,
    );
  }

  // The copies on the agreement and the application.
  const stored = {
    outstanding_principal: figures.outstanding,
    repaid_principal: figures.principalRepaid,
    interest_repaid: figures.interestRepaid,
    penalty_repaid: figures.penaltyRepaid,
  };
  for (const [column, value] of Object.entries(stored)) {
    const have = (loan as unknown as Record<string, unknown>)[column];
    check(
      typeof have === 'number' && Math.abs(have - value) <= EPS,
      `tp_financeloanagreement.${column} ${String(have)} ≠ projection ${value}`,
    );
  }
  const app = loan.application_id
    ? (db.prepare('SELECT loan_status, outstanding_principal FROM tp_financeloanapplication WHERE id = ?').get(loan.application_id) as
        | { loan_status: number; outstanding_principal: number | null }
        | undefined)
    : undefined;
  if (app && figures.disbursed > EPS)
    check(
      Math.abs((app.outstanding_principal ?? 0) - figures.outstanding) <= EPS,
      `application outstanding ${app.outstanding_principal} ≠ ${figures.outstanding}`,
    );

  // 已结清 ⇔ everything owed is paid ⇔ the pledge is discharged.
  const settled = loan.agreement_status === SETTLED;
  check(
    settled === figures.paidUp,
    `status ${loan.agreement_status} while ${figures.paidUp ? 'everything is paid' : `¥${figures.owed} is owed`}`,
  );
  if (settled && app) check(app.loan_status === 7, `settled loan's application is ${app.loan_status}, not settled (7)`);
  const pledge = loan.application_id
    ? (db
        .prepare(
          'SELECT id, agreement_no, agreement_status, pledge_quantity, released_quantity FROM tp_financepledgeagreement WHERE tenant_id = ? AND application_id = ? AND is_deleted = 0 AND agreement_status <> 6',
        )
        .get(tenantId, loan.application_id) as
        | { id: string; agreement_no: string; agreement_status: number; pledge_quantity: number; released_quantity: number | null }
        | undefined)
    : undefined;
  if (pledge && figures.disbursed > EPS) {
    const discharged =
      pledge.agreement_status === PLEDGE_RELEASED && Math.abs((pledge.released_quantity ?? 0) - pledge.pledge_quantity) < 0.0005;
    if (settled) {
      check(
        discharged,
        `settled with pledge ${pledge.agreement_no} ${pledge.agreement_status}, ${pledge.released_quantity}/${pledge.pledge_quantity} t released`,
      );
      const auth = db
        .prepare(
          'SELECT COUNT(*) AS n FROM tp_financesuperviseauth WHERE tenant_id = ? AND pledge_agreement_no = ? AND is_deleted = 0 AND auth_status IN (0, 1)',
        )
        .get(tenantId, pledge.agreement_no) as { n: number };
      check(auth.n === 0, `settled with ${auth.n} supervision authorisation(s) of ${pledge.agreement_no} still in force`);
    } else {
      check(
        PLEDGE_IN_FORCE.includes(pledge.agreement_status) || pledge.agreement_status === 5,
        `owing ¥${figures.owed} with pledge ${pledge.agreement_no} ${pledge.agreement_status}`,
      );
    }
  }

  // The journal (资金流水) shows each cash entry once, at its amount.
  const journal = db
    .prepare(`SELECT COALESCE(SUM(CASE d.direction WHEN 1 THEN d.amount ELSE -d.amount END), 0) AS net, COUNT(*) AS n FROM tp_financialdetails d
    JOIN tp_ledger_entry e ON e.id = d.ledger_entry_id WHERE e.tenant_id = ? AND e.loan_id = ? AND d.is_deleted = 0`)
    .get(tenantId, loanId) as { net: number; n: number };
  const cash = entries.filter((entry) => LOAN_CASH_SIGN[entry.entry_type] !== undefined);
  const cashNet = cash.reduce((sum, entry) => sum + LOAN_CASH_SIGN[entry.entry_type]! * entry.amount, 0);
  check(
    journal.n === cash.length && Math.abs(journal.net - cashNet) <= EPS,
    `journal ${journal.n} rows / ${journal.net.toFixed(2)} ≠ ledger cash ${cash.length} / ${cashNet.toFixed(2)}`,
  );

  // The borrower's 融资对账单 are the ledger's sums month by month.
  if (loan.borrower_id) {
    const months = db
      .prepare(`SELECT substr(e.entry_date, 1, 7) AS period,
        SUM(CASE WHEN e.entry_type IN ('disbursement', 'accrual', 'penalty_accrual') THEN e.amount ELSE 0 END)
        - SUM(CASE WHEN e.entry_type LIKE 'repayment_%' THEN e.amount ELSE 0 END) AS net
      FROM tp_ledger_entry e JOIN tp_financeloanagreement l ON l.id = e.loan_id WHERE e.tenant_id = ? AND e.domain = 'loan' AND l.borrower_id = ? GROUP BY period ORDER BY period`)
      .all(tenantId, loan.borrower_id) as { period: string; net: number }[];
    let balance = 0;
    for (const month of months) {
      balance = round2(balance + month.net);
      const row = db
        .prepare(
          'SELECT closing_balance, increase_amount - decrease_amount AS net FROM tp_financialstatements WHERE tenant_id = ? AND customer_id = ? AND statement_type = 3 AND period = ? AND is_deleted = 0',
        )
        .get(tenantId, loan.borrower_id, month.period) as { closing_balance: number; net: number } | undefined;
      check(
        Boolean(row) && Math.abs(row!.closing_balance - balance) <= EPS && Math.abs(row!.net - month.net) <= EPS,
        `loan statement ${month.period} ${row ? `closing ${row.closing_balance}` : 'missing'} ≠ ledger ${balance}`,
      );
    }
  }
  return broken;
}
