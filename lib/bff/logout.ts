import 'server-only';
import type { IronSession } from 'iron-session';
import { clientAuthorization, upstreamRequest } from '../blade/upstream';
import type { SessionData } from '../auth/session-data';
import { endSession } from '../auth/ended-sessions';
import { sessionLimits } from '../session';
import { ok } from './with-bff';

// GET /api/blade-auth/oauth/logout — revokes the token upstream (a sealed cookie cannot be revoked), then ends the session whatever Blade said.
export async function logout(session: IronSession<SessionData>): Promise<Response> {
  await signOut(session);
  return ok();
}

/** Ends the sign-in: Blade revokes its token, every seal of it is refused from now on (every instance), the cookie goes. */
export async function signOut(session: IronSession<SessionData>): Promise<void> {
  if (session.accessToken) {
    try {
      const response = await upstreamRequest({
        method: 'GET',
        path: '/blade-auth/oauth/logout',
        headers: { authorization: clientAuthorization(), 'blade-auth': `bearer ${session.accessToken}`, accept: 'application/json' },
      });
      response.body.resume();
    } catch {
      // Upstream down: the local logout must still happen.
    }
  }
  await endSession(session, sessionLimits().maxMs);
  session.destroy();
}
