import crypto from 'node:crypto';
import { sharedState } from '../shared-state';

/**
 * Sessions that ended (logout, the unlock tries used up, or Blade refusing the token) and seals replaced by a lock,
 * so a copy of an old cookie replayed later counts as no session, for pages and /api alike. A seal stays valid until
 * it expires (cookies are stateless): what ends it is this list, by the seal's session id (`sid`, kept across every
 * seal of one sign-in and replaced when the screen locks) and by a hash of its access token. The list is shared by
 * every instance through Redis when REDIS_URL is set (lib/shared-state), else kept in this process.
 */
type Sealed = { sid?: unknown; accessToken?: unknown };

/**
 * Each access token's key, remembered (bounded): hasEnded runs on every /api call, and hashing the token anew each time
 * (a Hash object, its stream machinery and a digest) showed in the BFF's CPU profile (bench/proxy-overhead.mjs).
 */
const tokenKeys = new Map<string, string>();
const MAX_TOKEN_KEYS = 5000;
function tokenKey(accessToken: string): string {
  let key = tokenKeys.get(accessToken);
  if (key === undefined) {
    key = `token:${crypto.createHash('sha256').update(accessToken).digest('base64url')}`;
    if (tokenKeys.size >= MAX_TOKEN_KEYS) tokenKeys.delete(tokenKeys.keys().next().value!);
    tokenKeys.set(accessToken, key);
  }
  return key;
}
const sidKey = (sid: string) => `sid:${sid}`;

/** A new session id: one per sign-in, and a new one each time the screen locks. */
export const newSessionId = () => crypto.randomBytes(18).toString('base64url');

/** Ends the whole sign-in behind this session: every seal of it, whatever its generation, is refused from now on. */
export async function endSession(session: Sealed, forMs: number): Promise<void> {
  const until = Date.now() + forMs;
  const state = sharedState();
  await Promise.all([
    typeof session.sid === 'string' ? state.revoke(sidKey(session.sid), until) : undefined,
    typeof session.accessToken === 'string' ? state.revoke(tokenKey(session.accessToken), until) : undefined,
  ]);
}

/** Ends the seals of one generation only (the screen locked: the session goes on under a new sid). */
export async function endSeal(sid: string | undefined, forMs: number): Promise<void> {
  if (sid) await sharedState().revoke(sidKey(sid), Date.now() + forMs);
}

export function hasEnded(session: Sealed, now = Date.now()): boolean {
  const state = sharedState();
  if (typeof session.sid === 'string' && state.isRevoked(sidKey(session.sid), now)) return true;
  return typeof session.accessToken === 'string' && state.isRevoked(tokenKey(session.accessToken), now);
}
