import 'server-only';
import crypto from 'node:crypto';
import { flattenPermissions } from '../auth/access';
import { getAsUser } from '../blade/get-as-user';
import { AppError } from '../http/app-error';

/** How long a user's button map is trusted before it is read from Blade again. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { codes: Set<string>; expires: number }>();

/** The caller's button codes (GET /blade-system/menu/buttons with their token), cached briefly per token. */
export async function grantedCodes(accessToken: string, tenantId: string): Promise<Set<string>> {
  const key = crypto.createHash('sha256').update(accessToken).digest('base64url');
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.codes;
  const { status, body } = await getAsUser({ accessToken, tenantId }, '/blade-system/menu/buttons');
  if (status === 401 || body?.code === 401) throw new AppError('unauthorized');
  const codes = flattenPermissions(body?.data);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { codes, expires: Date.now() + TTL_MS });
  return codes;
}
