export type Row = Record<string, unknown>;

export type FieldChange = { field: string; before: unknown; after: unknown };

export type RowDiff = { kind: 'create' | 'update' | 'delete'; changes: FieldChange[] };

/**
 * Columns a change never shows: the row's identity and bookkeeping (who and when are the history row's own columns;
 * removal is its kind).
 */
const SKIPPED = new Set(['id', 'tenant_id', 'create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'is_deleted']);

/** Columns whose values never leave the database, even as history: the change shows, the value does not. */
const SECRET = /(password|secret|salt|token)/i;
export const HIDDEN_VALUE = '******';

/** Blade writes null as "" (null-to-empty): the two are the same value, not a change. */
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

const toCamel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * What a write did to one record, or null when nothing a user would see changed. `before` null is a new row; a row
 * whose `is_deleted` went to 1 (or that is gone) is a removal. Fields are named as the API names them (camelCase).
 */
export function diffRows(before: Row | null, after: Row | null): RowDiff | null {
  const removed = before !== null && (after === null || (Number(before.is_deleted ?? 0) === 0 && Number(after.is_deleted ?? 0) === 1));
  const kind = before === null ? 'create' : removed ? 'delete' : 'update';
  if (kind === 'create' && Number(after?.is_deleted ?? 0) === 1) return null;
  const columns = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  if (kind !== 'delete') {
    for (const column of columns) {
      if (SKIPPED.has(column)) continue;
      const from = before?.[column] ?? null;
      const to = after?.[column] ?? null;
      if (kind === 'create' ? to === null || to === '' : same(from, to)) continue;
      const hidden = SECRET.test(column);
      changes.push({ field: toCamel(column), before: hidden && from !== null ? HIDDEN_VALUE : from, after: hidden ? HIDDEN_VALUE : to });
    }
  }
  if (kind === 'update' && changes.length === 0) return null;
  return { kind, changes };
}
