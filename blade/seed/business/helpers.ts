import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { formatDateTime } from '../../db/time';

/** Seed rows are created by the platform administrator in its head office. */
const ADMIN_ID = '1123598821738675201';
const ADMIN_DEPT = '1123598813738675201';
const DAY_MS = 86_400_000;

export const MAIN_TENANT = '000000';
export const OTHER_TENANT = '100001';

/**
 * Whose rows a family seeds: the tenant, a shift added to every id so that a second tenant's rows of the same family
 * keep their own ids (offsets within a block stay under 10,000), and one added to document serials so that its
 * numbers stay unique across tenants.
 */
export type Scope = { tenantId: string; shift: number; serial: number };
export const MAIN_SCOPE: Scope = { tenantId: MAIN_TENANT, shift: 0, serial: 0 };
export const OTHER_SCOPE: Scope = { tenantId: OTHER_TENANT, shift: 500_000, serial: 500 };

/** Ids of one family: `block` in 80–99, `offset` keeps two families of a block apart. */
export const idOf =
  (block: number, offset = 0) =>
  (n: number) =>
    seedId(block, offset + n);

/** `yyyy-MM-dd HH:mm:ss` for `days` from now (negative = past) at a fixed time of day. */
export function at(days: number, time = '09:30:00'): string {
  return `${formatDateTime(new Date(Date.now() + days * DAY_MS)).slice(0, 10)} ${time}`;
}

/** `yyyy-MM-dd` for `days` from now. */
export const day = (days: number) => at(days).slice(0, 10);

/** `yyyyMMdd` of a date-time, for document numbers. */
export const compact = (dateTime: string) => dateTime.slice(0, 10).replace(/-/g, '');

export const round2 = (value: number) => Math.round(value * 100) / 100;

export type Row = Record<string, string | number | null>;

/**
 * Inserts rows into a generic table with BaseEntity's audit columns (create time = the row's
 * business time when given) and the given tenant (the main one by default) unless the row names another; one prepared
 * statement per column set.
 */
export function inserter(db: Db, table: string, options: { tenant?: boolean; audit?: boolean; tenantId?: string } = {}) {
  const statements = new Map<string, Statement<unknown[]>>();
  const { tenant = true, audit = true, tenantId = MAIN_TENANT } = options;
  return (row: Row, createdAt: string = formatDateTime()) => {
    const full: Row = { ...row };
    if (tenant) full.tenant_id ??= tenantId;
    if (audit) {
      Object.assign(full, {
        create_user: ADMIN_ID,
        create_dept: ADMIN_DEPT,
        create_time: createdAt,
        update_user: ADMIN_ID,
        update_time: createdAt,
        is_deleted: 0,
      });
      full.status ??= 1;
    }
    const keys = Object.keys(full);
    const key = keys.join(',');
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`);
      statements.set(key, statement);
    }
    statement.run(...keys.map((column) => full[column]));
  };
}
