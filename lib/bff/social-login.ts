import 'server-only';
import type { NextRequest } from 'next/server';
import { config } from '../config/env';
import { clientAuthorization, upstreamRequest } from '../blade/upstream';
import { requestToken } from '../blade/oauth';
import { sessionUserFrom } from '../blade/oauth-response';
import { isHttpsRequest, readSession, startLogin } from '../session';
import {
  decodeSocialCookie,
  encodeSocialCookie,
  newSocialState,
  providerLocation,
  SOCIAL_STATE_COOKIE,
  SOCIAL_STATE_MAX_AGE_S,
  stateMatches,
} from './social-state';

/** Where a failed third-party sign-in lands; its reason travels in a short cookie only /login reads. */
export const SOCIAL_FAILURE_COOKIE = 'bo_social_msg';
const FAILED = '/login?social=failed';

function cookie(req: NextRequest, name: string, value: string, path: string, maxAge: number): string {
  const secure = isHttpsRequest(req.headers) ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const value of cookies) headers.append('set-cookie', value);
  return new Response(null, { status: 303, headers });
}

function failure(req: NextRequest, message: string): Response {
  return redirect(FAILED, [
    cookie(req, SOCIAL_STATE_COOKIE, '', '/bff/social', 0),
    cookie(req, SOCIAL_FAILURE_COOKIE, Buffer.from(message.slice(0, 200)).toString('base64url'), '/login', 60),
  ]);
}

/**
 * GET /bff/social/render?source&tenantId — starts a third-party sign-in: asks Blade's render endpoint
 * for the provider's authorize URL with a fresh state, remembers that state in this browser, and sends
 * the browser to the provider.
 */
export async function startSocialLogin(req: NextRequest): Promise<Response> {
  const { SOCIAL_SOURCES, TENANT_MODE, DEFAULT_TENANT } = config();
  const source = req.nextUrl.searchParams.get('source') ?? '';
  if (!SOCIAL_SOURCES.includes(source)) return failure(req, '');
  const requestedTenant = req.nextUrl.searchParams.get('tenantId') ?? '';
  const tenantId = TENANT_MODE && /^\w{1,12}$/.test(requestedTenant) ? requestedTenant : DEFAULT_TENANT;
  const state = newSocialState();
  const response = await upstreamRequest({
    method: 'GET',
    path: `/blade-auth/oauth/render/${source}`,
    search: `?${new URLSearchParams({ state })}`,
    headers: { authorization: clientAuthorization(), 'tenant-id': tenantId },
  });
  response.body.resume();
  const location =
    response.statusCode >= 300 && response.statusCode < 400 ? providerLocation(String(response.headers.location ?? '')) : null;
  if (!location) return failure(req, '');
  return redirect(location, [
    cookie(req, SOCIAL_STATE_COOKIE, encodeSocialCookie({ state, tenantId, source }), '/bff/social', SOCIAL_STATE_MAX_AGE_S),
  ]);
}

/**
 * GET /bff/social/callback/<source>?code&state — the provider sent the browser back: the state must be
 * the one this browser started with; the code is exchanged (grant_type=social) and, as with the
 * password login, the tokens go into the sealed session and never reach the browser.
 */
export async function finishSocialLogin(req: NextRequest, source: string): Promise<Response> {
  const start = decodeSocialCookie(req.cookies.get(SOCIAL_STATE_COOKIE)?.value);
  const state = req.nextUrl.searchParams.get('state');
  const code = req.nextUrl.searchParams.get('code') ?? '';
  if (!stateMatches(start, source, state) || !/^[\w-]{1,256}$/.test(code)) return failure(req, '');
  const params = new URLSearchParams({ grant_type: 'social', source, code, state: state!, tenantId: start!.tenantId, scope: 'all' });
  const result = await requestToken(params, { 'tenant-id': start!.tenantId });
  if (!result.ok) return failure(req, result.description);
  const session = await readSession();
  startLogin(session, { accessToken: result.token.access_token, refreshToken: result.token.refresh_token }, sessionUserFrom(result.token));
  await session.save();
  return redirect('/wel/index', [cookie(req, SOCIAL_STATE_COOKIE, '', '/bff/social', 0)]);
}
