import { NextResponse, type NextRequest } from 'next/server';
import { getIronSession } from 'iron-session';
import { guard } from '@/lib/auth/guard';
import { sessionState, type SessionData } from '@/lib/auth/session-data';
import { isHttpsRequest, sessionLimits, sessionOptions } from '@/lib/session';
import { AppError } from '@/lib/http/app-error';
import { errorResponse } from '@/lib/http/error-response';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/locales';

/** Page visits refresh the idle clock at most this often (API calls do it in the BFF). */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Next 16's middleware: the spec's route guard (lib/auth/guard.ts) applied optimistically to every
 * page and API call. The BFF and the main layout check the session again themselves.
 */
export async function proxy(req: NextRequest) {
  const res = NextResponse.next();
  const options = sessionOptions(isHttpsRequest(req.headers));
  const session = await getIronSession<SessionData>(req, res, options);
  const state = sessionState(session, sessionLimits());
  const pathname = req.nextUrl.pathname;
  const decision = guard({ method: req.method, pathname, state, locked: !!session.locked });

  let out: Response;
  if (decision.action === 'redirect') {
    out = NextResponse.redirect(new URL(decision.to, req.url));
  } else if (decision.action === 'reject') {
    out = errorResponse(new AppError(decision.code), toLocale(req.cookies.get(LOCALE_COOKIE)?.value));
  } else {
    const isPage = !pathname.startsWith('/api/') && !pathname.startsWith('/bff/');
    if (state === 'active' && isPage && Date.now() - (session.lastSeenAt ?? 0) > TOUCH_INTERVAL_MS) {
      session.lastSeenAt = Date.now();
      await session.save();
    }
    out = res;
  }
  if (decision.clearSession) {
    out.headers.append('set-cookie', `${options.cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.cookieOptions?.secure ? '; Secure' : ''}`);
  }
  return out;
}

export const config = {
  // Everything except build assets, static files in public/ and the health probes: pages, /api and /bff all pass the guard.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|images/|robots\\.txt|healthz$|readyz$).*)'],
};
