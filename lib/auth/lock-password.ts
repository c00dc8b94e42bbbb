import crypto from 'node:crypto';

/** The lock password is kept only as a salted scrypt hash in the sealed session. */
export function hashLockPassword(password: string): string {
  const salt = crypto.randomBytes(12);
  return `${salt.toString('base64url')}:${crypto.scryptSync(password, salt, 24).toString('base64url')}`;
}

export function verifyLockPassword(password: string, stored: string | undefined): boolean {
  const [salt, hash] = (stored ?? '').split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = crypto.scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return crypto.timingSafeEqual(actual, expected);
}
