import type { Db } from '../db/open';
import { cachedCount } from './count-cache';
import { pageParams } from './paging';
import { orderBy, type Where } from './sql-filters';
import { whereSql, type TableContext } from './table-context';

/**
 * A list matching at most this many rows is sorted from its matches: a rare search term (`paramKey=…`, LIKE '%x%') on a
 * large table otherwise walks the order's index past every row that does not match, reading each row for the test.
 */
export const FEW_MATCHES = 2000;

/**
 * The statements of a list page, all served by the scope + column indexes of list-indexes.ts (list-indexes.test.ts
 * holds the plans): `matches` finds up to FEW_MATCHES + 1 matching rows in one pass over the filters' best index
 * (for a LIKE search, the narrowest index holding its column); `fromMatches` sorts those and cuts the page; when there
 * are more, `count` gives the total and `rows` walks the order's index, meeting the page after a few rows.
 */
export function pageStatements(table: TableContext, where: Where, query: URLSearchParams) {
  const { current, size } = pageParams(query);
  const name = table.def.table;
  const filtered = whereSql(where);
  const order = `ORDER BY ${orderBy(query, table.columns, table.fallbackOrder)} LIMIT ? OFFSET ?`;
  const paging = [size, (current - 1) * size];
  return {
    current,
    size,
    matches: { sql: `SELECT rowid FROM ${name} ${filtered} LIMIT ?`, params: [...where.params, FEW_MATCHES + 1] },
    // The matches drive the join (CROSS JOIN fixes SQLite's join order): planner statistics taken while the table was
    // small (blade/db/planner-stats.ts) made it scan the whole table against them instead.
    fromMatches: (rowids: unknown[]) => ({
      sql: `SELECT * FROM (SELECT t.* FROM json_each(?) AS matched CROSS JOIN ${name} AS t ON t.rowid = matched.value) ${order}`,
      params: [JSON.stringify(rowids), ...paging],
    }),
    count: { sql: `SELECT COUNT(*) AS n FROM ${name} ${filtered}`, params: where.params },
    rows: { sql: `SELECT * FROM ${name} ${filtered} ${order}`, params: [...where.params, ...paging] },
  };
}

/** One page of the list and its total, by the cheapest of the two ways pageStatements describes. */
export function readPage(db: Db, table: TableContext, where: Where, query: URLSearchParams) {
  const { current, size, matches, fromMatches, count, rows } = pageStatements(table, where, query);
  const found = db
    .prepare(matches.sql)
    .pluck()
    .all(...matches.params);
  if (found.length <= FEW_MATCHES) {
    const statement = fromMatches(found);
    return { current, size, total: found.length, records: db.prepare(statement.sql).all(...statement.params) as Record<string, unknown>[] };
  }
  return {
    current,
    size,
    total: cachedCount(db, count.sql, count.params),
    records: db.prepare(rows.sql).all(...rows.params) as Record<string, unknown>[],
  };
}
