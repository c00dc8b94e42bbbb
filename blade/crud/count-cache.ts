import type { Db } from '../db/open';

/**
 * The totals of list pages, kept until the database changes: paging and sorting one grid asks the same total again
 * and again, and on a large table counting it means reading an index entry per live row. Any change drops them all:
 * `total_changes()` moves with every row this connection writes (triggers included), `PRAGMA data_version` with every
 * commit of another connection (a second process on the same file, or a benchmark filling it).
 */
type Totals = { stamp: string; totals: Map<string, number> };

const KEPT = 500;
const caches = new WeakMap<Db, Totals>();

export function cachedCount(db: Db, sql: string, params: unknown[]): number {
  const stamp = `${db.pragma('data_version', { simple: true })}:${db.prepare('SELECT total_changes()').pluck().get()}`;
  let cache = caches.get(db);
  if (!cache || cache.stamp !== stamp || cache.totals.size >= KEPT) {
    cache = { stamp, totals: new Map() };
    caches.set(db, cache);
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  let total = cache.totals.get(key);
  if (total === undefined) {
    total = (db.prepare(sql).get(...params) as { n: number }).n;
    cache.totals.set(key, total);
  }
  return total;
}
