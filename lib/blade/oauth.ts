import 'server-only';
import { AppError } from '../http/app-error';
import { clientAuthorization, readJson, upstreamRequest } from './upstream';
import { oauthErrorSchema, tokenResponseSchema, type TokenResponse } from './oauth-response';

export type TokenResult = { ok: true; token: TokenResponse } | { ok: false; status: number; description: string };

/**
 * POST /blade-auth/oauth/token with the parameters in the query string (as Saber sends them).
 * A token comes back on success; Blade's `error_description` otherwise.
 */
export async function requestToken(params: URLSearchParams, headers: Record<string, string>): Promise<TokenResult> {
  const response = await upstreamRequest({
    method: 'POST',
    path: '/blade-auth/oauth/token',
    search: `?${params}`,
    headers: { ...headers, authorization: clientAuthorization(), accept: 'application/json' },
  });
  const body = await readJson(response);
  const token = tokenResponseSchema.safeParse(body);
  if (response.statusCode === 200 && token.success) return { ok: true, token: token.data };
  const failure = oauthErrorSchema.safeParse(body);
  if (failure.success) return { ok: false, status: response.statusCode, description: failure.data.error_description };
  const msg = (body as { msg?: unknown })?.msg;
  if (typeof msg === 'string' && response.statusCode >= 400) return { ok: false, status: response.statusCode, description: msg };
  throw new AppError('upstream_bad_response', 'token answer has neither tokens nor error_description');
}

/** Exchanges a refresh token (grant_type=refresh_token) for a new pair. */
export function refreshToken(refresh: string, tenantId: string): Promise<TokenResult> {
  const params = new URLSearchParams({ tenantId, refresh_token: refresh, grant_type: 'refresh_token', scope: 'all' });
  return requestToken(params, { 'tenant-id': tenantId });
}
