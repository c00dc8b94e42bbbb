import { NextResponse, type NextRequest } from 'next/server';
import { guard } from '@/lib/auth/guard';
import { sessionState, type SessionData } from '@/lib/auth/session-data';
import { sessionFromCookieStore } from '@/lib/auth/cached-session';
import { isHttpsRequest, sessionLimits, sessionOptions } from '@/lib/session';
import { AppError } from '@/lib/http/app-error';
import { errorResponse } from '@/lib/http/error-response';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { isDecodablePath } from '@/lib/http/decodable-path';
import { contentSecurityPolicy, createNonce, STRICT_TRANSPORT_SECURITY } from '@/lib/http/content-security-policy';
import { assistantConnectSources } from '@/lib/assistant/connect-sources';
import { storageImageSources } from '@/lib/http/image-sources';
import { closeConnectionWhenDraining } from '@/lib/http/draining';

// Read once: the environment does not change while the server runs.
const CONNECT_SOURCES = assistantConnectSources();
const IMAGE_SOURCES = storageImageSources();

/** Page visits refresh the idle clock at most this often (API calls do it in the BFF). */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Next 16's middleware: the spec's route guard (lib/auth/guard.ts) applied optimistically to every
 * page and /bff call, and the page security headers (CSP with a per-request nonce, HSTS over HTTPS).
 * /api/* goes straight to the BFF, which runs the same guard itself: unsealing the session twice
 * per Blade call would only cost time (bench/proxy-overhead.mjs).
 */
export async function proxy(req: NextRequest) {
  const pathname = req.nextUrl.pathname;
  const https = isHttpsRequest(req.headers);
  if (!isDecodablePath(pathname)) {
    return withServerHeaders(errorResponse(new AppError('invalid_path'), toLocale(req.cookies.get(LOCALE_COOKIE)?.value)), https);
  }
  // Only /api paths with a percent-escape come here (see the matcher): the BFF checks the rest itself.
  if (pathname.startsWith('/api/')) return withServerHeaders(NextResponse.next(), https);

  const isPage = !pathname.startsWith('/bff/');
  // Next reads the policy from the request headers and stamps the nonce on the scripts it renders.
  const csp = isPage
    ? contentSecurityPolicy({
        nonce: createNonce(),
        dev: process.env.NODE_ENV !== 'production',
        connect: CONNECT_SOURCES,
        images: IMAGE_SOURCES,
      })
    : undefined;
  const requestHeaders = new Headers(req.headers);
  if (csp) requestHeaders.set('content-security-policy', csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  const options = sessionOptions(https);
  const session = await sessionFromCookieStore<SessionData>(
    {
      get: (name) => req.cookies.get(name),
      set: (name, value, cookie) => res.cookies.set(name, value, cookie as Parameters<typeof res.cookies.set>[2]),
    },
    options,
  );
  const state = sessionState(session, sessionLimits());
  const decision = guard({ method: req.method, pathname, state, locked: !!session.locked });

  let out: Response;
  if (decision.action === 'redirect') {
    out = NextResponse.redirect(new URL(decision.to, req.url));
  } else if (decision.action === 'reject') {
    out = errorResponse(new AppError(decision.code), toLocale(req.cookies.get(LOCALE_COOKIE)?.value));
  } else {
    if (state === 'active' && isPage && Date.now() - (session.lastSeenAt ?? 0) > TOUCH_INTERVAL_MS) {
      session.lastSeenAt = Date.now();
      await session.save();
    }
    out = res;
  }
  // What the session set on the way (a cookie that could not be unsealed is cleared) goes on whatever answer is sent.
  if (out !== res) for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  if (decision.clearSession) {
    out.headers.append(
      'set-cookie',
      `${options.cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.cookieOptions?.secure ? '; Secure' : ''}`,
    );
  }
  if (csp) out.headers.set('content-security-policy', csp);
  return withServerHeaders(out, https);
}

/** What every answer of the proxy carries: HSTS over HTTPS, and `Connection: close` once the server drains. */
function withServerHeaders<T extends Response>(response: T, https: boolean): T {
  if (https) response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  closeConnectionWhenDraining(response.headers);
  return response;
}

export const config = {
  // Everything except build assets, the icons, the health probes, the benchmark's trivial routes
  // and /api paths without a percent-escape: pages and /bff pass the guard here. The BFF guards /api itself
  // (lib/bff/handle.ts), and running the middleware first cost more than a trivial route handler (bench/proxy-
  // overhead.mjs). Escaped paths under any of these still come here, for the undecodable-path 400 that Next's router would
  // answer with a 500 (build assets and icons have no escapes in their names).
  matcher: [
    '/((?!_next/static/[^%]*$|_next/image$|favicon\\.ico$|icon\\.svg$|robots\\.txt$|healthz$|readyz$|bench-baseline$|bench-baseline/[^%]*$|api/[^%]*$).*)',
  ],
};
