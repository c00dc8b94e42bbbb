import type { SessionState } from './session-data';
import { PROVIDER_CALLBACKS } from '../http/same-origin';

/**
 * The route guard (docs/spec.md §2 "Route guard", docs/design.md §3), as a pure function so every rule is unit-tested.
 * proxy.ts applies it optimistically; route handlers and the main layout check the session again.
 */
export const PUBLIC_PAGES = ['/login', '/lock', '/404', '/403', '/500', '/oauth/local/authorize'] as const;

/** Liveness and readiness probes: open to load balancers, no session, no redirect. */
export const PROBES = ['/healthz', '/readyz'] as const;

/** Blade calls a visitor without a session may make: the login screen's own needs. */
export const PUBLIC_API = [
  'POST /api/blade-auth/oauth/token',
  'GET /api/blade-auth/oauth/captcha',
  'GET /api/blade-system/tenant/info',
  'POST /api/blade-user/register-guest',
  // The embedded identity source's sign-in page (third-party login happens before there is a session).
  'POST /api/blade-auth/oauth/local/authorize',
  // The local e-sign provider's signing page: the link's token is the only credential (the parties are
  // companies outside the back-office; blade/services/esign/signing-page.ts checks the token).
  'GET /api/fasc/esign/task',
  'POST /api/fasc/esign/sign',
  'POST /api/fasc/esign/refuse',
  // The e-sign provider's server-to-server callback: its signature is the credential (lib/http/same-origin.ts).
  ...PROVIDER_CALLBACKS,
] as const;

/**
 * What works while the screen is locked: reading the session, unlocking, signing out, and the language of the lock
 * screen itself (a cookie of the browser's, no session state). Nothing else: the error-log upload (a POST to the
 * logout path) waits for the unlock too.
 */
const LOCK_SAFE = ['GET /bff/session', 'POST /bff/unlock', 'POST /bff/locale', 'GET /api/blade-auth/oauth/logout'];
const ANONYMOUS_BFF = ['/bff/session', '/bff/locale', '/bff/social/render'];
/** Third-party sign-in callbacks, one per source. */
const isSocialCallback = (pathname: string) => /^\/bff\/social\/callback\/[a-z0-9_-]{1,32}$/.test(pathname);

export type GuardInput = { method: string; pathname: string; state: SessionState; locked: boolean };

export type GuardDecision =
  | { action: 'next'; clearSession?: boolean }
  | { action: 'redirect'; to: string; clearSession?: boolean }
  | { action: 'reject'; status: 401 | 423; code: 'unauthorized' | 'locked'; clearSession?: boolean };

const isSigningCall = (method: string, pathname: string) =>
  pathname.startsWith('/api/fasc/esign/') && (PUBLIC_API as readonly string[]).includes(`${method} ${pathname}`);
/** The local e-sign provider's signing page, one per actor's link token. */
export const isSigningPage = (pathname: string) => /^\/esign\/sign\/[A-Za-z0-9._-]{1,120}$/.test(pathname);
const isPublicPage = (pathname: string) => (PUBLIC_PAGES as readonly string[]).includes(pathname) || isSigningPage(pathname);
const isApi = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname === '/bff' || pathname.startsWith('/bff/');

export function guard({ method, pathname, state, locked }: GuardInput): GuardDecision {
  const signedIn = state === 'active';
  // A session that is present but unusable is dropped whatever the route (spec: empty token → local logout).
  const drop = state === 'empty-token' || state === 'expired' ? ({ clearSession: true } as const) : {};
  if ((PROBES as readonly string[]).includes(pathname)) return { action: 'next' };

  if (isApi(pathname)) {
    // The signing page's calls carry their link token, not the session: a locked screen does not stop them.
    if (isSigningCall(method, pathname)) return { action: 'next', ...drop };
    if (signedIn && locked && !LOCK_SAFE.includes(`${method.toUpperCase()} ${pathname}`))
      return { action: 'reject', status: 423, code: 'locked' };
    if (signedIn) return { action: 'next' };
    const anonymousOk =
      (PUBLIC_API as readonly string[]).includes(`${method} ${pathname}`) || ANONYMOUS_BFF.includes(pathname) || isSocialCallback(pathname);
    if (anonymousOk) return { action: 'next', ...drop };
    return { action: 'reject', status: 401, code: 'unauthorized', ...drop };
  }

  if (!signedIn) {
    if (isPublicPage(pathname) && pathname !== '/lock') return { action: 'next', ...drop };
    const to = pathname === '/' || pathname === '/lock' ? '/login' : `/login?redirect=${encodeURIComponent(pathname)}`;
    return { action: 'redirect', to, ...drop };
  }
  // A party signing a contract is not the back-office user: the page opens whatever the session's state.
  if (isSigningPage(pathname)) return { action: 'next' };
  if (locked) return pathname === '/lock' ? { action: 'next' } : { action: 'redirect', to: '/lock' };
  if (pathname === '/lock') return { action: 'redirect', to: '/wel/index' };
  if (pathname === '/login') return { action: 'redirect', to: '/' };
  if (pathname === '/') return { action: 'redirect', to: '/wel/index' };
  return { action: 'next' };
}

/** Only same-site relative paths may be a post-login destination (no open redirect). */
export function safeRedirectTarget(candidate: string | null | undefined): string {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/wel/index';
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0020\u007f]/.test(candidate)) return '/wel/index';
  if (isPublicPage(candidate.split('?')[0]) || isApi(candidate)) return '/wel/index';
  return candidate;
}
