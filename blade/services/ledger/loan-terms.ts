import type { Db } from '../../db/open';

/**
 * The terms a loan's money is computed under, read from its agreement (tp_financeloanagreement), with the defaults
 * an agreement without them takes:
 * - day count: interest for one day is principal × annual rate ÷ the basis (360 by default, 365 when agreed);
 * - penalty interest (罚息) once overdue: the agreement's penalty rate, by default the annual rate × 1.5;
 * - the order a repayment pays what is owed in: penalty, then interest, then principal unless agreed otherwise.
 */
export const DEFAULT_DAY_BASIS = 360;
export const PENALTY_MARKUP = 1.5;
export const PARTS = ['penalty', 'interest', 'principal'] as const;
export type Part = (typeof PARTS)[number];
export const DEFAULT_ORDER: readonly Part[] = PARTS;

export type LoanRecord = {
  id: string;
  tenant_id: string;
  agreement_no: string;
  application_id: string | null;
  borrower_id: string | null;
  borrower_name: string;
  loan_amount: number;
  interest_rate: number | null;
  penalty_rate: number | null;
  day_count_basis: number | null;
  repayment_order: string | null;
  term_days: number | null;
  start_date: string | null;
  end_date: string | null;
  disburse_date: string | null;
  agreement_status: number | null;
  outstanding_principal: number | null;
  repaid_principal: number | null;
};

export type LoanTerms = { rate: number; penaltyRate: number; basis: number; order: readonly Part[]; maturity: string | null };

/** A stored repayment order (`penalty,interest,principal`), or the default when it is not a permutation of the three parts. */
export function parseOrder(text: string | null | undefined): readonly Part[] {
  const parts = String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = parts.length === PARTS.length && PARTS.every((part) => parts.includes(part));
  return valid ? (parts as Part[]) : DEFAULT_ORDER;
}

export function loanTerms(loan: LoanRecord): LoanTerms {
  const rate = Number(loan.interest_rate ?? 0);
  return {
    rate,
    penaltyRate: loan.penalty_rate != null ? Number(loan.penalty_rate) : Math.round(rate * PENALTY_MARKUP * 10_000) / 10_000,
    basis: loan.day_count_basis === 365 ? 365 : DEFAULT_DAY_BASIS,
    order: parseOrder(loan.repayment_order),
    maturity: loan.end_date || null,
  };
}

export function findLoanRecord(db: Db, tenantId: string, loanId: string): LoanRecord | undefined {
  return db.prepare('SELECT * FROM tp_financeloanagreement WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(loanId, tenantId) as
    | LoanRecord
    | undefined;
}
