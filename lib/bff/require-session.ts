import 'server-only';
import { AppError } from '../http/app-error';
import { sessionState } from '../auth/session-data';
import { readSession, sessionLimits } from '../session';

/** The current session when it is signed in and within its limits; otherwise 401 (and it is dropped). */
export async function requireActiveSession() {
  const session = await readSession();
  const state = sessionState(session, sessionLimits());
  if (state === 'active') return session;
  if (state !== 'none') session.destroy();
  throw new AppError('unauthorized');
}
