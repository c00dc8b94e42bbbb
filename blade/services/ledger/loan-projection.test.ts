import { accrued, allocate, computeLoanFigures, daysBetween } from './loan-projection';
import { loanTerms, parseOrder } from './loan-terms';
import { loanRecord } from '../../testing/loan-record';

/** The interest rules on the figures of a lender's loan: ¥800,000 at 6.5 % a year for 90 days (loan-terms.ts). */
const loan = loanRecord;
const entry = (
  entry_type: 'disbursement' | 'repayment_principal' | 'repayment_interest' | 'repayment_penalty',
  amount: number,
  entry_date: string,
) => ({ entry_type, amount, entry_date });
const disbursed = [entry('disbursement', 800_000, '2026-06-01')];

describe('loan interest, penalty and repayment order', () => {
  it('accrues on a 360-day year: ¥13,000 for the 90 days to maturity, ¥144.44 a day', () => {
    const terms = loanTerms(loan());
    expect(daysBetween('2026-06-01', '2026-08-30')).toBe(90);
    expect(computeLoanFigures(terms, disbursed, '2026-08-30')).toMatchObject({
      interestAccrued: 13_000,
      penaltyAccrued: 0,
      owed: 813_000,
      overdue: false,
    });
    expect(computeLoanFigures(terms, disbursed, '2026-06-02').interestAccrued).toBe(144.44);
    expect(computeLoanFigures(terms, disbursed, '2026-06-01').interestAccrued).toBe(0);
    // A 365-day basis when the agreement says so.
    expect(computeLoanFigures(loanTerms(loan({ day_count_basis: 365 })), disbursed, '2026-08-30').interestAccrued).toBe(12_821.92);
  });

  it('pays penalty, then interest, then principal; interest then runs on what is left', () => {
    const terms = loanTerms(loan());
    const at = computeLoanFigures(terms, disbursed, '2026-07-01');
    expect(at.interestDue).toBe(4_333.33);
    expect(allocate(at, 300_000)).toEqual({ penalty: 0, interest: 4_333.33, principal: 295_666.67 });
    const after = [
      ...disbursed,
      entry('repayment_interest', 4_333.33, '2026-07-01'),
      entry('repayment_principal', 295_666.67, '2026-07-01'),
    ];
    // 60 more days on 504,333.33.
    expect(computeLoanFigures(terms, after, '2026-08-30')).toMatchObject({
      outstanding: 504_333.33,
      interestDue: 5_463.61,
      owed: 509_796.94,
    });
    expect(allocate(computeLoanFigures(terms, after, '2026-08-30'), 509_796.95)).toMatch(
      /^还款金额 509796.95 元超过截至还款日应还合计 509796.94 元/,
    );
    // Another order, when agreed: principal first.
    expect(allocate({ ...at, repaymentOrder: parseOrder('principal,interest,penalty') }, 300_000)).toEqual({
      penalty: 0,
      interest: 0,
      principal: 300_000,
    });
    expect(parseOrder('interest,interest,principal')).toEqual(['penalty', 'interest', 'principal']);
  });

  it('charges penalty interest instead of interest from maturity on, at 1.5 × the rate unless agreed', () => {
    const terms = loanTerms(loan());
    expect(terms.penaltyRate).toBe(9.75);
    const ten = computeLoanFigures(terms, disbursed, '2026-09-09');
    expect(ten).toMatchObject({ interestAccrued: 13_000, penaltyAccrued: 2_166.67, overdue: true, owed: 815_166.67 });
    expect(allocate(ten, 3_000)).toEqual({ penalty: 2_166.67, interest: 833.33, principal: 0 });
    expect(accrued(loanTerms(loan({ penalty_rate: 0 })), disbursed, '2026-09-09')).toEqual({ interest: 13_000, penalty: 0 });
  });
});
