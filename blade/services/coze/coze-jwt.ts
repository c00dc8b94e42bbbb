import { createSign, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CozeConfig } from './config';

type CozeSettings = Extract<CozeConfig, { provider: 'coze' }>;

/** How long the signed request (the JWT) and the access token it buys live, in seconds. */
const JWT_SECONDS = 600;
export const COZE_TOKEN_SECONDS = 900;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Coze's OAuth JWT flow, step 1: an RS256 JWT signed with the app's private key, its header naming the public
 * key (`kid`) and its claims the app (`iss`), the API host (`aud`), a unique `jti` and a 10-minute life. The
 * session name ties the token to one back-office user, so conversations stay apart.
 */
export function buildCozeJwt(
  config: Pick<CozeSettings, 'appId' | 'kid' | 'privateKey' | 'apiBase'>,
  sessionName: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  jti = randomUUID(),
): string {
  const header = { alg: 'RS256', typ: 'JWT', kid: config.kid };
  const claims = {
    iss: config.appId,
    aud: new URL(config.apiBase).host,
    iat: nowSeconds,
    exp: nowSeconds + JWT_SECONDS,
    jti,
    session_name: sessionName,
  };
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(config.privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number() });

/**
 * Step 2: the JWT buys an access token (`POST {apiBase}/api/permission/oauth2/token`, grant type jwt-bearer).
 * Coze answers `expires_in` as the expiry's Unix time; this returns the seconds left.
 */
export async function exchangeCozeJwt(config: CozeSettings, jwt: string, nowSeconds = Math.floor(Date.now() / 1000), timeoutMs = 5000) {
  const response = await fetch(`${config.apiBase}/api/permission/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ duration_seconds: COZE_TOKEN_SECONDS, grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer' }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const parsed = tokenAnswer.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new Error(`Coze token refused (HTTP ${response.status})`);
  const expiresIn = parsed.data.expires_in > 1_000_000_000 ? parsed.data.expires_in - nowSeconds : parsed.data.expires_in;
  return { token: parsed.data.access_token, expiresIn: Math.max(0, expiresIn) };
}
