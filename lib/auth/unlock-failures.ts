import 'server-only';
import crypto from 'node:crypto';
import { sharedState } from '../shared-state';
import type { SessionData } from './session-data';
import { UNLOCK_MAX_FAILURES } from './lock-rules';

/**
 * Wrong unlock passwords, counted per session outside the cookie (a count inside it would start again with every
 * replay of an older cookie) and across instances with REDIS_URL. The count lasts as long as the session can.
 */
const keyOf = (session: SessionData) =>
  `unlock:${
    session.sid ??
    crypto
      .createHash('sha256')
      .update(session.accessToken ?? '')
      .digest('base64url')
  }`;

/** Tries left before the session is signed out. */
export async function unlockTriesLeft(session: SessionData): Promise<number> {
  return Math.max(0, UNLOCK_MAX_FAILURES - (await sharedState().peek(keyOf(session))).count);
}

/** Counts one wrong password; answers the tries left (0: sign the session out). */
export async function recordUnlockFailure(session: SessionData, sessionMaxMs: number): Promise<number> {
  return Math.max(0, UNLOCK_MAX_FAILURES - (await sharedState().hit(keyOf(session), sessionMaxMs)).count);
}

export async function clearUnlockFailures(session: SessionData): Promise<void> {
  await sharedState().reset(keyOf(session));
}
