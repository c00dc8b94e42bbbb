import crypto from 'node:crypto';
import type { Context } from '../../../http/router';
import { R, ServiceError } from '../../../http/envelope';
import { matchesStoredPassword, sha1Hex } from '../../../auth/password';
import { CODE_TTL_MS, socialSource } from './sources';

const MD5 = /^[a-f0-9]{32}$/i;
const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;

/**
 * POST /blade-auth/oauth/local/authorize — the local identity source's sign-in (what GitHub's login
 * form does): checks the identity's password, or enrols a new identity on first use (self-service,
 * like signing up at the provider), then hands back a one-time code through the redirect URI.
 * Body: client_id, redirect_uri, state, username, password (md5 hex), nickname (optional).
 */
export function localAuthorize(ctx: Context) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const source = socialSource('local')!;
  if (text('redirect_uri') !== source.redirectUri) throw new ServiceError('redirect_uri 不匹配');
  const client = ctx.db.prepare('SELECT 1 FROM blade_client WHERE client_id = ? AND is_deleted = 0').get(text('client_id'));
  if (!client) throw new ServiceError('客户端认证失败');
  const state = text('state');
  if (!state) throw new ServiceError('缺少 state');
  const username = text('username');
  const password = text('password');
  if (!USERNAME.test(username)) throw new ServiceError('账号须为 3-30 位字母、数字、下划线、点或横线');
  if (!MD5.test(password)) throw new ServiceError('请输入密码');

  const identity = ctx.db.prepare('SELECT uuid, password FROM social_local_identity WHERE username = ?').get(username) as
    | { uuid: string; password: string }
    | undefined;
  let uuid = identity?.uuid;
  if (identity && !matchesStoredPassword(password, identity.password)) throw new ServiceError('用户名或密码错误');
  if (!identity) {
    uuid = crypto.randomUUID();
    ctx.db
      .prepare(
        'INSERT INTO social_local_identity (uuid, username, password, nickname, email, avatar, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(uuid, username, sha1Hex(password.toLowerCase()), text('nickname').slice(0, 30) || username, '', '', Date.now());
  }
  const code = crypto.randomBytes(20).toString('hex');
  ctx.db
    .prepare('INSERT INTO social_auth_code (code, source, uuid, client_id, redirect_uri, state, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(code, 'local', uuid, text('client_id'), source.redirectUri, state, Date.now() + CODE_TTL_MS);
  return R.data({ redirect: `${source.redirectUri}?${new URLSearchParams({ code, state })}` });
}

/** The provider's "user info" answer for a redeemed code (JustAuth's AuthUser); null when the code is not good. */
export function redeemLocalCode(ctx: Context, code: string, state: string) {
  const now = Date.now();
  const row = ctx.db.prepare('SELECT * FROM social_auth_code WHERE code = ? AND source = ?').get(code, 'local') as
    | { uuid: string; state: string; expires_at: number; used_at: number | null }
    | undefined;
  if (!row || row.used_at != null || row.expires_at < now || row.state !== state) return null;
  const used = ctx.db.prepare('UPDATE social_auth_code SET used_at = ? WHERE code = ? AND used_at IS NULL').run(now, code);
  if (used.changes !== 1) return null;
  const identity = ctx.db
    .prepare('SELECT uuid, username, nickname, email, avatar FROM social_local_identity WHERE uuid = ?')
    .get(row.uuid) as { uuid: string; username: string; nickname: string; email: string; avatar: string } | undefined;
  return identity ?? null;
}
