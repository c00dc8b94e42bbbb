import type { Db } from '../db/open';
import type { Context, Router } from '../http/router';
import { R, ServiceError } from '../http/envelope';
import { nextId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { splitIds } from '../services/shared/rows';
import { allColumns, AUDIT_COLUMNS, hasEndpoint, toCamelName, type TableDef } from './table-def';
import { entityFilters, mapFilters, orderBy, type Where } from './sql-filters';
import { columnsFromBody, toVO } from './row-codec';
import { hasCode, requireCode } from './permissions';
import { page, pageParams } from './paging';
import { dataScopeWhere } from './data-scope';
import { assertStorageLinks } from './link-columns';
import { read, write, type RoutePolicy } from '../http/policy';
import { BLADE_MESSAGES } from '../../domain/blade-messages';
import { historyEndpoint } from '../services/history/endpoint';

/**
 * The generic Blade controller for one table:
 *
 * | endpoint                 | Blade behaviour                                                        |
 * |--------------------------|------------------------------------------------------------------------|
 * | GET  base/list, /page    | IPage of live rows in the caller's tenant, filters, ascs/descs          |
 * | GET  base/listAll,select | the same rows, unpaged                                                  |
 * | GET  base/detail?id=     | entity-bound equality on the given fields; one VO                       |
 * | POST base/submit         | insert without id, partial update with id                               |
 * | POST base/save, /update  | explicit insert / update                                                |
 * | POST base/remove?ids=    | logical delete of the comma-separated ids                               |
 * | GET  base/history?id=    | the record's change history (this service's own; Blade has none)       |
 */
export type CrudHooks = {
  /** Extra conditions for reads, e.g. a `deptId` parameter that is not a column. */
  scope?: (ctx: Context) => Where;
  /** Turns a row into its VO (adds names, hides secrets). */
  view?: (db: Db, row: Record<string, unknown>) => Record<string, unknown>;
  /** Checks or completes values before a write; throw ServiceError to refuse. */
  beforeWrite?: (ctx: Context, values: Record<string, unknown>, existing: Record<string, unknown> | null) => void;
  /** Refuses a removal (e.g. 请先删除子节点!). */
  beforeRemove?: (ctx: Context, ids: string[]) => void;
};

/** Columns a request body never sets; `tenant_id` only where it is the owner (on tenants it is the tenant's own number). */
const protectedColumns = (def: TableDef) =>
  new Set([
    'id',
    'is_deleted',
    ...(def.tenant ? ['tenant_id'] : []),
    ...Object.keys(AUDIT_COLUMNS).filter((column) => column !== 'status'),
  ]);

export function registerCrud(router: Router, def: TableDef, hooks: CrudHooks = {}): void {
  const columns = allColumns(def);
  const PROTECTED = protectedColumns(def);
  const fallbackOrder = def.defaultOrder ?? (columns.sort ? 'sort ASC, id DESC' : 'id DESC');
  const view = (db: Db, row: Record<string, unknown>) => (hooks.view ? hooks.view(db, row) : toVO(row));
  const code = (suffix: string) => (def.permission ? `${def.permission}${suffix}` : undefined);

  /**
   * The read check: the menu code, or, on a table with owner columns, only the caller's own rows
   * (returned as an extra condition) when the code is missing.
   */
  const readAccess = (ctx: Context): Where | null => {
    const owners = def.owners ?? [];
    if (owners.length === 0 || !def.permission || !ctx.user || hasCode(ctx.db, ctx.user, def.permission)) {
      requireCode(ctx.db, ctx.user, def.permission);
      return null;
    }
    return { sql: [`(${owners.map((column) => `${column} = ?`).join(' OR ')})`], params: owners.map(() => ctx.user?.userId) };
  };

  /** Live rows of the caller's tenant, plus the read restriction and the request's filters. */
  const readScope = (ctx: Context, filters: boolean, restriction: Where | null = null): Where => {
    const where: Where = { sql: [], params: [] };
    if (restriction) where.sql.push(...restriction.sql), where.params.push(...restriction.params);
    if ('is_deleted' in columns) where.sql.push('is_deleted = 0');
    if (def.tenant) {
      where.sql.push('tenant_id = ?');
      where.params.push(ctx.user?.tenantId ?? '');
    }
    const extra = hooks.scope?.(ctx);
    if (extra) where.sql.push(...extra.sql), where.params.push(...extra.params);
    if (filters) {
      // Lists honour the caller's data scope on the table's menu (detail and writes find rows without it).
      const scoped = dataScopeWhere(ctx, def.permission, columns);
      if (scoped) where.sql.push(...scoped.sql), where.params.push(...scoped.params);
      const bound = def.filter === 'entity' ? entityFilters(ctx.query, columns) : mapFilters(ctx.query, columns);
      where.sql.push(...bound.sql);
      where.params.push(...bound.params);
    }
    return where;
  };
  const whereSql = (where: Where) => (where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '');

  const list = (ctx: Context) => {
    const where = readScope(ctx, true, readAccess(ctx));
    const { current, size } = pageParams(ctx.query);
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${def.table} ${whereSql(where)}`).get(...where.params) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT * FROM ${def.table} ${whereSql(where)} ORDER BY ${orderBy(ctx.query, columns, fallbackOrder)} LIMIT ? OFFSET ?`)
      .all(...where.params, size, (current - 1) * size) as Record<string, unknown>[];
    return R.data(
      page(
        rows.map((row) => view(ctx.db, row)),
        total,
        current,
        size,
      ),
    );
  };

  const listAll = (ctx: Context) => {
    const where = readScope(ctx, true, readAccess(ctx));
    const rows = ctx.db
      .prepare(`SELECT * FROM ${def.table} ${whereSql(where)} ORDER BY ${orderBy(ctx.query, columns, fallbackOrder)} LIMIT 10000`)
      .all(...where.params) as Record<string, unknown>[];
    return R.data(rows.map((row) => view(ctx.db, row)));
  };

  const detail = (ctx: Context) => {
    const where = readScope(ctx, false, readAccess(ctx));
    const bound = entityFilters(ctx.query, columns);
    if (bound.sql.length === 0) return R.data(null);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM ${def.table} ${whereSql({ sql: [...where.sql, ...bound.sql], params: [...where.params, ...bound.params] })} LIMIT 2`,
      )
      .all(...where.params, ...bound.params) as Record<string, unknown>[];
    if (rows.length > 1) throw new ServiceError('查询结果不唯一', 500);
    return R.data(rows[0] ? view(ctx.db, rows[0]) : null);
  };

  const findLive = (ctx: Context, id: string) => {
    const where = readScope(ctx, false);
    return ctx.db
      .prepare(`SELECT * FROM ${def.table} ${whereSql({ sql: [...where.sql, 'id = ?'], params: where.params })}`)
      .get(...where.params, id) as Record<string, unknown> | undefined;
  };

  const checkUnique = (ctx: Context, values: Record<string, unknown>, existing: Record<string, unknown> | null) => {
    for (const rule of def.unique ?? []) {
      const merged = { ...existing, ...values };
      if (rule.columns.some((column) => merged[column] == null || merged[column] === '')) continue;
      const where = readScope(ctx, false);
      const sql = [...where.sql, ...rule.columns.map((column) => `${column} = ?`), ...(existing ? ['id <> ?'] : [])];
      const params = [...where.params, ...rule.columns.map((column) => merged[column]), ...(existing ? [existing.id] : [])];
      if (ctx.db.prepare(`SELECT 1 FROM ${def.table} WHERE ${sql.join(' AND ')} LIMIT 1`).get(...params))
        throw new ServiceError(rule.message);
    }
  };

  const insert = (ctx: Context) => {
    requireCode(ctx.db, ctx.user, code('_add'));
    const values = columnsFromBody(ctx.body, columns, PROTECTED);
    for (const column of def.required ?? []) {
      if (values[column] == null || values[column] === '') throw new ServiceError(`${toCamelName(column)}:不能为空`);
    }
    assertStorageLinks(def.table, values);
    hooks.beforeWrite?.(ctx, values, null);
    checkUnique(ctx, values, null);
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
  };

  const update = (ctx: Context, id: string) => {
    requireCode(ctx.db, ctx.user, code('_edit'));
    const existing = findLive(ctx, id);
    if (!existing) return false;
    const values = columnsFromBody(ctx.body, columns, PROTECTED);
    assertStorageLinks(def.table, values);
    hooks.beforeWrite?.(ctx, values, existing);
    checkUnique(ctx, values, existing);
    if (def.audit !== false) Object.assign(values, { update_user: ctx.user?.userId ?? '', update_time: formatDateTime() });
    const keys = Object.keys(values);
    if (keys.length === 0) return true;
    ctx.db
      .prepare(`UPDATE ${def.table} SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE id = ?`)
      .run(...keys.map((key) => values[key]), id);
    return true;
  };

  const bodyId = (ctx: Context) => {
    const id = (ctx.body as Record<string, unknown> | null)?.id;
    return id === undefined || id === null || id === '' ? null : String(id);
  };

  const submit = (ctx: Context) => {
    const id = bodyId(ctx);
    return ctx.db.transaction(() => (id ? R.status(update(ctx, id)) : (insert(ctx), R.status(true))))();
  };

  const remove = (ctx: Context) => {
    requireCode(ctx.db, ctx.user, code('_delete'));
    const ids = splitIds(ctx.query.get('ids'));
    if (ids.length === 0) throw new ServiceError('缺少必要的请求参数: ids');
    return ctx.db.transaction(() => {
      hooks.beforeRemove?.(ctx, ids);
      const where = readScope(ctx, false);
      const target = { sql: [...where.sql, `id IN (${ids.map(() => '?').join(',')})`], params: [...where.params, ...ids] };
      const sql =
        'is_deleted' in columns
          ? `UPDATE ${def.table} SET is_deleted = 1${def.audit !== false ? ', update_user = ?, update_time = ?' : ''} ${whereSql(target)}`
          : `DELETE FROM ${def.table} ${whereSql(target)}`;
      const auditParams = 'is_deleted' in columns && def.audit !== false ? [ctx.user?.userId ?? '', formatDateTime()] : [];
      ctx.db.prepare(sql).run(...auditParams, ...target.params);
      return R.status(true);
    })();
  };

  const policies = crudPolicies(def);
  if (hasEndpoint(def, 'list')) router.get(`${def.base}/list`, list, policies.read);
  if (hasEndpoint(def, 'page')) router.get(`${def.base}/page`, list, policies.read);
  if (hasEndpoint(def, 'listAll')) router.get(`${def.base}/listAll`, listAll, policies.read);
  if (hasEndpoint(def, 'select')) router.get(`${def.base}/select`, listAll, policies.read);
  if (hasEndpoint(def, 'detail')) router.get(`${def.base}/detail`, detail, policies.read);
  if (hasEndpoint(def, 'submit')) router.post(`${def.base}/submit`, submit, policies.submit);
  if (hasEndpoint(def, 'save'))
    router.post(`${def.base}/save`, (ctx) => ctx.db.transaction(() => (insert(ctx), R.status(true)))(), policies.save);
  if (hasEndpoint(def, 'update')) {
    router.post(
      `${def.base}/update`,
      (ctx) => {
        const id = bodyId(ctx);
        if (!id) throw new ServiceError(BLADE_MESSAGES.missingId);
        return ctx.db.transaction(() => R.status(update(ctx, id)))();
      },
      policies.update,
    );
  }
  if (hasEndpoint(def, 'remove')) router.post(`${def.base}/remove`, remove, policies.remove);
  // Every table whose records can be opened also answers their change history (services/history/record.ts writes it).
  if (hasEndpoint(def, 'detail')) router.get(`${def.base}/history`, historyEndpoint(def.table, def.permission), policies.read);
}

const hasBodyId = (ctx: Context) => {
  const id = (ctx.body as Record<string, unknown> | null)?.id;
  return !(id === undefined || id === null || id === '');
};

/**
 * The generic endpoints' policies: reads need the menu code (or own rows, checked by the list), writes their button
 * code (`_add` for an insert, `_edit` for an update, `_delete`) and aim at the row named by `id` / `ids`.
 */
export function crudPolicies(def: TableDef): Record<'read' | 'submit' | 'save' | 'update' | 'remove', RoutePolicy> {
  const code = (suffix: string) => (def.permission ? [`${def.permission}${suffix}`] : []);
  const extra = def.policy ?? {};
  const { selfForbidden, ...writeExtra } = extra;
  return {
    read: read(def.permission),
    submit: write((ctx) => code(hasBodyId(ctx) ? '_edit' : '_add'), { ...writeExtra, target: { table: def.table, param: 'id' } }),
    save: write(code('_add'), { ...writeExtra, history: { table: def.table } }),
    update: write(code('_edit'), { ...writeExtra, target: { table: def.table, param: 'id' } }),
    remove: write(code('_delete'), { platformOnly: writeExtra.platformOnly, selfForbidden, target: { table: def.table, param: 'ids' } }),
  };
}
