import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { DEPTS, USERS } from '../system';

/** The system seed's shared facts (blade/seed/system-extras/*.ts): who seeded the rows, and how they are written. */
export const ADMIN_ID = '1123598821738675201';
export const HQ = DEPTS[0].id;
export const HUABEI = DEPTS[5].id;
export const TENANT_B_ADMIN = USERS.find((user) => user.tenantId === '100001' && user.account === 'admin')!;
export type Row = Record<string, unknown>;

/** `n` days (and some minutes) before now, as Blade writes times. */
export const ago = (days: number, minutes = 0) => formatDateTime(new Date(Date.now() - days * 86_400_000 - minutes * 60_000));

export function insert(db: Db, table: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const statement = db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`);
  for (const row of rows) statement.run(...keys.map((key) => row[key] ?? null));
}

/** BaseEntity columns of a seeded row, created `days` ago by the administrator (华北粮贸's own for its rows). */
export const audit = (days: number, tenantId?: string): Row => {
  const [user, dept] = tenantId === TENANT_B_ADMIN.tenantId ? [TENANT_B_ADMIN.id, HUABEI] : [ADMIN_ID, HQ];
  return {
    ...(tenantId ? { tenant_id: tenantId } : {}),
    create_user: user,
    create_dept: dept,
    create_time: ago(days),
    update_user: user,
    update_time: ago(days),
    status: 1,
    is_deleted: 0,
  };
};
