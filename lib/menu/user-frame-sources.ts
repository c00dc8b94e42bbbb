import 'server-only';
import { frameSourcesOf } from './frame-sources';
import { userMenus } from './user-menus';

/** The external pages the caller's menu links to (their menu, cached briefly per token). */
export async function userFrameSources(accessToken: string, tenantId: string): Promise<Set<string>> {
  return frameSourcesOf((await userMenus(accessToken, tenantId)) ?? []);
}
