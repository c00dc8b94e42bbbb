import type { Context, Handler } from '../http/router';
import { R, ServiceError } from '../http/envelope';
import { nextId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { splitIds } from '../services/shared/rows';
import { toCamelName } from './table-def';
import { columnsFromBody } from './row-codec';
import { requireCode } from './permissions';
import { assertStorageLinks } from './link-columns';
import { BLADE_MESSAGES, missingParameter } from '../../domain/blade-messages';
import { buttonCode, findLive, readScope, whereSql, type TableContext } from './table-context';

/** Refuses values that would repeat another live row's value in one of the table's unique rules. */
function checkUnique(table: TableContext, ctx: Context, values: Record<string, unknown>, existing: Record<string, unknown> | null) {
  for (const rule of table.def.unique ?? []) {
    const merged = { ...existing, ...values };
    if (rule.columns.some((column) => merged[column] == null || merged[column] === '')) continue;
    const where = readScope(table, ctx, false);
    const sql = [...where.sql, ...rule.columns.map((column) => `${column} = ?`), ...(existing ? ['id <> ?'] : [])];
    const params = [...where.params, ...rule.columns.map((column) => merged[column]), ...(existing ? [existing.id] : [])];
    if (ctx.db.prepare(`SELECT 1 FROM ${table.def.table} WHERE ${sql.join(' AND ')} LIMIT 1`).get(...params))
      throw new ServiceError(rule.message);
  }
}

/** Inserts the body as a new row of the caller's tenant, with its audit columns; answers the new id. */
function insertRow(table: TableContext, ctx: Context): string {
  const { def } = table;
  requireCode(ctx.db, ctx.user, buttonCode(table, '_add'));
  const values = columnsFromBody(ctx.body, table.columns, table.protectedColumns);
  for (const column of def.required ?? []) {
    if (values[column] == null || values[column] === '') throw new ServiceError(`${toCamelName(column)}:不能为空`);
  }
  assertStorageLinks(def.table, values);
  table.hooks.beforeWrite?.(ctx, values, null);
  checkUnique(table, ctx, values, null);
  const now = formatDateTime();
  const row: Record<string, unknown> = { ...values, id: nextId() };
  if (def.tenant) row.tenant_id = ctx.user?.tenantId ?? '000000';
  if (def.audit !== false) {
    Object.assign(row, {
      create_user: ctx.user?.userId ?? '',
      create_dept: splitIds(ctx.user?.deptId)[0] ?? '',
      create_time: now,
      update_user: ctx.user?.userId ?? '',
      update_time: now,
      is_deleted: 0,
    });
    row.status ??= 1;
  }
  const keys = Object.keys(row);
  ctx.db
    .prepare(`INSERT INTO ${def.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
    .run(...keys.map((key) => row[key]));
  return row.id as string;
}

/** Updates the body's columns of a live row; false when there is none by that id in the caller's tenant. */
function updateRow(table: TableContext, ctx: Context, id: string): boolean {
  const { def } = table;
  requireCode(ctx.db, ctx.user, buttonCode(table, '_edit'));
  const existing = findLive(table, ctx, id);
  if (!existing) return false;
  const values = columnsFromBody(ctx.body, table.columns, table.protectedColumns);
  assertStorageLinks(def.table, values);
  table.hooks.beforeWrite?.(ctx, values, existing);
  checkUnique(table, ctx, values, existing);
  if (def.audit !== false) Object.assign(values, { update_user: ctx.user?.userId ?? '', update_time: formatDateTime() });
  const keys = Object.keys(values);
  if (keys.length === 0) return true;
  ctx.db
    .prepare(`UPDATE ${def.table} SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE id = ?`)
    .run(...keys.map((key) => values[key]), id);
  return true;
}

const bodyId = (ctx: Context) => {
  const id = (ctx.body as Record<string, unknown> | null)?.id;
  return id === undefined || id === null || id === '' ? null : String(id);
};

/** POST base/submit: an insert without id, a partial update with one. */
export const submit =
  (table: TableContext): Handler =>
  (ctx) => {
    const id = bodyId(ctx);
    return ctx.db.transaction(() => (id ? R.status(updateRow(table, ctx, id)) : (insertRow(table, ctx), R.status(true))))();
  };

/** POST base/save: an explicit insert. */
export const save =
  (table: TableContext): Handler =>
  (ctx) =>
    ctx.db.transaction(() => (insertRow(table, ctx), R.status(true)))();

/** POST base/update: an explicit update of the body's id. */
export const update =
  (table: TableContext): Handler =>
  (ctx) => {
    const id = bodyId(ctx);
    if (!id) throw new ServiceError(BLADE_MESSAGES.missingId);
    return ctx.db.transaction(() => R.status(updateRow(table, ctx, id)))();
  };

/** POST base/remove?ids=: a logical delete (a physical one on tables without is_deleted) of the caller's tenant's rows. */
export const remove =
  (table: TableContext): Handler =>
  (ctx) => {
    const { def, columns } = table;
    requireCode(ctx.db, ctx.user, buttonCode(table, '_delete'));
    const ids = splitIds(ctx.query.get('ids'));
    if (ids.length === 0) throw new ServiceError(missingParameter('ids'));
    return ctx.db.transaction(() => {
      table.hooks.beforeRemove?.(ctx, ids);
      const where = readScope(table, ctx, false);
      const target = { sql: [...where.sql, `id IN (${ids.map(() => '?').join(',')})`], params: [...where.params, ...ids] };
      const logical = 'is_deleted' in columns;
      const sql = logical
        ? `UPDATE ${def.table} SET is_deleted = 1${def.audit !== false ? ', update_user = ?, update_time = ?' : ''} ${whereSql(target)}`
        : `DELETE FROM ${def.table} ${whereSql(target)}`;
      const auditParams = logical && def.audit !== false ? [ctx.user?.userId ?? '', formatDateTime()] : [];
      ctx.db.prepare(sql).run(...auditParams, ...target.params);
      return R.status(true);
    })();
  };
