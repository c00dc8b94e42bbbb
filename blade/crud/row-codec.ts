import { ServiceError } from '../http/envelope';
import { parseDateTime } from '../db/time';
import { toCamelName, toSnake, type ColumnType } from './table-def';
import { badParameter } from '../../domain/blade-messages';

/**
 * Rows out: camelCase keys, nulls as "" (Blade's null-to-empty), numbers stay numbers, ids strings.
 * Bodies in: camelCase keys mapped to known columns and coerced; a bad value is Blade's 400.
 */
export function toVO(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) out[toCamelName(column)] = value ?? '';
  return out;
}

export function coerce(column: string, type: ColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const fail = () => {
    throw new ServiceError(badParameter(toCamelName(column)));
  };
  switch (type) {
    case 'int': {
      if (value === '') return null;
      const number = typeof value === 'boolean' ? Number(value) : Number(value);
      if (!Number.isInteger(number)) fail();
      return number;
    }
    case 'real': {
      if (value === '') return null;
      const number = Number(value);
      if (!Number.isFinite(number)) fail();
      return number;
    }
    case 'datetime':
      if (value === '') return null;
      if (typeof value !== 'string' || !parseDateTime(value)) fail();
      return value;
    case 'date':
      if (value === '') return null;
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) fail();
      return value;
    default:
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}

/** The writable columns a body carries (unknown keys are ignored, as Jackson does). */
export function columnsFromBody(
  body: unknown,
  columns: Record<string, ColumnType>,
  protectedColumns: ReadonlySet<string>,
): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ServiceError('消息不能读取');
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const column = toSnake(key);
    if (!Object.hasOwn(columns, column) || protectedColumns.has(column) || value === undefined) continue;
    values[column] = coerce(column, columns[column], value);
  }
  return values;
}
