import 'server-only';
import { config } from '../config/env';
import { AppError } from '../http/app-error';
import { clientAddress } from '../http/client-address';
import { sharedState } from '../shared-state';

/**
 * Calls anyone may make without a session that make Blade do work or keep state (a token check, a captcha image,
 * a new account): each client address gets ANONYMOUS_WRITES_PER_MINUTE of them a minute, counted across instances
 * with REDIS_URL (lib/shared-state), then 429 with Retry-After until its minute is over.
 */
export const THROTTLED_CALLS = [
  'POST /api/blade-auth/oauth/token',
  'GET /api/blade-auth/oauth/captcha',
  'POST /api/blade-user/register-guest',
  'POST /api/blade-auth/oauth/local/authorize',
] as const;
const WINDOW_MS = 60_000;

/** Undefined (nothing to wait for) for every other call: the BFF's hot path makes no promise for it. */
export function throttleAnonymousCall(
  method: string,
  pathname: string,
  headers: { get(name: string): string | null },
): Promise<void> | undefined {
  if (!(THROTTLED_CALLS as readonly string[]).includes(`${method.toUpperCase()} ${pathname}`)) return undefined;
  return countAnonymousCall(headers);
}

async function countAnonymousCall(headers: { get(name: string): string | null }): Promise<void> {
  const { count, resetInMs } = await sharedState().hit(`anon:${clientAddress(headers)}`, WINDOW_MS);
  if (count > config().ANONYMOUS_WRITES_PER_MINUTE)
    throw new AppError('too_many_requests', undefined, { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
}
