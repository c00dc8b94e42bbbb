import 'server-only';
import { AppError } from '../http/app-error';
import type { IronSession } from 'iron-session';
import { sessionState, type SessionData } from '../auth/session-data';
import { readSession, sessionLimits } from '../session';

/** The current session when it is signed in and within its limits; otherwise 401 (and it is dropped). */
export async function requireActiveSession() {
  return requireActive(await readSession());
}

/** The given session when it is signed in and within its limits; otherwise 401 (and it is dropped). */
export function requireActive(session: IronSession<SessionData>): IronSession<SessionData> {
  const state = sessionState(session, sessionLimits());
  if (state === 'active') return session;
  if (state !== 'none') session.destroy();
  throw new AppError('unauthorized');
}
