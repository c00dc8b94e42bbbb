import type { SessionData } from '../auth/session-data';

/** What the browser may know about its session: never a token. */
export function sessionSummary(session: SessionData) {
  return { user: session.user ?? null, locked: !!session.locked, signedIn: !!session.accessToken };
}
