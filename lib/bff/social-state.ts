import crypto from 'node:crypto';

/**
 * Binds a third-party sign-in to the browser that started it (login CSRF): the state sent to the
 * provider is random and also kept in a short-lived httpOnly cookie with the chosen tenant; the
 * callback is only honoured when both agree. Pure apart from the randomness, so it is unit-tested.
 */
export const SOCIAL_STATE_COOKIE = 'bo_social';
export const SOCIAL_STATE_MAX_AGE_S = 600;

export type SocialStart = { state: string; tenantId: string; source: string };

export function newSocialState(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function encodeSocialCookie(start: SocialStart): string {
  return [start.state, start.tenantId, start.source].join('.');
}

export function decodeSocialCookie(value: string | undefined): SocialStart | null {
  const parts = (value ?? '').split('.');
  if (parts.length !== 3) return null;
  const [state, tenantId, source] = parts;
  if (!/^[\w-]{16,128}$/.test(state) || !/^\w{1,12}$/.test(tenantId) || !/^[a-z0-9_-]{1,32}$/.test(source)) return null;
  return { state, tenantId, source };
}

/** Constant-time comparison of the callback's state with the remembered one. */
export function stateMatches(start: SocialStart | null, source: string, state: string | null): boolean {
  if (!start || !state || start.source !== source) return false;
  const expected = Buffer.from(start.state);
  const actual = Buffer.from(state);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/**
 * Where the provider's authorize page is: a path on our own origin (the embedded identity source's
 * page) or an absolute https URL of a real provider. Anything else is refused.
 */
export function providerLocation(location: string | undefined): string | null {
  if (!location) return null;
  if (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) return location;
  try {
    const url = new URL(location);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
