import 'server-only';
import type { DashboardData } from '../../dashboard/dashboard-data';

/**
 * A few seconds of memory per user, so tabs, the home page and the console opened together (and SWR
 * revalidations) cost Blade one round of list calls. Keyed by tenant, user, business day and families;
 * answers with a failed family are not kept, so "retry" really asks again.
 */
const TTL_MS = 15_000;
const MAX_ENTRIES = 1_000;
const cache = new Map<string, { data: DashboardData; expires: number }>();

export function cachedDashboard(key: string, now = Date.now()): DashboardData | undefined {
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.data;
  if (hit) cache.delete(key);
  return undefined;
}

export function keepDashboard(key: string, data: DashboardData, now = Date.now()): void {
  if (Object.keys(data.errors).length > 0) return;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { data, expires: now + TTL_MS });
}
