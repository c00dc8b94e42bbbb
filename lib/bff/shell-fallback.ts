import 'server-only';
import { getAsUser } from '../blade/get-as-user';
import { isRefreshDue } from '../auth/refresh-rule';
import type { SessionData } from '../auth/session-data';
import { config } from '../config/env';
import { flattenPermissions } from '../auth/access';
import { readBladeMenus } from '../menu/read-menus';

/** What every shell page asks Blade for first: the menu, the button codes and the top menus (SWR keys). */
export const SHELL_DATA_KEYS = ['/api/blade-system/menu/routes', '/api/blade-system/menu/buttons', '/api/blade-system/menu/top-menu'] as const;

/**
 * Only what the browser reads of each answer goes into the page (Blade's button tree with every menu field is
 * ~200 KB for an administrator); each projection reads back through the hooks' own readers unchanged.
 */
const PROJECTIONS: Record<(typeof SHELL_DATA_KEYS)[number], (data: unknown) => unknown> = {
  '/api/blade-system/menu/routes': (data) => readBladeMenus(data),
  '/api/blade-system/menu/buttons': (data) => [...flattenPermissions(data)].map((code) => ({ code })),
  '/api/blade-system/menu/top-menu': (data) => data,
};

/** A page waits at most this long for them; past it the browser asks as before. */
const PREFETCH_TIMEOUT_MS = 1_500;

/**
 * The shell's first data, read on the server while the page renders, for SWR's fallback: the sidebar, the top
 * menus and the grids' button columns are there in the first paint instead of moving in later (layout shift,
 * issue 7's CLS ≤ 0.02). Best effort: anything missing, slow or refused is simply left to the browser, which also
 * covers a token due for refresh (the BFF refreshes it on the browser's call).
 */
export async function shellFallback(session: SessionData): Promise<Record<string, unknown>> {
  if (!session.accessToken || !session.user || isRefreshDue(session.tokenAt, config().TOKEN_TIME)) return {};
  const caller = { accessToken: session.accessToken, tenantId: session.user.tenantId };
  const signal = AbortSignal.timeout(PREFETCH_TIMEOUT_MS);
  const answers = await Promise.allSettled(SHELL_DATA_KEYS.map((key) => getAsUser(caller, key.slice('/api'.length), signal)));
  const fallback: Record<string, unknown> = {};
  answers.forEach((answer, index) => {
    const key = SHELL_DATA_KEYS[index];
    if (answer.status === 'fulfilled' && answer.value.status === 200 && answer.value.body?.code === 200) fallback[key] = PROJECTIONS[key](answer.value.body.data);
  });
  return fallback;
}
