import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { requireCode } from '../../crud/permissions';
import { hashPlainPassword } from '../../auth/password';
import { platformTenantScope } from '../../tables/system/platform-tenant';
import { userVO } from '../user/user-vo';
import { placeholders, splitIds } from '../shared/rows';
import { paramValue } from './param-value';
import { recordUsual } from '../log/usual-log';
import { roleNames } from './role-grant';
import { clearFailures } from '../../auth/login-failures';

// The user screen's toolbar actions (BladeX UserController): grant roles, reset passwords, unlock and the
// per-platform extension (blade_user_ext keyed by user and user type). Their button codes, tenant and rank are
// the route policy's (services/system/admin-routes.ts, blade/policy/enforce.ts); the reads check their code here.

type UserRow = { id: string; tenant_id: string; user_type: number | null } & Record<string, unknown>;

/** The listed users the caller may manage (platform: any tenant; others: their own); all must exist. */
function requireUsers(ctx: Context, ids: string[]): UserRow[] {
  if (ids.length === 0) throw new ServiceError('请选择至少一个用户');
  const scope = platformTenantScope(ctx);
  const rows = ctx.db
    .prepare(
      `SELECT * FROM blade_user WHERE is_deleted = 0 AND id IN (${placeholders(ids.length)})${scope.sql.map((clause) => ` AND ${clause}`).join('')}`,
    )
    .all(...ids, ...scope.params) as UserRow[];
  if (rows.length !== new Set(ids).size) throw new ServiceError('用户不存在!');
  return rows;
}

const accounts = (users: UserRow[]) => users.map((user) => String(user.account)).join('、');

const touch = (ctx: Context) => [ctx.user?.userId ?? '', formatDateTime()];

// POST /blade-user/grant?userIds=&roleIds= — every listed user gets exactly these roles. The route policy has already
// checked that the roles live in the users' one tenant and that none is above the caller's rank (admin-routes.ts).
export function userGrant(ctx: Context) {
  const users = requireUsers(ctx, splitIds(ctx.query.get('userIds')));
  const roleIds = [...new Set(splitIds(ctx.query.get('roleIds')))];
  if (roleIds.length === 0) throw new ServiceError('请选择至少一个角色');
  const update = ctx.db.prepare('UPDATE blade_user SET role_id = ?, update_user = ?, update_time = ? WHERE id = ?');
  ctx.db.transaction(() => users.forEach((user) => update.run(roleIds.join(','), ...touch(ctx), user.id)))();
  recordUsual(ctx, { logId: 'grant', data: `用户 ${accounts(users)} 角色变更为：${roleNames(ctx.db, roleIds)}` });
  return R.success();
}

// POST /blade-user/reset-password?userIds= — back to the account.initPassword parameter (default 123456).
export function resetPassword(ctx: Context) {
  const users = requireUsers(ctx, splitIds(ctx.query.get('userIds')));
  const hash = hashPlainPassword(paramValue(ctx.db, 'account.initPassword') || '123456');
  const update = ctx.db.prepare('UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE id = ?');
  ctx.db.transaction(() => users.forEach((user) => update.run(hash, ...touch(ctx), user.id)))();
  recordUsual(ctx, { logId: 'password', data: `用户 ${accounts(users)} 的密码已重置为初始密码` });
  return R.success();
}

// POST /blade-user/unlock?userIds= — clears the sign-in failures that locked the accounts (account.failCount).
export function unlockUsers(ctx: Context) {
  const users = requireUsers(ctx, splitIds(ctx.query.get('userIds')));
  ctx.db.transaction(() => users.forEach((user) => clearFailures(ctx.db, user.tenant_id, String(user.account))))();
  recordUsual(ctx, { logId: 'unlock', data: `用户 ${accounts(users)} 已解封` });
  return R.success();
}

const extOf = (ctx: Context, userId: string, userType: unknown) =>
  (
    ctx.db.prepare('SELECT user_ext FROM blade_user_ext WHERE user_id = ? AND user_type = ?').get(userId, Number(userType) || 1) as
      | { user_ext: string }
      | undefined
  )?.user_ext ?? '';

// GET /blade-user/platform-detail?id= — the UserVO with its extension for its user type.
export function platformDetail(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'user_platform');
  const [user] = requireUsers(ctx, splitIds(ctx.query.get('id')).slice(0, 1));
  return R.data({ ...userVO(ctx.db, user), userExt: extOf(ctx, user.id, user.user_type) });
}

// POST /blade-user/update-platform?userId=&userType=&userExt= — sets the user's type and that type's extension.
export function updatePlatform(ctx: Context) {
  const [user] = requireUsers(ctx, splitIds(ctx.query.get('userId')).slice(0, 1));
  const userType = Number(ctx.query.get('userType'));
  if (![1, 2, 3].includes(userType)) throw new ServiceError('用户平台不正确');
  const userExt = ctx.query.get('userExt') ?? '';
  if (userExt.length > 255) throw new ServiceError('用户拓展信息不能超过255个字符');
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE blade_user SET user_type = ?, update_user = ?, update_time = ? WHERE id = ?')
      .run(userType, ...touch(ctx), user.id);
    const existing = ctx.db.prepare('SELECT id FROM blade_user_ext WHERE user_id = ? AND user_type = ?').get(user.id, userType) as
      | { id: string }
      | undefined;
    if (existing) ctx.db.prepare('UPDATE blade_user_ext SET user_ext = ? WHERE id = ?').run(userExt, existing.id);
    else
      ctx.db
        .prepare('INSERT INTO blade_user_ext (id, user_id, user_type, user_ext) VALUES (?, ?, ?, ?)')
        .run(nextId(), user.id, userType, userExt);
  })();
  return R.success();
}
