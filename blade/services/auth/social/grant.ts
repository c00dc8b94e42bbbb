import type { Context } from '../../../http/router';
import type { Db } from '../../../db/open';
import { OAuthError } from '../../../http/envelope';
import { nextId } from '../../../db/ids';
import type { TokenSubject } from '../../../auth/issue-tokens';
import { redeemLocalCode } from './local-provider';
import { socialSource } from './sources';

export const PENDING_MESSAGE = '注册申请正在审核中,请耐心等待管理员通过!';

/**
 * grant_type=social (BladeX SocialTokenGranter + UserServiceImpl.userInfo(UserOauth)): the code is
 * redeemed at the provider, the identity is recorded in blade_user_oauth (one row per source, uuid and
 * tenant) and, when bound to an approved user, that user signs in. An unbound identity gets a guest
 * token with user_id -1 and its oauth_id, which the registration dialog uses.
 */
export function socialSubject(
  ctx: Context,
  tenantId: string,
  activeUser: (user: Record<string, any>, oauthId: string) => TokenSubject,
): TokenSubject {
  const sourceName = ctx.query.get('source') ?? '';
  const code = ctx.query.get('code') ?? '';
  const state = ctx.query.get('state') ?? '';
  const source = socialSource(sourceName);
  if (!source || !code || !state) throw new OAuthError('invalid_grant', '第三方登录参数错误');
  // The state must be one this service issued at render (JustAuth's state cache), and is used once.
  const issued = ctx.db
    .prepare('DELETE FROM social_auth_state WHERE state = ? AND source = ? AND expires_at >= ?')
    .run(state, source.name, Date.now());
  if (issued.changes !== 1) throw new OAuthError('invalid_grant', '第三方登录授权已失效,请重新登录');
  const identity = redeemLocalCode(ctx, code, state);
  if (!identity) throw new OAuthError('invalid_grant', '第三方登录授权已失效,请重新登录');

  const oauth = bindingFor(ctx.db, source.name, tenantId, identity);
  if (oauth.user_id) {
    const user = ctx.db
      .prepare('SELECT * FROM blade_user WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
      .get(oauth.user_id, tenantId) as Record<string, any> | undefined;
    if (user && Number(user.status) !== 1) throw new OAuthError('invalid_grant', PENDING_MESSAGE);
    if (user) return activeUser(user, oauth.id);
  }
  const guest = {
    id: '-1',
    account: identity.username,
    name: identity.nickname,
    real_name: identity.nickname,
    avatar: identity.avatar,
    post_id: '',
  };
  return { user: guest, tenantId, deptId: '', roleId: '', roleAliases: ['guest'], oauthId: oauth.id };
}

type Identity = { uuid: string; username: string; nickname: string; email: string; avatar: string };

function bindingFor(db: Db, source: string, tenantId: string, identity: Identity) {
  const find = () =>
    db
      .prepare('SELECT id, user_id FROM blade_user_oauth WHERE source = ? AND uuid = ? AND tenant_id = ?')
      .get(source, identity.uuid, tenantId) as { id: string; user_id: string | null } | undefined;
  const existing = find();
  if (existing) {
    db.prepare('UPDATE blade_user_oauth SET username = ?, nickname = ?, avatar = ?, email = ? WHERE id = ?').run(
      identity.username,
      identity.nickname,
      identity.avatar,
      identity.email,
      existing.id,
    );
    return existing;
  }
  db.prepare(
    'INSERT INTO blade_user_oauth (id, tenant_id, uuid, user_id, username, nickname, avatar, email, source) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)',
  ).run(nextId(), tenantId, identity.uuid, identity.username, identity.nickname, identity.avatar, identity.email, source);
  return find()!;
}
