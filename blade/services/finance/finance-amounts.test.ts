import { addDays, applyRelease, loanableAmount } from './finance-amounts';

describe('loan and pledge amounts', () => {
  it('releases a dynamic pledge down to its floor stock while the loan is outstanding', () => {
    const holding = { quantity: 5000, released: 1400, pledgeType: 2, minimumStock: 3000 };
    expect(applyRelease(holding, 600, true)).toEqual({ released: 2000, remaining: 3000, status: 3 });
    expect(applyRelease(holding, 600.001, true)).toBe('借款未结清，解押后剩余 2999.999 吨将低于最低控货量 3000 吨');
    expect(applyRelease(holding, 3600, false)).toEqual({ released: 5000, remaining: 0, status: 4 });
    expect(applyRelease(holding, 3601, false)).toBe('解押数量 3601 吨超过剩余质押数量 3600 吨');
  });

  it('keeps a static pledge whole until the loan is settled', () => {
    const holding = { quantity: 4000, released: 0, pledgeType: 1, minimumStock: 0 };
    expect(applyRelease(holding, 100, true)).toBe('静态质押在借款结清前不得解押');
    expect(applyRelease(holding, 100, false)).toEqual({ released: 100, remaining: 3900, status: 3 });
  });

  it('values an inquiry at quantity × price × LTV to the fen, and counts maturity in calendar days', () => {
    expect(loanableAmount(2500, 2386.5, 70)).toBe(4_176_375);
    expect(loanableAmount(1234.567, 2411.11, 65)).toBe(1_934_839.95);
    expect(addDays('2026-11-25', 180)).toBe('2027-05-24');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
