import type { Db } from '../db/open';
import { paramValue } from '../services/system/param-value';

/** BladeX keeps the counter 30 minutes after the last failure (docs/blade-contract.md §5.1). */
const LOCK_WINDOW_MS = 30 * 60 * 1000;

function failLimit(db: Db): number {
  const limit = Number(paramValue(db, 'account.failCount') ?? 5);
  return Number.isInteger(limit) && limit > 0 ? limit : 5;
}

export function isLockedOut(db: Db, tenantId: string, account: string, now = Date.now()): boolean {
  const row = db
    .prepare('SELECT failures, last_failure_at FROM auth_login_failure WHERE tenant_id = ? AND account = ?')
    .get(tenantId, account) as { failures: number; last_failure_at: number } | undefined;
  return !!row && row.failures >= failLimit(db) && now - row.last_failure_at < LOCK_WINDOW_MS;
}

export function recordFailure(db: Db, tenantId: string, account: string, now = Date.now()): void {
  db.prepare(
    `INSERT INTO auth_login_failure (tenant_id, account, failures, last_failure_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (tenant_id, account) DO UPDATE SET
       failures = CASE WHEN ? - last_failure_at >= ? THEN 1 ELSE failures + 1 END, last_failure_at = excluded.last_failure_at`,
  ).run(tenantId, account, now, now, LOCK_WINDOW_MS);
}

export function clearFailures(db: Db, tenantId: string, account: string): void {
  db.prepare('DELETE FROM auth_login_failure WHERE tenant_id = ? AND account = ?').run(tenantId, account);
}
