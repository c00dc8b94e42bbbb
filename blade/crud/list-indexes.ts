import { allColumns, type TableDef } from './table-def';

/**
 * Free text by Blade's naming (remarks, bodies, descriptions): searched with LIKE '%x%', which no B-tree serves, and
 * never a grid's sort, so an index on it would only copy the text.
 */
const FREE_TEXT = /(^|_)(remark|content|description)$/;

/**
 * The indexes every generic list (crud-reads.ts) needs so that a page, a column sort and the total cost the same on a
 * 100,000-row table as on a small one: the live-row scope (`tenant_id = ? AND is_deleted = 0`, read-scope in
 * table-context.ts) followed by one column the list may be ordered by. With them SQLite walks the index in the asked
 * order and stops after the page (no sort of the whole table), and counts the live rows from the smallest index
 * instead of reading every row. The scope leads because it is an equality on every read; `id` is the default order.
 */
export function listIndexes(def: TableDef): string[][] {
  const columns = allColumns(def);
  const scope = [...(def.tenant ? ['tenant_id'] : []), ...('is_deleted' in columns ? ['is_deleted'] : [])];
  const orderable = Object.keys(columns).filter(
    (column) => !scope.includes(column) && !FREE_TEXT.test(column) && !(column in { create_user: 1, update_user: 1, create_dept: 1 }),
  );
  return orderable.map((column) => [...scope, column]);
}
