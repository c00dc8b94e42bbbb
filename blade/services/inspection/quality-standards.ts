/**
 * Grain quality standards per variety and grade, seeded into tp_qualitystandard (editable there): GB 1351-2008
 * wheat, GB 1353-2018 corn, GB 1352-2009 soybean; DON from GB 2761-2017. A grade's limit is a floor (≥, e.g. test
 * weight) or a ceiling (≤, e.g. moisture). Grades 1–5; below grade 5 is 等外 (6).
 */
export type LimitType = 1 | 2; // 1 下限 (≥), 2 上限 (≤)
export type IndexStandard = { code: string; name: string; unit: string; limitType: LimitType; limits: readonly number[] };
export type VarietyStandard = { variety: number; standardCode: string; indices: readonly IndexStandard[] };

const floor = (code: string, name: string, unit: string, limits: number[]): IndexStandard => ({ code, name, unit, limitType: 1, limits });
const ceiling = (code: string, name: string, unit: string, limits: number[]): IndexStandard => ({ code, name, unit, limitType: 2, limits });
const all = (limit: number) => [limit, limit, limit, limit, limit];

export const QUALITY_STANDARDS: readonly VarietyStandard[] = [
  {
    variety: 1,
    standardCode: 'GB 1351-2008',
    indices: [
      floor('test_weight', '容重', 'g/L', [790, 770, 750, 730, 710]),
      ceiling('imperfect_kernel', '不完善粒', '%', [6, 6, 8, 8, 10]),
      ceiling('impurity', '杂质', '%', all(1)),
      ceiling('mineral', '矿物质', '%', all(0.5)),
      ceiling('moisture', '水分', '%', all(12.5)),
      ceiling('mouldy_kernel', '生霉粒', '%', all(2)),
      ceiling('don', '呕吐毒素', 'µg/kg', all(1000)),
    ],
  },
  {
    variety: 2,
    standardCode: 'GB 1353-2018',
    indices: [
      floor('test_weight', '容重', 'g/L', [720, 690, 660, 630, 600]),
      ceiling('imperfect_kernel', '不完善粒', '%', [4, 6, 8, 10, 15]),
      ceiling('mouldy_kernel', '生霉粒', '%', all(2)),
      ceiling('impurity', '杂质', '%', all(1)),
      ceiling('moisture', '水分', '%', all(14)),
      ceiling('don', '呕吐毒素', 'µg/kg', all(1000)),
    ],
  },
  {
    variety: 4,
    standardCode: 'GB 1352-2009',
    indices: [
      floor('intact_kernel_rate', '完整粒率', '%', [95, 90, 85, 80, 75]),
      ceiling('damaged_kernel_rate', '损伤粒率', '%', [1, 2, 3, 5, 8]),
      ceiling('heat_damaged_kernel', '热损伤粒', '%', [0.2, 0.2, 0.5, 1, 3]),
      ceiling('impurity', '杂质', '%', all(1)),
      ceiling('moisture', '水分', '%', all(13)),
    ],
  },
];

/** One limit as stored and shown: ≥690 / ≤14.0. */
export type Limit = { limitType: LimitType; limitValue: number };

export const formatLimit = ({ limitType, limitValue }: Limit) => `${limitType === 1 ? '≥' : '≤'}${limitValue}`;

/** index_judgement: 1 达标 when the measured value is within the limit, else 2 超标. */
export const judge = ({ limitType, limitValue }: Limit, measured: number): 1 | 2 =>
  (limitType === 1 ? measured >= limitValue : measured <= limitValue) ? 1 : 2;

/** inspection_result from the per-index judgements: 1 合格 when every index is within its limit, else 2 不合格. */
export const overallResult = (judgements: readonly number[]): 1 | 2 =>
  judgements.length > 0 && judgements.every((value) => value === 1) ? 1 : 2;

/**
 * The grade the measured lot reaches (判定等级): the best grade whose every limit it meets, 6 (等外) when none.
 * `limitsOf(grade)` gives the grade's limits by index code; indices not measured are not held against it.
 */
export function gradeReached(limitsOf: (grade: number) => Map<string, Limit>, measured: ReadonlyMap<string, number>): number {
  for (let grade = 1; grade <= 5; grade++) {
    const limits = limitsOf(grade);
    if (limits.size > 0 && [...measured].every(([code, value]) => !limits.has(code) || judge(limits.get(code)!, value) === 1)) return grade;
  }
  return 6;
}

/** The seeded limits as a lookup (the seed and tests use it; the service reads tp_qualitystandard). */
export function seededLimits(variety: number, grade: number): Map<string, Limit> {
  const standard = QUALITY_STANDARDS.find((entry) => entry.variety === variety);
  return new Map(
    (standard?.indices ?? []).map((index) => [index.code, { limitType: index.limitType, limitValue: index.limits[grade - 1] }]),
  );
}
