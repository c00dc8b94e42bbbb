import type { LoanRecord } from '../services/ledger/loan-terms';

/** A lender's loan record for the ledger's unit tests: ¥800,000 at 6.5 % a year for 90 days from 2026-06-01. */
export const loanRecord = (over: Partial<LoanRecord> = {}): LoanRecord => ({
  id: 'L1',
  tenant_id: '000000',
  agreement_no: 'JK1',
  application_id: null,
  borrower_id: 'B',
  borrower_name: '借款人',
  loan_amount: 800_000,
  interest_rate: 6.5,
  penalty_rate: null,
  day_count_basis: null,
  repayment_order: null,
  term_days: 90,
  start_date: '2026-06-01',
  end_date: '2026-08-30',
  disburse_date: '2026-06-01',
  agreement_status: 2,
  outstanding_principal: 800_000,
  repaid_principal: 0,
  ...over,
});
