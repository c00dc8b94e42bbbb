import { demoStatement } from './demo-statement';

describe('the seeded fund statement', () => {
  it('writes the fund statement as a CSV Excel opens: a byte-order mark, a header, a running balance', () => {
    const csv = demoStatement('2026年3月资金对账单.csv');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['日期', '摘要', '收入（元）', '支出（元）', '余额（元）']);
    expect(rows.length).toBeGreaterThan(8);
    for (let index = 2; index < rows.length; index++) {
      const [, , income, expense, balance] = rows[index].map((cell) => Number(cell || 0));
      expect(balance).toBeCloseTo(Number(rows[index - 1][4]) + income - expense, 2);
    }
    expect(demoStatement('2026年3月资金对账单.csv')).toEqual(csv);
  });
});
