import type { Context } from '../../http/router';
import { allColumns, type TableDef } from '../../crud/table-def';
import { mapFilters, type Where } from '../../crud/sql-filters';
import { requireCode } from '../../crud/permissions';
import { placeholders } from '../shared/rows';
import { buildForest, type TreeRow } from '../shared/tree';

/**
 * Reads for the tree endpoints of the system tables (lists, lazy lists, pickers): live rows of the
 * table, the caller's tenant where the table has one, an extra scope, and optionally the request's
 * Map filters (SqlKeyword), minus the parameters the endpoint consumes itself.
 */
export type TreeQuery = {
  scope?: Where;
  filters?: boolean;
  /** Parameters the endpoint reads itself (parentId…), never filters. */
  skip?: string[];
  /** Menu code the caller needs (admin lists); pickers need none. */
  permission?: string;
  order?: string;
};

export function liveRows(ctx: Context, def: TableDef, query: TreeQuery = {}): Record<string, unknown>[] {
  if (query.permission) requireCode(ctx.db, ctx.user, query.permission);
  const columns = allColumns(def);
  const sql: string[] = [];
  const params: unknown[] = [];
  if ('is_deleted' in columns) sql.push('is_deleted = 0');
  if (def.tenant) sql.push('tenant_id = ?'), params.push(ctx.user?.tenantId ?? '');
  if (query.scope) sql.push(...query.scope.sql), params.push(...query.scope.params);
  if (query.filters) {
    const bound = mapFilters(ctx.query, columns, new Set(query.skip ?? []));
    sql.push(...bound.sql);
    params.push(...bound.params);
  }
  const order = query.order ?? ('sort' in columns ? 'sort ASC, id ASC' : 'id ASC');
  return ctx.db
    .prepare(`SELECT * FROM ${def.table} ${sql.length ? `WHERE ${sql.join(' AND ')}` : ''} ORDER BY ${order}`)
    .all(...params) as Record<string, unknown>[];
}

/** Lists spanning tenants show the platform's own rows first, then each tenant's by sort. */
export const PLATFORM_ORDER = 'tenant_id ASC, sort ASC, id ASC';

/** Whether the request carries any Map filter beyond the endpoint's own parameters. */
export function hasFilters(ctx: Context, def: TableDef, skip: string[]): boolean {
  return mapFilters(ctx.query, allColumns(def), new Set(skip)).sql.length > 0;
}

/** Blade's TreeNode (docs/blade-contract.md §6.2): id, parentId, title, key = value = id. */
export function treeNode(id: unknown, parentId: unknown, title: unknown, hasChildren?: boolean) {
  const node: Record<string, unknown> = {
    id: String(id),
    parentId: String(parentId ?? ''),
    title: title ?? '',
    key: String(id),
    value: String(id),
  };
  if (hasChildren !== undefined) node.hasChildren = hasChildren;
  return node;
}

/** Ids among `ids` that have at least one live child. */
export function idsWithChildren(ctx: Context, def: TableDef, ids: string[], parentColumn = 'parent_id'): Set<string> {
  if (ids.length === 0) return new Set();
  const live = 'is_deleted' in allColumns(def) ? 'is_deleted = 0 AND ' : '';
  const rows = ctx.db
    .prepare(`SELECT DISTINCT ${parentColumn} AS parent FROM ${def.table} WHERE ${live}${parentColumn} IN (${placeholders(ids.length)})`)
    .all(...ids) as { parent: string }[];
  return new Set(rows.map((row) => String(row.parent)));
}

/**
 * The parent of a lazy level, or null for a search: with filters and no parent below the root, every
 * matching row answers (Saber clears parentId to search; the generic screen keeps sending the root).
 */
export function lazyParent(ctx: Context, def: TableDef, param: string, root: string, skip: string[]): string | null {
  const requested = ctx.query.get(param) ?? '';
  if (hasFilters(ctx, def, skip) && (requested === '' || requested === root)) return null;
  return requested === '' ? root : requested;
}

/** Rows carrying `id` and `parentId` (VOs, TreeNodes) merged into Blade's forest. */
export const forest = (rows: Record<string, unknown>[]) => buildForest(rows as TreeRow[]);
