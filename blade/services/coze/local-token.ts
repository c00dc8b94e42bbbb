import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The local provider's assistant token: `<payload>.<HMAC-SHA256>` (base64url), naming the user and tenant it
 * was minted for and its expiry. The key is per process, so a restart simply asks the screens for a new token.
 */
export type AssistantClaims = { userId: string; tenantId: string; exp: number };

export const LOCAL_TOKEN_SECONDS = 600;

const processKey = randomBytes(32);
const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function mintLocalToken(
  claims: Omit<AssistantClaims, 'exp'>,
  nowSeconds = Math.floor(Date.now() / 1000),
  key = processKey,
  ttl = LOCAL_TOKEN_SECONDS,
) {
  const payload = encode(JSON.stringify({ userId: claims.userId, tenantId: claims.tenantId, exp: nowSeconds + ttl }));
  return { token: `${payload}.${encode(sign(key, payload))}`, expiresIn: ttl };
}

/** The token's claims, or why it is refused: malformed, forged (wrong signature) or expired. */
export function checkLocalToken(
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  key = processKey,
): AssistantClaims | 'invalid' | 'expired' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = sign(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AssistantClaims;
    if (typeof claims.userId !== 'string' || typeof claims.tenantId !== 'string' || typeof claims.exp !== 'number') return 'invalid';
    return claims.exp <= nowSeconds ? 'expired' : claims;
  } catch {
    return 'invalid';
  }
}
