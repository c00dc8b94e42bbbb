import { parseDateTime } from '../db/time';
import { ServiceError } from '../http/envelope';
import { toSnake, type ColumnType } from './table-def';
import { badParameter } from '../../domain/blade-messages';

/**
 * Blade's query language (docs/blade-contract.md §4.3 SqlKeyword; §4.4 entity binding) turned into SQL.
 * Column names come only from the table definition; values are always bound parameters.
 */
export type Where = { sql: string[]; params: unknown[] };

/** Parameters that are never filters. */
export const RESERVED_PARAMS = new Set(['current', 'size', 'ascs', 'descs', 'blade-auth', '_t']);

/** Checked in Blade's own order, so `_datelt` wins over `_lt`. */
const SUFFIXES: [string, (column: string) => string, 'like' | 'likeLeft' | 'likeRight' | 'raw' | 'date' | 'none'][] = [
  ['_equal', (c) => `${c} = ?`, 'raw'],
  ['_notequal', (c) => `${c} <> ?`, 'raw'],
  ['_likeleft', (c) => `${c} LIKE ? ESCAPE '\\'`, 'likeLeft'],
  ['_likeright', (c) => `${c} LIKE ? ESCAPE '\\'`, 'likeRight'],
  ['_notlike', (c) => `${c} NOT LIKE ? ESCAPE '\\'`, 'like'],
  ['_ge', (c) => `${c} >= ?`, 'raw'],
  ['_le', (c) => `${c} <= ?`, 'raw'],
  ['_gt', (c) => `${c} > ?`, 'raw'],
  ['_lt', (c) => `${c} < ?`, 'raw'],
  ['_datege', (c) => `${c} >= ?`, 'date'],
  ['_dategt', (c) => `${c} > ?`, 'date'],
  ['_dateequal', (c) => `${c} = ?`, 'date'],
  ['_datele', (c) => `${c} <= ?`, 'date'],
  ['_datelt', (c) => `${c} < ?`, 'date'],
  ['_null', (c) => `${c} IS NULL`, 'none'],
  ['_notnull', (c) => `${c} IS NOT NULL`, 'none'],
  ['_like', (c) => `${c} LIKE ? ESCAPE '\\'`, 'like'],
];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function bind(kind: (typeof SUFFIXES)[number][2], value: string, key: string): unknown[] {
  switch (kind) {
    case 'like':
      return [`%${escapeLike(value)}%`];
    case 'likeLeft':
      return [`%${escapeLike(value)}`];
    case 'likeRight':
      return [`${escapeLike(value)}%`];
    case 'date':
      if (!parseDateTime(value)) throw new ServiceError(badParameter(key));
      return [value];
    case 'none':
      return [];
    default:
      return [value];
  }
}

/** `Condition.getQueryWrapper(map, Entity)`: plain key = LIKE, suffixed keys per SqlKeyword; unknown columns are ignored. */
export function mapFilters(query: URLSearchParams, columns: Record<string, ColumnType>, skip: Set<string> = new Set()): Where {
  const where: Where = { sql: [], params: [] };
  for (const [key, value] of query) {
    if (RESERVED_PARAMS.has(key) || skip.has(key) || value === '' || key === '') continue;
    const suffix = SUFFIXES.find(([name]) => key.endsWith(name) && key.length > name.length);
    const field = suffix ? key.slice(0, -suffix[0].length) : key;
    const column = toSnake(field.replace(/[^A-Za-z0-9_]/g, ''));
    if (!Object.hasOwn(columns, column) || column === 'is_deleted') continue;
    if (suffix) {
      where.sql.push(suffix[1](column));
      where.params.push(...bind(suffix[2], value, key));
    } else {
      where.sql.push(`${column} LIKE ? ESCAPE '\\'`);
      where.params.push(`%${escapeLike(value)}%`);
    }
  }
  return where;
}

/** Entity binding (`list(Post post, Query query)`): every known non-empty field is an equality; suffixed keys are ignored. */
export function entityFilters(query: URLSearchParams, columns: Record<string, ColumnType>, skip: Set<string> = new Set()): Where {
  const where: Where = { sql: [], params: [] };
  for (const [key, value] of query) {
    if (RESERVED_PARAMS.has(key) || skip.has(key) || value === '') continue;
    const column = toSnake(key);
    if (!/^[a-z][a-z0-9_]*$/.test(column) || !Object.hasOwn(columns, column) || column === 'is_deleted') continue;
    where.sql.push(`${column} = ?`);
    where.params.push(value);
  }
  return where;
}

/** `ascs` / `descs`: comma-separated column names (snake or camel), sanitised to known columns. */
export function orderBy(query: URLSearchParams, columns: Record<string, ColumnType>, fallback: string): string {
  const parts: string[] = [];
  for (const [param, direction] of [
    ['ascs', 'ASC'],
    ['descs', 'DESC'],
  ] as const) {
    for (const raw of (query.get(param) ?? '').split(',')) {
      const column = toSnake(raw.trim().replace(/[^A-Za-z0-9_]/g, ''));
      if (column && Object.hasOwn(columns, column)) parts.push(`${column} ${direction}`);
    }
  }
  return parts.length ? parts.join(', ') : fallback;
}
