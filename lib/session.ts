import 'server-only';
import { cookies, headers } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import type { IronSession, SessionOptions } from 'iron-session';
import { sessionFromCookieStore } from './auth/cached-session';
import { config } from './config/env';
import { newSessionId } from './auth/ended-sessions';
import type { SessionData, SessionLimits, SessionUser } from './auth/session-data';

/**
 * The only place that knows how the session cookie is made (docs/design.md §3): sealed with iron-session,
 * httpOnly, SameSite=Lax, and Secure with a `__Host-` name when the request came over HTTPS.
 */
export const COOKIE_NAME = 'bo_session';
export const SECURE_COOKIE_NAME = '__Host-bo_session';

type HeaderSource = { get(name: string): string | null };

export function isHttpsRequest(source: HeaderSource): boolean {
  const mode = config().COOKIE_SECURE;
  if (mode !== 'auto') return mode === 'on';
  return (source.get('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

/** Built once per configuration and scheme: every /api call reads the session (bench/proxy-overhead.mjs). */
const optionsMemo = new WeakMap<object, { secure?: Readonly<SessionOptions>; plain?: Readonly<SessionOptions> }>();

export function sessionOptions(secure: boolean): Readonly<SessionOptions> {
  const current = config();
  let memo = optionsMemo.get(current);
  if (!memo) optionsMemo.set(current, (memo = {}));
  const slot = secure ? 'secure' : 'plain';
  return (memo[slot] ??= buildSessionOptions(current, secure));
}

function buildSessionOptions({ SESSION_SECRET, SESSION_MAX_HOURS }: ReturnType<typeof config>, secure: boolean): Readonly<SessionOptions> {
  // iron-session seals with the highest id and unseals with any: the first configured secret is current.
  const password = Object.freeze(
    Object.fromEntries(SESSION_SECRET.map((secret, index) => [String(SESSION_SECRET.length - index), secret])),
  );
  return Object.freeze({
    password,
    cookieName: secure ? SECURE_COOKIE_NAME : COOKIE_NAME,
    ttl: SESSION_MAX_HOURS * 3600,
    cookieOptions: Object.freeze({ httpOnly: true, sameSite: 'lax', secure, path: '/' } as const),
  });
}

export function sessionLimits(): SessionLimits {
  const { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } = config();
  return { idleMs: SESSION_IDLE_MINUTES * 60_000, maxMs: SESSION_MAX_HOURS * 3600_000 };
}

/** The session of the current request (route handlers, server components, server actions); unsealed once per cookie value. */
export async function readSession(): Promise<IronSession<SessionData>> {
  return sessionFromCookieStore<SessionData>(await cookies(), sessionOptions(isHttpsRequest(await headers())));
}

/**
 * The session of a route handler's request, read from the request itself: next/headers' `cookies()` and `headers()`
 * cost ~40 µs a call on the BFF's hot path (bench/proxy-overhead.mjs). The cookies it sets (save, destroy) are
 * collected; `withSessionCookies` puts them on the handler's answer.
 */
export async function readRequestSession(
  req: NextRequest,
): Promise<{ session: IronSession<SessionData>; withSessionCookies: (response: Response) => Response }> {
  let jar: NextResponse | undefined;
  const session = await sessionFromCookieStore<SessionData>(
    {
      get: (name) => req.cookies.get(name),
      set: (name, value, options) =>
        (jar ??= new NextResponse(null)).cookies.set(name, value, options as Parameters<NextResponse['cookies']['set']>[2]),
    },
    sessionOptions(isHttpsRequest(req.headers)),
  );
  const withSessionCookies = (response: Response) => {
    for (const cookie of jar?.headers.getSetCookie() ?? []) response.headers.append('set-cookie', cookie);
    return response;
  };
  return { session, withSessionCookies };
}

/** Starts a fresh login: everything from before (lock included) is dropped. */
export function startLogin(session: IronSession<SessionData>, tokens: { accessToken: string; refreshToken: string }, user: SessionUser) {
  for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
  const now = Date.now();
  Object.assign(session, { sid: newSessionId(), ...tokens, tokenAt: now, user, createdAt: now, lastSeenAt: now });
}
