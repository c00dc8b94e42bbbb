import type { Context } from '../../http/router';
import { allColumns, type TableDef } from '../../crud/table-def';
import { mapFilters, orderBy } from '../../crud/sql-filters';
import { requireCode } from '../../crud/permissions';
import { toVO } from '../../crud/row-codec';
import { page, pageParams } from '../../crud/paging';

type Condition = { sql: string; params: unknown[] };

/**
 * What the generic controller's list reads, for a custom read endpoint of the same table: the menu
 * code is required, live rows of the caller's tenant only, the request's SqlKeyword filters, plus
 * the endpoint's own conditions.
 */
export function scopedWhere(ctx: Context, def: TableDef, extra: Condition[] = []): Condition {
  requireCode(ctx.db, ctx.user, def.permission);
  const columns = allColumns(def);
  const sql: string[] = [];
  const params: unknown[] = [];
  if ('is_deleted' in columns) sql.push('is_deleted = 0');
  if (def.tenant) sql.push('tenant_id = ?'), params.push(ctx.user?.tenantId ?? '');
  const filters = mapFilters(ctx.query, columns);
  sql.push(...filters.sql, ...extra.map((condition) => condition.sql));
  params.push(...filters.params, ...extra.flatMap((condition) => condition.params));
  return { sql: sql.length ? `WHERE ${sql.join(' AND ')}` : '', params };
}

/** A paged IPage of VOs under the scope, ordered by ascs/descs or the table's default order. */
export function scopedPage(ctx: Context, def: TableDef, extra: Condition[] = []) {
  const where = scopedWhere(ctx, def, extra);
  const { current, size } = pageParams(ctx.query);
  const order = orderBy(ctx.query, allColumns(def), def.defaultOrder ?? 'id DESC');
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${def.table} ${where.sql}`).get(...where.params) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM ${def.table} ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...where.params, size, (current - 1) * size) as Record<string, unknown>[];
  return page(rows.map(toVO), total, current, size);
}
