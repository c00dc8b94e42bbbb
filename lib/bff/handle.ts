import 'server-only';
import type { NextRequest } from 'next/server';
import { AppError } from '../http/app-error';
import { errorResponse } from '../http/error-response';
import { isProviderCallback, isSameOriginRequest, isSameOriginStateChange } from '../http/same-origin';
import { LOCALE_COOKIE, toLocale } from '../i18n/locales';
import { upstreamPath } from '../blade/service-path';
import { circuitRetryAfterSeconds } from '../blade/upstream';
import { guard } from '../auth/guard';
import { sessionState } from '../auth/session-data';
import { isHttpsRequest, readRequestSession, sessionLimits } from '../session';
import { STRICT_TRANSPORT_SECURITY } from '../http/content-security-policy';
import { throttleAnonymousCall } from './anonymous-throttle';
import { login } from './login';
import { logout } from './logout';
import { forward, type ForwardTrace } from './forward';
import { errorLogUpload } from './error-log-upload';
import { forwardProviderCallback } from './provider-callback';
import { requiredWriteCodes } from './write-permissions';
import { grantedCodes } from './granted-codes';
import { config } from '../config/env';
import { REQUEST_ID_HEADER, requestIdFrom } from '../observability/request-id';
import { writeAccessLog } from '../observability/access-log';
import { closeConnectionWhenDraining } from '../http/draining';

/**
 * /api/<service>/<path>: the BFF in front of Blade (docs/design.md §2). Checks path, origin and session
 * itself (proxy.ts is not the only gate), intercepts the auth calls, forwards the rest. A provider's
 * callback (lib/http/same-origin.ts PROVIDER_CALLBACKS) goes through without origin or session.
 */
const LOGOUT_PATH = '/blade-auth/oauth/logout';

export async function handleBladeCall(req: NextRequest): Promise<Response> {
  const startedAt = performance.now();
  const trace: ForwardTrace = { requestId: requestIdFrom(req.headers) };
  const response = await answer(req, trace);
  // The id goes back to the browser on every answer, errors included, so a report can be matched to the log (a
  // forwarded JSON answer was built with it: lib/bff/forward.ts).
  if (!trace.idOnAnswer) response.headers.set(REQUEST_ID_HEADER, trace.requestId);
  // proxy.ts does not run for /api (see its matcher): HSTS behind HTTPS is set here.
  if (isHttpsRequest(req.headers)) response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  closeConnectionWhenDraining(response.headers);
  if (config().LOG_ACCESS) {
    writeAccessLog({
      requestId: trace.requestId,
      method: req.method,
      url: req.nextUrl.pathname + req.nextUrl.search,
      status: response.status,
      startedAt,
      now: performance.now(),
      upstreamStatus: trace.upstreamStatus,
      error: trace.error,
    });
  }
  return response;
}

async function answer(req: NextRequest, trace: ForwardTrace): Promise<Response> {
  const locale = toLocale(req.cookies.get(LOCALE_COOKIE)?.value);
  // What the session sets (a refreshed token, the idle clock, a sign-out) goes on every answer, errors included.
  let withSessionCookies = (response: Response) => response;
  try {
    // nextUrl is the request's URL already parsed by Next (no basePath or i18n routing here, so its pathname is the URL's).
    const target = upstreamPath(req.nextUrl.pathname);
    // A provider's server-to-server callback: no Origin, no session; the service verifies its signature.
    if (isProviderCallback(req.method, `/api${target.path}`)) return await forwardProviderCallback(req, target, trace);
    const signsOut = target.path === LOGOUT_PATH;
    if (!(signsOut ? isSameOriginStateChange(req.headers) : isSameOriginRequest(req.method, req.headers)))
      throw new AppError('forbidden_origin');
    const throttled = throttleAnonymousCall(req.method, `/api${target.path}`, req.headers);
    if (throttled) await throttled;
    const read = await readRequestSession(req);
    const session = read.session;
    withSessionCookies = read.withSessionCookies;
    const state = sessionState(session, sessionLimits());
    const decision = guard({ method: req.method, pathname: `/api${target.path}`, state, locked: !!session.locked });
    if (decision.clearSession) session.destroy();
    if (decision.action === 'reject') throw new AppError(decision.code);

    if (target.path === '/blade-auth/oauth/token' && req.method === 'POST') return withSessionCookies(await login(req, session));
    if (signsOut && req.method === 'GET') return withSessionCookies(await logout(session));
    // Saber's error-log upload rides on the logout path: capped here before Blade stores it (lib/bff/error-log-upload.ts).
    if (signsOut && req.method === 'POST') return withSessionCookies(await forward(req, session, target, trace, errorLogUpload));
    // The BFF refuses writes the user's buttons do not allow, before Blade sees them.
    const needed = session.accessToken ? requiredWriteCodes(req.method, target.path) : null;
    if (needed && session.user) {
      const granted = await grantedCodes(session.accessToken!, session.user.tenantId);
      if (!needed.some((code) => granted.has(code))) throw new AppError('forbidden');
    }
    return withSessionCookies(await forward(req, session, target, trace));
  } catch (error) {
    trace.error = error instanceof AppError ? error.code : 'internal';
    const circuitOpen = error instanceof AppError && error.code === 'upstream_circuit_open';
    return withSessionCookies(
      errorResponse(error, locale, circuitOpen ? { 'retry-after': String(Math.max(1, circuitRetryAfterSeconds())) } : undefined),
    );
  }
}
