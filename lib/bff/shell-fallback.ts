import 'server-only';
import { getAsUser } from '../blade/get-as-user';
import { isRefreshDue } from '../auth/refresh-rule';
import type { SessionData } from '../auth/session-data';
import { config } from '../config/env';
import { userMenus } from '../menu/user-menus';
import { grantedCodes } from './granted-codes';
import { profileFields } from '../account/profile-fields';
import { tokenCache } from './token-cache';
import type { BladeMenu } from '../menu/nav-item';

/** The SWR keys of what every shell page asks Blade for first. */
const ROUTES = '/api/blade-system/menu/routes';
const BUTTONS = '/api/blade-system/menu/buttons';
const TOP_MENUS = '/api/blade-system/menu/top-menu';
const PROFILE = '/api/blade-user/info';

/** A page waits at most this long for them; past it the browser asks as before. */
const PREFETCH_TIMEOUT_MS = 1_500;

const topMenusOf = tokenCache<unknown>({ ttlMs: 60_000 });

/**
 * The shell's first data — the menu, the button codes, the top menus and the user's profile — read on the server while the page renders,
 * for SWR's fallback: the sidebar, the home figures and the grids' button columns are there in the first paint instead
 * of moving in later (layout shift, bench/page-speed.mjs's CLS ≤ 0.02). Only what the browser reads of each answer goes into the
 * page (an administrator's raw button tree is ~200 KB), and each is remembered briefly per token (lib/bff/token-cache.ts)
 * so a page render rarely waits for Blade; SWR revalidates them in the browser anyway. Best effort: anything missing,
 * slow or refused is left to the browser, which also covers a token due for refresh (the BFF refreshes it then).
 */
export async function shellFallback(session: SessionData): Promise<Record<string, unknown>> {
  if (!session.accessToken || !session.user || isRefreshDue(session.tokenAt, config().TOKEN_TIME)) return {};
  const { accessToken } = session;
  const { tenantId } = session.user;
  const signal = AbortSignal.timeout(PREFETCH_TIMEOUT_MS);
  const [menus, codes, topMenus, profile] = await Promise.allSettled([
    userMenus(accessToken, tenantId, signal),
    grantedCodes(accessToken, tenantId, signal),
    topMenusOf(accessToken, async () => {
      const { status, body } = await getAsUser({ accessToken, tenantId }, TOP_MENUS.slice('/api'.length), signal);
      return status === 200 && body?.code === 200 ? body.data : undefined;
    }),
    // Not remembered: a profile just edited must show as saved on the next page.
    getAsUser({ accessToken, tenantId }, PROFILE.slice('/api'.length), signal).then(({ status, body }) =>
      status === 200 && body?.code === 200 ? profileFields(body.data) : undefined,
    ),
  ]);
  const fallback: Record<string, unknown> = {};
  if (menus.status === 'fulfilled' && menus.value) fallback[ROUTES] = menus.value;
  // flattenPermissions reads a list of { code } back as the same set of codes.
  if (codes.status === 'fulfilled') fallback[BUTTONS] = [...codes.value].map((code) => ({ code }));
  if (topMenus.status === 'fulfilled' && topMenus.value !== undefined) fallback[TOP_MENUS] = topMenus.value;
  // The home page's role and department, the personal page: in the first paint, not moving in later.
  if (profile.status === 'fulfilled' && profile.value) fallback[PROFILE] = profile.value;
  return fallback;
}

/** The icon names the shell draws from its first data: the menu's entries (sidebar, shortcuts) and the top menus. */
export function shellIconNames(fallback: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  const walk = (menus: BladeMenu[]) => {
    for (const menu of menus) {
      if (menu.source) names.add(menu.source);
      walk(menu.children ?? []);
    }
  };
  walk((fallback[ROUTES] as BladeMenu[] | undefined) ?? []);
  const topMenus = fallback[TOP_MENUS];
  for (const entry of Array.isArray(topMenus) ? topMenus : []) {
    const source = (entry as { source?: unknown } | null)?.source;
    if (typeof source === 'string' && source) names.add(source);
  }
  return names;
}
