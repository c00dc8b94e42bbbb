import type { Db } from '../db/open';
import type { Context } from '../http/router';
import type { CrudHooks } from './controller';
import { allColumns, AUDIT_COLUMNS, type TableDef } from './table-def';
import { entityFilters, mapFilters, type Where } from './sql-filters';
import { toVO } from './row-codec';
import { hasCode, requireCode } from './permissions';
import { dataScopeWhere } from './data-scope';

/** One table as the generic endpoints (crud-reads.ts, crud-writes.ts) see it: its definition, hooks and derived facts. */
export type TableContext = {
  def: TableDef;
  hooks: CrudHooks;
  columns: ReturnType<typeof allColumns>;
  /** Columns a request body never sets; `tenant_id` only where it is the owner (on tenants it is the tenant's own number). */
  protectedColumns: ReadonlySet<string>;
  fallbackOrder: string;
};

export function tableContext(def: TableDef, hooks: CrudHooks): TableContext {
  const columns = allColumns(def);
  return {
    def,
    hooks,
    columns,
    protectedColumns: new Set([
      'id',
      'is_deleted',
      ...(def.tenant ? ['tenant_id'] : []),
      ...Object.keys(AUDIT_COLUMNS).filter((column) => column !== 'status'),
    ]),
    fallbackOrder: def.defaultOrder ?? (columns.sort ? 'sort ASC, id DESC' : 'id DESC'),
  };
}

/** A row as the endpoints answer it (the hooks' VO: names added, secrets hidden). */
export const toView = (table: TableContext, db: Db, row: Record<string, unknown>) =>
  table.hooks.view ? table.hooks.view(db, row) : toVO(row);

/** The table's button code with this suffix (`_add`), or none when the table has no permission prefix. */
export const buttonCode = (table: TableContext, suffix: string) => (table.def.permission ? `${table.def.permission}${suffix}` : undefined);

export const whereSql = (where: Where) => (where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '');

/**
 * The read check: the menu code, or, on a table with owner columns, only the caller's own rows
 * (returned as an extra condition) when the code is missing.
 */
export function readAccess(table: TableContext, ctx: Context): Where | null {
  const { permission, owners = [] } = table.def;
  if (owners.length === 0 || !permission || !ctx.user || hasCode(ctx.db, ctx.user, permission)) {
    requireCode(ctx.db, ctx.user, permission);
    return null;
  }
  return { sql: [`(${owners.map((column) => `${column} = ?`).join(' OR ')})`], params: owners.map(() => ctx.user?.userId) };
}

/** Live rows of the caller's tenant, plus the read restriction and, with `filters`, the data scope and the request's filters. */
export function readScope(table: TableContext, ctx: Context, filters: boolean, restriction: Where | null = null): Where {
  const { def, columns } = table;
  const where: Where = { sql: [], params: [] };
  const add = (part: Where) => {
    where.sql.push(...part.sql);
    where.params.push(...part.params);
  };
  if (restriction) add(restriction);
  if ('is_deleted' in columns) where.sql.push('is_deleted = 0');
  if (def.tenant) add({ sql: ['tenant_id = ?'], params: [ctx.user?.tenantId ?? ''] });
  const extra = table.hooks.scope?.(ctx);
  if (extra) add(extra);
  if (filters) {
    // Lists honour the caller's data scope on the table's menu (detail and writes find rows without it).
    const scoped = dataScopeWhere(ctx, def.permission, columns);
    if (scoped) add(scoped);
    add(def.filter === 'entity' ? entityFilters(ctx.query, columns) : mapFilters(ctx.query, columns));
  }
  return where;
}

/** A live row of the caller's tenant by id. */
export function findLive(table: TableContext, ctx: Context, id: string): Record<string, unknown> | undefined {
  const where = readScope(table, ctx, false);
  return ctx.db
    .prepare(`SELECT * FROM ${table.def.table} ${whereSql({ sql: [...where.sql, 'id = ?'], params: where.params })}`)
    .get(...where.params, id) as Record<string, unknown> | undefined;
}
