import type { Handler } from '../http/router';
import { R, ServiceError } from '../http/envelope';
import { entityFilters, orderBy } from './sql-filters';
import { page } from './paging';
import { readPage } from './list-page';
import { readAccess, readScope, toView, whereSql, type TableContext } from './table-context';

/** GET base/list, /page: an IPage of live rows in the caller's tenant, filtered and sorted. */
export const listPage =
  (table: TableContext): Handler =>
  (ctx) => {
    const { current, size, total, records } = readPage(ctx.db, table, readScope(table, ctx, true, readAccess(table, ctx)), ctx.query);
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
