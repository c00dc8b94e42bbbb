import 'server-only';
import crypto from 'node:crypto';
import { getAsUser } from '../blade/get-as-user';
import { frameSourcesOf } from './frame-sources';
import { readBladeMenus } from './read-menus';

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { sources: Set<string>; expires: number }>();

/** The external pages the caller's menu links to (GET /blade-system/menu/routes with their token), cached briefly per token. */
export async function userFrameSources(accessToken: string, tenantId: string): Promise<Set<string>> {
  const key = crypto.createHash('sha256').update(accessToken).digest('base64url');
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.sources;
  const { status, body } = await getAsUser({ accessToken, tenantId }, '/blade-system/menu/routes');
  const sources = status === 200 && body?.code === 200 ? frameSourcesOf(readBladeMenus(body.data) ?? []) : new Set<string>();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { sources, expires: Date.now() + TTL_MS });
  return sources;
}
