import 'server-only';
import type { DashboardData } from '../../dashboard/dashboard-data';
import type { Family } from '../../dashboard/families';
import { platformDay } from '../../dashboard/calendar';
import type { Locale } from '../../i18n/locales';

/**
 * A few seconds of memory per user, so tabs, the home page and the console opened together (and SWR
 * revalidations) cost Blade one round of list calls. Keyed by tenant, user, business day and families;
 * answers with a failed family are not kept, so "retry" really asks again.
 */
const TTL_MS = 15_000;
const MAX_ENTRIES = 1_000;
const cache = new Map<string, { data: DashboardData; expires: number }>();

/** One user's figures of these families in one language: the home page's render and GET /bff/dashboard share it. */
export function dashboardCacheKey(user: { tenantId: string; userId: string }, locale: Locale, families: readonly Family[]): string {
  return `${user.tenantId}:${user.userId}:${locale}:${families.join(',')}`;
}

export function cachedDashboard(key: string, now = Date.now()): DashboardData | undefined {
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.data;
  if (hit) cache.delete(key);
  return undefined;
}

/** The kept figures when they are still today's (a cache entry made just before midnight answers no later day). */
export function todaysDashboard(key: string, now = new Date()): DashboardData | undefined {
  const hit = cachedDashboard(key, now.getTime());
  return hit && hit.today === platformDay(now) ? hit : undefined;
}

export function keepDashboard(key: string, data: DashboardData, now = Date.now()): void {
  if (Object.keys(data.errors).length > 0) return;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { data, expires: now + TTL_MS });
}
