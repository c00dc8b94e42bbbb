/** What the sealed cookie holds (≤ 3 KB sealed): tokens, timing, the user fields the UI needs, lock state. */
export type SessionUser = {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  roleId: string;
  roleName: string;
  deptId: string;
  oauthId: string;
};

export type SessionData = {
  /** Which seals this is: one per sign-in, replaced when the screen locks; ending it refuses them all (lib/auth/ended-sessions.ts). */
  sid?: string;
  accessToken?: string;
  refreshToken?: string;
  /** When the current access token was stored (ms): the refresh clock (Saber's saber-token datetime). */
  tokenAt?: number;
  user?: SessionUser;
  createdAt?: number;
  lastSeenAt?: number;
  locked?: boolean;
  /** scrypt hash of the lock password, `salt:hash` in base64url. */
  lockHash?: string;
};

/** The session's state as the guard sees it. */
export type SessionState = 'none' | 'empty-token' | 'expired' | 'active';

export type SessionLimits = { idleMs: number; maxMs: number };

export function sessionState(session: SessionData, limits: SessionLimits, now = Date.now()): SessionState {
  if (!session.user && session.accessToken === undefined) return 'none';
  if (!session.accessToken) return 'empty-token';
  if (now - (session.lastSeenAt ?? 0) > limits.idleMs || now - (session.createdAt ?? 0) > limits.maxMs) return 'expired';
  return 'active';
}
