import { addMonths, loanSchedule } from './loan-schedule';
import { loanTerms } from './loan-terms';
import { loanRecord } from '../../testing/loan-record';

const loan = loanRecord;
const disbursed = [{ entry_type: 'disbursement' as const, amount: 800_000, entry_date: '2026-06-01' }];

describe('loan schedule', () => {
  it('pays everything at maturity for 到期还本付息: ¥13,000 of interest on ¥800,000 for 90 days', () => {
    expect(loanSchedule(loanTerms(loan()), disbursed, '2026-06-01', 1, '2026-06-01')).toEqual([
      { date: '2026-08-30', principal: 800_000, interest: 13_000, total: 813_000 },
    ]);
  });

  it('pays interest on each monthly anniversary for 按月付息到期还本, what is unpaid today in the first, principal with the last', () => {
    expect(loanSchedule(loanTerms(loan()), disbursed, '2026-06-11', 2, '2026-06-01')).toEqual([
      { date: '2026-07-01', principal: 0, interest: 4_333.33, total: 4_333.33 },
      { date: '2026-08-01', principal: 0, interest: 4_477.78, total: 4_477.78 },
      { date: '2026-08-30', principal: 800_000, interest: 4_188.89, total: 804_188.89 },
    ]);
    // Past maturity nothing is scheduled: everything is owed now.
    expect(loanSchedule(loanTerms(loan()), disbursed, '2026-09-01', 2, '2026-06-01')).toEqual([]);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});
