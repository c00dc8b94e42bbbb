import crypto from 'node:crypto';

/**
 * Sessions that ended here (logout, or Blade refusing the token), by a hash of their access token, so
 * a copy of the old cookie replayed later counts as no session: pages go to /login instead of rendering
 * the shell for it. The seal itself stays valid until it expires (cookies are stateless); Blade's own
 * revocation still refuses its token on every instance, this list only covers this process.
 */
const MAX_ENTRIES = 20_000;
// On globalThis: proxy.ts (pages) and the route handlers (logout) are separate bundles in one process.
const STORE = Symbol.for('tradeport.endedSessions');
const ended: Map<string, number> = ((globalThis as Record<symbol, unknown>)[STORE] as Map<string, number> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[STORE] = ended;

const key = (accessToken: string) => crypto.createHash('sha256').update(accessToken).digest('base64url');

/** Remembers that the session holding this token is over, until `forMs` from now (its longest possible life). */
export function endSessionOf(accessToken: string, forMs: number, now = Date.now()): void {
  if (ended.size >= MAX_ENTRIES) ended.delete(ended.keys().next().value!);
  ended.set(key(accessToken), now + forMs);
}

export function hasEnded(accessToken: unknown, now = Date.now()): boolean {
  if (typeof accessToken !== 'string' || ended.size === 0) return false;
  const until = ended.get(key(accessToken));
  if (until === undefined) return false;
  if (until > now) return true;
  ended.delete(key(accessToken));
  return false;
}
