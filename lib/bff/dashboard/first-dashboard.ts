import 'server-only';
import { setMaxListeners } from 'node:events';
import { getAsUser, type BladeCaller } from '../../blade/get-as-user';
import { isRefreshDue } from '../../auth/refresh-rule';
import type { SessionData } from '../../auth/session-data';
import { config } from '../../config/env';
import type { DashboardData } from '../../dashboard/dashboard-data';
import { dashboardKey } from '../../dashboard/dashboard-key';
import { grantedFamilies } from '../../dashboard/families';
import type { Locale } from '../../i18n/locales';
import { leafItems, normalizeMenu } from '../../menu/normalize-menu';
import { userMenus } from '../../menu/user-menus';
import { dashboardCacheKey, keepDashboard, todaysDashboard } from './dashboard-cache';
import { loadDashboard, type DashboardGet } from './load-dashboard';

/** The figures under the SWR key the browser would ask them by. */
export type FirstDashboard = { key: string; data: DashboardData };

/** Past this the server gives up and the browser asks itself; only the figures wait for it, the page is streamed before. */
export const FIRST_DASHBOARD_TIMEOUT_MS = 1_500;

/** Reads under way, by cache key: the sign-in's warm-up and the home page's render share one (see warmFirstDashboard). */
const loading = new Map<string, Promise<DashboardData>>();

/** Reads only: a token that needs refreshing, a refusal or anything unexpected is a failure the browser's call handles. */
function readAsUser(caller: BladeCaller, signal: AbortSignal): DashboardGet {
  return async (path, query, schema) => {
    const { status, body } = await getAsUser(caller, `${path}?${new URLSearchParams(query)}`, signal);
    if (status !== 200 || body?.code !== 200) throw new Error(`${path} answered ${status} / ${String(body?.code)}`);
    const parsed = schema.safeParse(body.data);
    if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
    return parsed.data;
  };
}

/**
 * The home page's figures read on the server while the page streams, for the families the user's menu includes (the
 * same menu and the same rule as the browser's lib/hooks/use-dashboard.ts, so the key matches), through the same
 * per-user cache as GET /bff/dashboard. Null whenever the browser should ask itself: no figures to show, no usable token
 * (one due for refresh is the BFF's to refresh), a family that failed (the browser's call shows it translated, with
 * 重试), or a gateway slower than FIRST_DASHBOARD_TIMEOUT_MS.
 */
export async function loadFirstDashboard(session: SessionData, locale: Locale, now = new Date()): Promise<FirstDashboard | null> {
  const { accessToken, user } = session;
  if (!accessToken || !user || isRefreshDue(session.tokenAt, config().TOKEN_TIME)) return null;
  const signal = AbortSignal.timeout(FIRST_DASHBOARD_TIMEOUT_MS);
  // One deadline for the whole round of list calls (a dozen or more, each listening to it): no leak warning for them.
  setMaxListeners(64, signal);
  try {
    const menus = await userMenus(accessToken, user.tenantId, signal);
    if (!menus) return null;
    const roles = user.roleName.split(',').filter(Boolean);
    const families = grantedFamilies(leafItems(normalizeMenu(menus, roles)).map((item) => item.href));
    if (families.length === 0) return null;
    const cacheKey = dashboardCacheKey(user, locale, families);
    const kept = todaysDashboard(cacheKey, now);
    if (kept) return { key: dashboardKey(families), data: kept };
    let running = loading.get(cacheKey);
    if (!running) {
      running = loadDashboard(readAsUser({ accessToken, tenantId: user.tenantId }, signal), families, locale, now)
        .then((data) => (keepDashboard(cacheKey, data, now.getTime()), data))
        .finally(() => loading.delete(cacheKey));
      loading.set(cacheKey, running);
    }
    const data = await running;
    return Object.keys(data.errors).length > 0 ? null : { key: dashboardKey(families), data };
  } catch {
    return null;
  }
}

/**
 * Starts reading the home page's figures as the user signs in, without waiting: the browser goes to the home page next,
 * and its render then finds them read (or joins the read under way) instead of holding its figures back for a round of
 * list calls. Nothing is lost when the user goes elsewhere: the figures are kept 15 s, like any other read of them.
 */
export function warmFirstDashboard(session: SessionData, locale: Locale): void {
  void loadFirstDashboard(session, locale);
}
