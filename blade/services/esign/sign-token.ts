import crypto from 'node:crypto';
import type { Db } from '../../db/open';
import { signingKey } from '../../auth/secrets';

/**
 * The local signing page's link token: `<actor row id>.<HMAC>`, keyed with the service's secret. It names
 * exactly one actor of one sign task, cannot be guessed or turned into another actor's, and needs no
 * storage; a regenerated contract has new actor rows, so its old links die with it.
 */
const mac = (db: Db, actorRowId: string) =>
  crypto.createHmac('sha256', signingKey(db)).update(`esign-actor:${actorRowId}`).digest('base64url');

export function actorToken(db: Db, actorRowId: string): string {
  return `${actorRowId}.${mac(db, actorRowId)}`;
}

/** The actor row id a token names, or null when it is malformed or forged. */
export function actorFromToken(db: Db, token: string): string | null {
  const match = /^(\d{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(db, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? match[1] : null;
}
