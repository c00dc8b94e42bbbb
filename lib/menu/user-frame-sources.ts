import 'server-only';
import crypto from 'node:crypto';
import { clientAuthorization, readJson, upstreamRequest } from '../blade/upstream';
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
  const response = await upstreamRequest({
    method: 'GET',
    path: '/blade-system/menu/routes',
    headers: { authorization: clientAuthorization(), 'blade-auth': `bearer ${accessToken}`, 'tenant-id': tenantId, accept: 'application/json' },
  });
  const body = (await readJson(response)) as { code?: number; data?: unknown };
  const sources = response.statusCode === 200 && body?.code === 200 ? frameSourcesOf(readBladeMenus(body.data) ?? []) : new Set<string>();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { sources, expires: Date.now() + TTL_MS });
  return sources;
}
