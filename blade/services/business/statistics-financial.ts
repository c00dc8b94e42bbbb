import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { financialDetailsTable } from '../../tables/business/financial-details';
import { scopedWhere } from './scoped-read';

const INCOME = 1;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * GET /blade-tradePort/financialdetails/statisticsFinancial: totals of the journal rows the same
 * filters would list (direction 1 = income, 2 = expense), overall and per item type.
 */
export function statisticsFinancial(ctx: Context) {
  const where = scopedWhere(ctx, financialDetailsTable);
  const rows = ctx.db
    .prepare(
      `SELECT item_type, direction, SUM(amount) AS total, COUNT(*) AS n FROM ${financialDetailsTable.table} ${where.sql} GROUP BY item_type, direction ORDER BY item_type`,
    )
    .all(...where.params) as { item_type: number | null; direction: number | null; total: number | null; n: number }[];
  const byType = new Map<number | null, { itemType: number | string; income: number; expense: number }>();
  let totalIncome = 0;
  let totalExpense = 0;
  let recordCount = 0;
  for (const row of rows) {
    const entry = byType.get(row.item_type) ?? { itemType: row.item_type ?? '', income: 0, expense: 0 };
    const amount = row.total ?? 0;
    if (row.direction === INCOME) (entry.income += amount), (totalIncome += amount);
    else (entry.expense += amount), (totalExpense += amount);
    recordCount += row.n;
    byType.set(row.item_type, entry);
  }
  return R.data({
    totalIncome: round2(totalIncome),
    totalExpense: round2(totalExpense),
    netAmount: round2(totalIncome - totalExpense),
    recordCount,
    items: [...byType.values()].map((entry) => ({ ...entry, income: round2(entry.income), expense: round2(entry.expense) })),
  });
}
