import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { formatDateTime } from '../../db/time';

/** Seed helpers for the trade families: ids from blocks 60–79, a repeatable random stream, dates and inserts. */

export const ADMIN_ID = '1123598821738675201';
export const ROOT_DEPT_ID = '1123598813738675201';
/** Tenant 100001's admin and department (blade/seed/system.ts). */
export const TENANT_B = { tenantId: '100001', userId: seedId(21, 1), deptId: seedId(13, 1) };

/** Consecutive ids in one block, from `start + 1`; the start keeps tables that share a block apart. */
export function idSequence(block: number, start = 0): () => string {
  if (block < 60 || block > 79) throw new Error(`trade seed block ${block} is outside 60–79`);
  let index = start;
  return () => seedId(block, ++index);
}

/** mulberry32: the same demo data on every reset. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

const NOW = Date.now();
const DAY = 86_400_000;
/** Today's midnight in Shanghai (UTC+8), as a timestamp. */
const TODAY = Math.floor((NOW + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;

/** `yyyy-MM-dd HH:mm:ss`: `days` before today at `minutes` past midnight (Shanghai time); never in the future. */
export function daysAgo(days: number, minutes = 0): string {
  return formatDateTime(new Date(Math.min(NOW, TODAY - days * DAY + minutes * 60_000)));
}

/** A datetime some days after another (clamped to now). */
export function after(dateTime: string, days: number, minutes = 0): string {
  const base = Date.parse(`${dateTime.replace(' ', 'T')}+08:00`);
  return formatDateTime(new Date(Math.min(NOW, base + days * DAY + minutes * 60_000)));
}

/** `days` after a datetime's date, at `minutes` past midnight (clamped to now). */
export function onDay(dateTime: string, days: number, minutes: number): string {
  return after(`${dateOf(dateTime, days)} 00:00:00`, 0, minutes);
}

/** The date part; with `days` the date that many days later (may lie in the future: delivery windows, validity). */
export function dateOf(dateTime: string, days = 0): string {
  const base = Date.parse(`${dateTime.slice(0, 10)}T00:00:00Z`);
  return new Date(base + days * DAY).toISOString().slice(0, 10);
}

/** `20260115` from a datetime, for document numbers. */
export const compactDate = (dateTime: string) => dateTime.slice(0, 10).replace(/-/g, '');

export type Row = Record<string, unknown>;

/**
 * Inserts rows with BaseEntity's audit columns filled in (creator = the tenant's admin, update time = create
 * time unless given); one prepared statement per column set.
 */
export function insertRows(db: Db, table: string, rows: Row[]): number {
  const statements = new Map<string, Statement<unknown[]>>();
  for (const row of rows) {
    const tenantB = row.tenant_id === TENANT_B.tenantId;
    const createTime = (row.create_time as string | undefined) ?? daysAgo(30, 9 * 60);
    const full: Row = {
      tenant_id: '000000',
      create_user: tenantB ? TENANT_B.userId : ADMIN_ID,
      create_dept: tenantB ? TENANT_B.deptId : ROOT_DEPT_ID,
      update_user: tenantB ? TENANT_B.userId : ADMIN_ID,
      update_time: createTime,
      status: 1,
      is_deleted: 0,
      ...row,
      create_time: createTime,
    };
    const columns = Object.keys(full);
    const key = columns.join(',');
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare<unknown[]>(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      statements.set(key, statement);
    }
    statement.run(...columns.map((column) => full[column] ?? null));
  }
  return rows.length;
}
