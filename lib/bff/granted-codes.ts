import 'server-only';
import { flattenPermissions } from '../auth/access';
import { getAsUser } from '../blade/get-as-user';
import { AppError } from '../http/app-error';
import { tokenCache } from './token-cache';

/** A user's button map is trusted this long before it is read from Blade again. */
const cached = tokenCache<Set<string>>({ ttlMs: 60_000 });

/** The caller's button codes (GET /blade-system/menu/buttons with their token), cached briefly per token. */
export function grantedCodes(accessToken: string, tenantId: string, signal?: AbortSignal): Promise<Set<string>> {
  return cached(accessToken, async () => {
    const { status, body } = await getAsUser({ accessToken, tenantId }, '/blade-system/menu/buttons', signal);
    if (status === 401 || body?.code === 401) throw new AppError('unauthorized');
    return flattenPermissions(body?.data);
  });
}
