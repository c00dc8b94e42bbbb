import { QUALITY_STANDARDS, formatLimit, gradeReached, judge, overallResult, seededLimits } from './quality-standards';

describe('grain quality standards', () => {
  it('judges a floor (test weight) and a ceiling (moisture) at and beyond the limit', () => {
    expect(judge({ limitType: 1, limitValue: 690 }, 690)).toBe(1);
    expect(judge({ limitType: 1, limitValue: 690 }, 689.9)).toBe(2);
    expect(judge({ limitType: 2, limitValue: 14 }, 14)).toBe(1);
    expect(judge({ limitType: 2, limitValue: 14 }, 14.1)).toBe(2);
    expect(formatLimit({ limitType: 1, limitValue: 690 })).toBe('≥690');
    expect(formatLimit({ limitType: 2, limitValue: 0.5 })).toBe('≤0.5');
  });

  it('passes overall only when every index passes', () => {
    expect(overallResult([1, 1, 1])).toBe(1);
    expect(overallResult([1, 2, 1])).toBe(2);
    expect(overallResult([])).toBe(2);
  });

  it('grades corn by its weakest index (GB 1353: 二等 is test weight ≥690 and imperfect kernels ≤6.0)', () => {
    const limits = (grade: number) => seededLimits(2, grade);
    expect(
      gradeReached(
        limits,
        new Map([
          ['test_weight', 725],
          ['imperfect_kernel', 3.5],
          ['moisture', 13.8],
        ]),
      ),
    ).toBe(1);
    expect(
      gradeReached(
        limits,
        new Map([
          ['test_weight', 725],
          ['imperfect_kernel', 5.1],
        ]),
      ),
    ).toBe(2);
    expect(
      gradeReached(
        limits,
        new Map([
          ['test_weight', 694],
          ['imperfect_kernel', 6.9],
        ]),
      ),
    ).toBe(3);
    // Mould beyond 2.0 % fails every grade: 等外.
    expect(
      gradeReached(
        limits,
        new Map([
          ['test_weight', 725],
          ['mouldy_kernel', 2.4],
        ]),
      ),
    ).toBe(6);
  });

  it('grades wheat by test weight (GB 1351: 790/770/750/730/710)', () => {
    const limits = (grade: number) => seededLimits(1, grade);
    expect(gradeReached(limits, new Map([['test_weight', 768]]))).toBe(3);
    expect(gradeReached(limits, new Map([['test_weight', 700]]))).toBe(6);
  });

  it('has five grades of limits for every index, floors never stricter at a lower grade', () => {
    for (const { indices } of QUALITY_STANDARDS) {
      for (const index of indices) {
        expect(index.limits).toHaveLength(5);
        const sorted = [...index.limits].sort((a, b) => (index.limitType === 1 ? b - a : a - b));
        expect(index.limits).toEqual(sorted);
      }
    }
  });
});
