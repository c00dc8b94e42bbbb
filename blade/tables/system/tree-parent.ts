import type { Db } from '../../db/open';
import type { Where } from '../../crud/sql-filters';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../../services/shared/rows';

/** Blade's label for the parent of a top-level node (BladeConstant.TOP_PARENT_NAME). */
export const TOP_PARENT_NAME = '顶级';

/** `parentName` of a tree row: the live parent's name column, or 顶级 at the top. */
export function parentName(db: Db, table: string, nameColumn: string, parentId: unknown): string {
  if (parentId == null || parentId === '' || String(parentId) === '0') return TOP_PARENT_NAME;
  const row = db.prepare(`SELECT ${nameColumn} AS name FROM ${table} WHERE id = ? AND is_deleted = 0`).get(String(parentId)) as
    | { name: string }
    | undefined;
  return row?.name ?? '';
}

/**
 * The live parent row a submit names, within what the caller may read: refuses the node itself
 * (父节点不可选择自身!) and a parent the caller cannot see.
 */
export function parentRow(
  db: Db,
  table: string,
  parentId: string,
  selfId: unknown,
  scope: Where = { sql: [], params: [] },
): Record<string, unknown> {
  if (selfId != null && String(selfId) === parentId) throw new ServiceError('父节点不可选择自身!');
  const where = ['id = ?', 'is_deleted = 0', ...scope.sql].join(' AND ');
  const row = db.prepare(`SELECT * FROM ${table} WHERE ${where}`).get(parentId, ...scope.params) as Record<string, unknown> | undefined;
  if (!row) throw new ServiceError('父节点不存在!');
  return row;
}

/** Blade refuses removing a node that still has live children (请先删除子节点!). */
export function refuseParentsWithChildren(db: Db, table: string, ids: string[], column = 'parent_id'): void {
  const child = db
    .prepare(`SELECT 1 FROM ${table} WHERE is_deleted = 0 AND ${column} IN (${placeholders(ids.length)}) LIMIT 1`)
    .get(...ids);
  if (child) throw new ServiceError('请先删除子节点!');
}

/** `parent_id` of a submit: blank means top level ('0'). */
export const parentIdOf = (value: unknown) => (value == null || value === '' ? '0' : String(value));
