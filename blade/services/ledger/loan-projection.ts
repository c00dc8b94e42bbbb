import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { loanEntries, sumsByType, today, type EntryRow } from './entries';
import { findLoanRecord, loanTerms, type LoanRecord, type LoanTerms, type Part } from './loan-terms';

/**
 * A loan's money as a projection of its ledger entries (services/ledger/entries.ts); every endpoint and screen that
 * shows outstanding principal, interest or penalty reads it from here, and the copies kept on the agreement and the
 * application are written only by services/finance/loan-refresh.ts.
 *
 * - outstanding principal = disbursed − principal repaid;
 * - interest accrues for each day from the disbursement (counted) to the day asked about (not counted) on the
 *   principal outstanding at the end of that day: principal × annual rate ÷ 100 ÷ the day basis (loan-terms.ts);
 *   from the maturity date on (the loan is then overdue) the day's charge is penalty interest at the penalty rate
 *   instead. Totals are rounded to the fen once, at the end;
 * - interest (penalty) due = accrued − repaid; owed = outstanding + interest due + penalty due;
 * - recognised = the accrual entries written so far (each repayment first recognises what accrued up to its date).
 */
type Moving = Pick<EntryRow, 'entry_type' | 'amount' | 'entry_date'>;
const round2 = (value: number) => Math.round(value * 100) / 100;
export const EPS = 0.005;

/** Whole days from `from` to `to` (`yyyy-MM-dd`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Interest and penalty accrued up to `asOf` (not counted), unrounded, from the principal's movements. */
export function accrued(terms: LoanTerms, entries: readonly Moving[], asOf: string): { interest: number; penalty: number } {
  const moves = entries
    .filter((entry) => entry.entry_type === 'disbursement' || entry.entry_type === 'repayment_principal')
    .map((entry) => ({ date: entry.entry_date, delta: entry.entry_type === 'disbursement' ? entry.amount : -entry.amount }))
    .sort((a, b) => a.date.localeCompare(b.date));
  let interest = 0,
    penalty = 0,
    principal = 0;
  for (let index = 0; index < moves.length; index++) {
    principal += moves[index].delta;
    const from = moves[index].date;
    const next = moves[index + 1]?.date ?? asOf;
    const to = next < asOf ? next : asOf;
    if (to <= from || principal <= EPS) continue;
    // Days before maturity earn interest, days from maturity on earn penalty.
    const split = terms.maturity && terms.maturity < to ? (terms.maturity > from ? terms.maturity : from) : to;
    interest += (principal * terms.rate * daysBetween(from, split)) / 100 / terms.basis;
    penalty += (principal * terms.penaltyRate * daysBetween(split, to)) / 100 / terms.basis;
  }
  return { interest, penalty };
}

export type LoanFigures = ReturnType<typeof computeLoanFigures>;

export function computeLoanFigures(terms: LoanTerms, entries: readonly Moving[], asOf: string) {
  const sums = sumsByType(entries);
  const disbursed = sums.disbursement;
  const principalRepaid = sums.repayment_principal;
  const outstanding = round2(disbursed - principalRepaid);
  const raw = accrued(terms, entries, asOf);
  const interestAccrued = round2(raw.interest);
  const penaltyAccrued = round2(raw.penalty);
  const interestDue = round2(interestAccrued - sums.repayment_interest);
  const penaltyDue = round2(penaltyAccrued - sums.repayment_penalty);
  const owed = round2(outstanding + interestDue + penaltyDue);
  return {
    asOf,
    rate: terms.rate,
    penaltyRate: terms.penaltyRate,
    dayBasis: terms.basis,
    repaymentOrder: terms.order,
    maturity: terms.maturity,
    disbursed,
    principalRepaid,
    outstanding,
    interestAccrued,
    interestRepaid: sums.repayment_interest,
    interestDue,
    penaltyAccrued,
    penaltyRepaid: sums.repayment_penalty,
    penaltyDue,
    owed,
    interestRecognised: sums.accrual,
    penaltyRecognised: sums.penalty_accrual,
    fees: sums.fee,
    repaid: round2(principalRepaid + sums.repayment_interest + sums.repayment_penalty),
    overdue: Boolean(terms.maturity && asOf > terms.maturity && outstanding > EPS),
    /** Disbursed, and nothing of principal, interest or penalty left. */
    paidUp: disbursed > EPS && owed <= EPS,
  };
}

/** The latest date money moved on the loan: a later repayment may not be dated before it. */
export const lastMoneyDate = (entries: readonly Moving[]) =>
  entries.filter((entry) => entry.entry_type !== 'fee').reduce((last, entry) => (entry.entry_date > last ? entry.entry_date : last), '');

export type Split = Record<Part, number>;

/** How a repayment of `amount` pays what is owed (figures as of its date) in the agreement's order, or why it is refused. */
export function allocate(
  figures: Pick<LoanFigures, 'outstanding' | 'interestDue' | 'penaltyDue' | 'owed' | 'repaymentOrder'>,
  amount: number,
): Split | string {
  const fen = Math.round(amount * 100);
  if (!(fen >= 1)) return '还款金额须大于0';
  if (fen > Math.round(figures.owed * 100))
    return `还款金额 ${(fen / 100).toFixed(2)} 元超过截至还款日应还合计 ${figures.owed.toFixed(2)} 元（本金 ${figures.outstanding.toFixed(2)}，利息 ${figures.interestDue.toFixed(2)}，罚息 ${figures.penaltyDue.toFixed(2)}）`;
  const due: Split = { penalty: figures.penaltyDue, interest: figures.interestDue, principal: figures.outstanding };
  const split: Split = { penalty: 0, interest: 0, principal: 0 };
  let left = fen;
  for (const part of figures.repaymentOrder) {
    const take = Math.min(left, Math.max(0, Math.round(due[part] * 100)));
    split[part] = take / 100;
    left -= take;
  }
  return split;
}

export function loanRecordOrThrow(db: Db, tenantId: string, loanId: string): LoanRecord {
  const loan = findLoanRecord(db, tenantId, loanId);
  if (!loan) throw new ServiceError('借款合同不存在或已删除');
  return loan;
}

/** A loan's figures as of `asOf` (today by default). */
export function loanFigures(db: Db, tenantId: string, loanId: string, asOf: string = today()): LoanFigures {
  const loan = loanRecordOrThrow(db, tenantId, loanId);
  return computeLoanFigures(loanTerms(loan), loanEntries(db, tenantId, loanId), asOf);
}
