import type { Handler } from '../http/router';
import { R, ServiceError } from '../http/envelope';
import { entityFilters, orderBy, type Where } from './sql-filters';
import { page, pageParams } from './paging';
import { readAccess, readScope, toView, whereSql, type TableContext } from './table-context';

/**
 * A list matching at most this many rows is sorted from its matches: a rare search term (`paramKey=…`, LIKE '%x%') on a
 * large table otherwise walks the order's index past every row that does not match, reading each row for the test.
 */
export const FEW_MATCHES = 2000;

/**
 * The two statements of a list page: the total, then the page's rows in the order asked. Both are served by the scope +
 * column indexes of list-indexes.ts, so a page or a sort reads no more than the page (list-indexes.test.ts holds the
 * plans to that). The total says how selective the filters are: few matches are found first (by the filters' best
 * index, or one pass over the narrowest one that holds the searched column) and sorted; many are met soon enough by
 * walking the order's index.
 */
export function pageStatements(table: TableContext, where: Where, query: URLSearchParams) {
  const { current, size } = pageParams(query);
  const filtered = whereSql(where);
  const order = `ORDER BY ${orderBy(query, table.columns, table.fallbackOrder)} LIMIT ? OFFSET ?`;
  const paging = [size, (current - 1) * size];
  return {
    current,
    size,
    count: { sql: `SELECT COUNT(*) AS n FROM ${table.def.table} ${filtered}`, params: where.params },
    rows: (total: number) =>
      total <= FEW_MATCHES && where.sql.length > 0
        ? {
            sql: `SELECT * FROM ${table.def.table} WHERE rowid IN (SELECT rowid FROM ${table.def.table} ${filtered}) ${order}`,
            params: [...where.params, ...paging],
          }
        : { sql: `SELECT * FROM ${table.def.table} ${filtered} ${order}`, params: [...where.params, ...paging] },
  };
}

/** GET base/list, /page: an IPage of live rows in the caller's tenant, filtered and sorted. */
export const listPage =
  (table: TableContext): Handler =>
  (ctx) => {
    const { current, size, count, rows } = pageStatements(table, readScope(table, ctx, true, readAccess(table, ctx)), ctx.query);
    const total = (ctx.db.prepare(count.sql).get(...count.params) as { n: number }).n;
    const statement = rows(total);
    const records = ctx.db.prepare(statement.sql).all(...statement.params) as Record<string, unknown>[];
    return R.data(
      page(
        records.map((row) => toView(table, ctx.db, row)),
        total,
        current,
        size,
      ),
    );
  };

/** GET base/listAll, /select: the same rows, unpaged (at most 10,000). */
export const listAll =
  (table: TableContext): Handler =>
  (ctx) => {
    const where = readScope(table, ctx, true, readAccess(table, ctx));
    const rows = ctx.db
      .prepare(
        `SELECT * FROM ${table.def.table} ${whereSql(where)} ORDER BY ${orderBy(ctx.query, table.columns, table.fallbackOrder)} LIMIT 10000`,
      )
      .all(...where.params) as Record<string, unknown>[];
    return R.data(rows.map((row) => toView(table, ctx.db, row)));
  };

/** GET base/detail?id=: entity-bound equality on the given fields; one VO, or null. */
export const detail =
  (table: TableContext): Handler =>
  (ctx) => {
    const where = readScope(table, ctx, false, readAccess(table, ctx));
    const bound = entityFilters(ctx.query, table.columns);
    if (bound.sql.length === 0) return R.data(null);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM ${table.def.table} ${whereSql({ sql: [...where.sql, ...bound.sql], params: [...where.params, ...bound.params] })} LIMIT 2`,
      )
      .all(...where.params, ...bound.params) as Record<string, unknown>[];
    if (rows.length > 1) throw new ServiceError('查询结果不唯一', 500);
    return R.data(rows[0] ? toView(table, ctx.db, rows[0]) : null);
  };
