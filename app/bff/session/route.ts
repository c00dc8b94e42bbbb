import { withBff, ok } from '@/lib/bff/with-bff';
import { readSession, sessionLimits } from '@/lib/session';
import { sessionState } from '@/lib/auth/session-data';
import { sessionSummary } from '@/lib/bff/session-summary';

export const dynamic = 'force-dynamic';

// GET /bff/session — who is signed in and whether the screen is locked; no tokens.
export const GET = withBff(async () => {
  const session = await readSession();
  if (sessionState(session, sessionLimits()) !== 'active') return ok({ user: null, locked: false, signedIn: false });
  return ok(sessionSummary(session));
});
