import type { Db } from '../db/open';
import { verifyJwt } from './jwt';
import { userFromClaims, type BladeUser } from './blade-user';
import { signingKey } from './secrets';
import { BLADE_MESSAGES } from '../../domain/blade-messages';

/**
 * The BladeX gateway's AuthFilter (docs/blade-contract.md §1.1): paths are matched after the service
 * segment is stripped; everything off the skip list needs a valid, unrevoked access token.
 */
const SKIP_PATTERNS = [
  '/example',
  '/oauth/token/**',
  '/oauth/captcha/**',
  '/oauth/clear-cache/**',
  '/oauth/user-info',
  '/oauth/render/**',
  '/oauth/callback/**',
  '/oauth/revoke/**',
  '/oauth/refresh/**',
  '/token/**',
  '/actuator/**',
  '/v2/api-docs/**',
  '/auth/**',
  '/log/**',
  '/menu/routes',
  '/menu/auth-routes',
  '/menu/top-menu',
  '/tenant/info',
  '/process/resource-view',
  '/process/diagram-view',
  '/manager/check-upload',
  '/error/**',
  '/assets/**',
  // BladeX lets guests register before they hold a token.
  '/register-guest',
  // The local identity source's sign-in (a stand-in provider: anonymous by nature).
  '/oauth/local/**',
  // The local e-sign provider's signing page: the link's token is the credential (services/esign/signing-page.ts).
  '/esign/**',
];

export const GATEWAY_MESSAGES = {
  missing: '缺失令牌,鉴权失败',
  unauthorized: BLADE_MESSAGES.unauthorized,
  revoked: BLADE_MESSAGES.tokenRevoked,
} as const;

/** `/blade-system/menu/routes` → `/menu/routes`. */
export function stripService(path: string): string {
  const second = path.indexOf('/', 1);
  return second === -1 ? '/' : path.slice(second);
}

export function isSkipped(strippedPath: string): boolean {
  return SKIP_PATTERNS.some((pattern) =>
    pattern.endsWith('/**')
      ? strippedPath === pattern.slice(0, -3) || strippedPath.startsWith(pattern.slice(0, -2))
      : strippedPath === pattern,
  );
}

/** Reads `Blade-Auth: bearer <jwt>` (or the `blade-auth` query param); the prefix check is case-insensitive. */
export function extractToken(header: string | undefined, queryToken: string | null): string | null {
  const raw = header ?? queryToken ?? null;
  if (raw == null || raw === '') return null;
  return raw;
}

export type GatewayDecision =
  | { kind: 'pass'; user: BladeUser | null }
  | { kind: 'reject'; msg: (typeof GATEWAY_MESSAGES)[keyof typeof GATEWAY_MESSAGES] };

export function authenticate(db: Db, path: string, rawToken: string | null): GatewayDecision {
  const user = rawToken ? readUser(db, rawToken) : null;
  if (isSkipped(stripService(path))) return { kind: 'pass', user: user && 'userId' in user ? user : null };
  if (!rawToken) return { kind: 'reject', msg: GATEWAY_MESSAGES.missing };
  if (!user || !('userId' in user))
    return { kind: 'reject', msg: user?.revoked ? GATEWAY_MESSAGES.revoked : GATEWAY_MESSAGES.unauthorized };
  return { kind: 'pass', user };
}

function readUser(db: Db, rawToken: string): BladeUser | { revoked: boolean } {
  if (rawToken.slice(0, 6).toLowerCase() !== 'bearer' || rawToken.length <= 7) return { revoked: false };
  const verified = verifyJwt(rawToken.slice(7), signingKey(db));
  if (!verified.ok || verified.claims.token_type !== 'access_token') return { revoked: false };
  const user = userFromClaims(verified.claims);
  const session = db.prepare('SELECT revoked_at FROM auth_session WHERE sid = ?').get(user.sid) as
    | { revoked_at: number | null }
    | undefined;
  if (!session || session.revoked_at != null) return { revoked: true };
  return user;
}
