import crypto from 'node:crypto';
import type { Db } from '../db/open';
import type { OAuthClient } from './clients';
import { signJwt } from './jwt';
import { signingKey } from './secrets';

/** The user row plus what the token carries about it. */
export type TokenSubject = {
  user: Record<string, any>;
  tenantId: string;
  deptId: string;
  roleId: string;
  roleAliases: string[];
  oauthId: string;
};

/**
 * Issues an access/refresh pair and answers in BladeX's raw OAuth2 shape (snake_case, not R-wrapped).
 * `sid` ties both tokens to one login so logout can revoke it (BladeX keeps that state in Redis).
 */
export function issueTokens(db: Db, client: OAuthClient, subject: TokenSubject, sid?: string) {
  const now = Math.floor(Date.now() / 1000);
  const loginSid = sid ?? crypto.randomUUID();
  if (!sid) {
    db.prepare('INSERT INTO auth_session (sid, user_id, tenant_id, client_id, created_at, refreshed_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      loginSid,
      subject.user.id,
      subject.tenantId,
      client.clientId,
      Date.now(),
      Date.now(),
    );
  } else {
    db.prepare('UPDATE auth_session SET refreshed_at = ? WHERE sid = ?').run(Date.now(), loginSid);
  }
  const info = {
    tenant_id: subject.tenantId,
    user_id: String(subject.user.id),
    dept_id: subject.deptId,
    post_id: String(subject.user.post_id ?? ''),
    role_id: subject.roleId,
    oauth_id: subject.oauthId,
    account: String(subject.user.account),
    user_name: String(subject.user.account),
    nick_name: String(subject.user.name ?? ''),
    real_name: String(subject.user.real_name ?? ''),
    role_name: subject.roleAliases.join(','),
    avatar: String(subject.user.avatar ?? ''),
    client_id: client.clientId,
    license: 'powered by bladex',
  };
  const key = signingKey(db);
  const accessJti = crypto.randomUUID();
  const access = signJwt(
    {
      ...info,
      scope: ['all'],
      authorities: subject.roleAliases,
      token_type: 'access_token',
      sid: loginSid,
      exp: now + client.accessValidity,
      jti: accessJti,
    },
    key,
  );
  const refresh = signJwt(
    {
      user_id: info.user_id,
      tenant_id: info.tenant_id,
      client_id: client.clientId,
      dept_id: info.dept_id,
      role_id: info.role_id,
      token_type: 'refresh_token',
      sid: loginSid,
      exp: now + client.refreshValidity,
      jti: crypto.randomUUID(),
    },
    key,
  );
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: refresh,
    expires_in: client.accessValidity - 1,
    scope: 'all',
    ...info,
    detail: null,
    jti: accessJti,
  };
}
