import crypto from 'node:crypto';

/** BladeX stores sha1_hex(md5_hex(plain)); the browser sends md5_hex(plain) (docs/blade-contract.md §5.1). */
export const md5Hex = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex');
export const sha1Hex = (text: string) => crypto.createHash('sha1').update(text, 'utf8').digest('hex');

export function hashPlainPassword(plain: string): string {
  return sha1Hex(md5Hex(plain));
}

/** Compares the md5 the client sent against the stored hash, in constant time. */
export function matchesStoredPassword(md5FromClient: string, stored: string): boolean {
  const candidate = Buffer.from(sha1Hex(md5FromClient.toLowerCase()));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}
