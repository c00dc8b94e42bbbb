import 'server-only';
import { getAsUser } from '../blade/get-as-user';
import { tokenCache } from '../bff/token-cache';
import type { BladeMenu } from './nav-item';
import { readBladeMenus } from './read-menus';

const cached = tokenCache<BladeMenu[] | null>({ ttlMs: 60_000 });

/**
 * The caller's menu (GET /blade-system/menu/routes with their token), as the browser reads it, cached briefly per
 * token; null when Blade did not answer with a menu.
 */
export function userMenus(accessToken: string, tenantId: string, signal?: AbortSignal): Promise<BladeMenu[] | null> {
  return cached(accessToken, async () => {
    const { status, body } = await getAsUser({ accessToken, tenantId }, '/blade-system/menu/routes', signal);
    return status === 200 && body?.code === 200 ? readBladeMenus(body.data) : null;
  });
}
