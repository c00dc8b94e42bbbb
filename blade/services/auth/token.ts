import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { OAuthError, R } from '../../http/envelope';
import { authenticateClient, type OAuthClient } from '../../auth/clients';
import { matchesStoredPassword } from '../../auth/password';
import { clearFailures, isLockedOut, recordFailure } from '../../auth/login-failures';
import { verifyJwt } from '../../auth/jwt';
import { signingKey } from '../../auth/secrets';
import { issueTokens, type TokenSubject } from '../../auth/issue-tokens';
import { consumeCaptcha } from './captcha';
import { formatDateTime } from '../../db/time';
import { PENDING_MESSAGE, socialSubject } from './social/grant';
import { recordUsual } from '../log/usual-log';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

const header = (ctx: Context, name: string) => {
  const value = ctx.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

// POST /blade-auth/oauth/token — grants password, captcha, social and refresh_token, parameters in the query string.
export function postToken(ctx: Context) {
  const client = authenticateClient(ctx.db, header(ctx, 'authorization') || undefined);
  if (!client) throw new OAuthError('invalid_client', '客户端认证失败', 401);
  const grantType = ctx.query.get('grant_type') ?? '';
  if (!client.grantTypes.includes(grantType) || !['password', 'captcha', 'social', 'refresh_token'].includes(grantType)) {
    throw new OAuthError('unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  }
  if (grantType === 'refresh_token') return R.raw(refreshGrant(ctx, client));
  if (grantType === 'social') return R.raw(socialGrant(ctx, client));
  if (grantType === 'captcha' && !consumeCaptcha(ctx.db, header(ctx, 'captcha-key'), header(ctx, 'captcha-code'))) {
    throw new OAuthError('access_denied', '验证码不正确');
  }
  return R.raw(passwordGrant(ctx, client));
}

function requireTenant(db: Db, tenantId: string) {
  const tenant = tenantId
    ? (db.prepare('SELECT * FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(tenantId) as Record<string, any> | undefined)
    : undefined;
  if (!tenant) throw new OAuthError('invalid_grant', '租户ID未找到');
  if (tenant.expire_time && tenant.expire_time < formatDateTime()) throw new OAuthError('invalid_grant', '租户授权已过期,请联系管理员');
  return tenant;
}

function passwordGrant(ctx: Context, client: OAuthClient) {
  const tenantId = header(ctx, 'tenant-id') || ctx.query.get('tenant_id') || '';
  requireTenant(ctx.db, tenantId);
  const account = ctx.query.get('username') ?? '';
  const password = ctx.query.get('password') ?? '';
  if (isLockedOut(ctx.db, tenantId, account)) throw new OAuthError('access_denied', '登录错误次数过多,请稍后再试');
  const user = ctx.db.prepare('SELECT * FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0').get(tenantId, account) as
    | Record<string, any>
    | undefined;
  if (!user || !account || !matchesStoredPassword(password, String(user.password))) {
    if (account) {
      recordFailure(ctx.db, tenantId, account);
      recordUsual(ctx, { logId: 'login', level: 'warn', data: `用户 ${account} 登录失败：用户名或密码错误`, actor: { tenantId, account } });
    }
    throw new OAuthError('invalid_grant', '用户名或密码错误');
  }
  clearFailures(ctx.db, tenantId, account);
  // A guest registration waits for an administrator's approval (status 0) before it may sign in.
  if (Number(user.status) !== 1) throw new OAuthError('invalid_grant', PENDING_MESSAGE);
  recordUsual(ctx, { logId: 'login', data: `用户 ${account}（${user.real_name ?? ''}）登录成功`, actor: { tenantId, account } });
  return issueTokens(ctx.db, client, subjectFor(ctx.db, user, header(ctx, 'dept-id'), header(ctx, 'role-id')));
}

function socialGrant(ctx: Context, client: OAuthClient) {
  const tenantId = header(ctx, 'tenant-id') || ctx.query.get('tenantId') || ctx.query.get('tenant_id') || '';
  requireTenant(ctx.db, tenantId);
  const subject = socialSubject(ctx, tenantId, (user, oauthId) => ({ ...subjectFor(ctx.db, user, '', ''), oauthId }));
  return issueTokens(ctx.db, client, subject);
}

function refreshGrant(ctx: Context, client: OAuthClient) {
  const verified = verifyJwt(ctx.query.get('refresh_token') ?? '', signingKey(ctx.db));
  if (!verified.ok || verified.claims.token_type !== 'refresh_token' || verified.claims.client_id !== client.clientId) {
    throw new OAuthError('invalid_grant', BLADE_MESSAGES.tokenRevoked);
  }
  const sid = String(verified.claims.sid);
  const session = ctx.db.prepare('SELECT revoked_at FROM auth_session WHERE sid = ?').get(sid) as { revoked_at: number | null } | undefined;
  if (!session || session.revoked_at != null) throw new OAuthError('invalid_grant', BLADE_MESSAGES.tokenRevoked);
  const user = ctx.db.prepare('SELECT * FROM blade_user WHERE id = ? AND is_deleted = 0').get(String(verified.claims.user_id)) as
    | Record<string, any>
    | undefined;
  if (!user) throw new OAuthError('invalid_grant', BLADE_MESSAGES.tokenRevoked);
  requireTenant(ctx.db, String(user.tenant_id));
  const subject = subjectFor(ctx.db, user, String(verified.claims.dept_id ?? ''), String(verified.claims.role_id ?? ''));
  return issueTokens(ctx.db, client, subject, sid);
}

/** Switch mode (Dept-Id / Role-Id): a value the user really holds narrows the token to it. */
function subjectFor(db: Db, user: Record<string, any>, deptHeader: string, roleHeader: string): TokenSubject {
  const deptIds = String(user.dept_id ?? '')
    .split(',')
    .filter(Boolean);
  const roleIds = String(user.role_id ?? '')
    .split(',')
    .filter(Boolean);
  const roleId = roleHeader && roleIds.includes(roleHeader) ? roleHeader : roleIds.join(',');
  const chosenRoles = roleId.split(',').filter(Boolean);
  const aliases = chosenRoles.length
    ? (
        db
          .prepare(`SELECT role_alias FROM blade_role WHERE is_deleted = 0 AND id IN (${chosenRoles.map(() => '?').join(',')})`)
          .all(...chosenRoles) as { role_alias: string }[]
      ).map((row) => row.role_alias)
    : [];
  if (aliases.length === 0) throw new OAuthError('invalid_grant', '未获得用户的角色信息');
  const oauth = db.prepare('SELECT id FROM blade_user_oauth WHERE user_id = ?').get(user.id) as { id: string } | undefined;
  return {
    user,
    tenantId: String(user.tenant_id),
    deptId: deptHeader && deptIds.includes(deptHeader) ? deptHeader : deptIds.join(','),
    roleId,
    roleAliases: aliases,
    oauthId: oauth?.id ?? '',
  };
}
