import { computeLoanFigures, type accrued } from './loan-projection';
import type { LoanTerms } from './loan-terms';

/**
 * What a loan will ask for from today to maturity if nothing more is paid, by its repayment method (dict
 * repayment_method): 1 到期还本付息 and 3 随借随还 pay everything at maturity; 2 按月付息到期还本 pays the interest on each
 * monthly anniversary of the disbursement and the principal with the last one. The interest unpaid today goes into the
 * first instalment. A loan already past maturity has no schedule left: everything is owed now.
 */
type Moving = Parameters<typeof accrued>[1][number];
export type Instalment = { date: string; principal: number; interest: number; total: number };

const round2 = (value: number) => Math.round(value * 100) / 100;
const MONTHLY_INTEREST = 2;

/** `date` plus `months` calendar months, the day kept or clamped to the month's end (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

export function loanSchedule(
  terms: LoanTerms,
  entries: readonly Moving[],
  today: string,
  method: number | null,
  disbursedOn: string | null,
): Instalment[] {
  const maturity = terms.maturity;
  const now = computeLoanFigures(terms, entries, today);
  if (!maturity || !disbursedOn || maturity < today || now.disbursed <= 0 || now.owed <= 0.005) return [];
  const dates: string[] = [];
  if (method === MONTHLY_INTEREST) {
    for (let n = 1; addMonths(disbursedOn, n) < maturity; n++) if (addMonths(disbursedOn, n) > today) dates.push(addMonths(disbursedOn, n));
  }
  dates.push(maturity);
  // Each instalment is the growth of the interest due (the projection's own rounding), so they add up to it exactly.
  let before = 0;
  return dates.map((date) => {
    const due = computeLoanFigures(terms, entries, date).interestDue;
    const interest = round2(due - before);
    before = due;
    const principal = date === maturity ? now.outstanding : 0;
    return { date, principal, interest, total: round2(principal + interest) };
  });
}
