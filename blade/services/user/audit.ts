import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import type { BladeUser } from '../../auth/blade-user';
import { isAdministrator } from '../../auth/blade-user';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { placeholders, splitIds } from '../shared/rows';
import { paramValue } from '../system/param-value';
import { userVO } from './user-vo';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/** Whether the caller's roles hold a button code (administrator holds all), as Blade's @PreAuth would check. */
function holdsButton(db: Db, user: BladeUser, code: string): boolean {
  if (isAdministrator(user)) return true;
  const roleIds = splitIds(user.roleId);
  if (roleIds.length === 0) return false;
  return !!db
    .prepare(
      `SELECT 1 FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id
       WHERE m.code = ? AND m.is_deleted = 0 AND rm.role_id IN (${placeholders(roleIds.length)}) LIMIT 1`,
    )
    .get(code, ...roleIds);
}

function requireButton(ctx: Context, code: string): BladeUser {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  if (!holdsButton(ctx.db, ctx.user, code)) throw new ServiceError('缺失权限,请联系管理员', 403);
  return ctx.user;
}

// GET /blade-user/audit-page?current&size — guest registrations of the caller's tenant waiting for approval.
export function auditPage(ctx: Context) {
  const user = requireButton(ctx, 'useraudit');
  const current = Math.max(1, Number(ctx.query.get('current')) || 1);
  const size = Math.min(200, Math.max(1, Number(ctx.query.get('size')) || 10));
  const where = 'tenant_id = ? AND status = 0 AND is_deleted = 0';
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM blade_user WHERE ${where}`).get(user.tenantId) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM blade_user WHERE ${where} ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(user.tenantId, size, (current - 1) * size) as Record<string, unknown>[];
  return R.data({ records: rows.map((row) => userVO(ctx.db, row)), total, size, current, pages: Math.ceil(total / size) });
}

function pendingIds(ctx: Context, user: BladeUser): string[] {
  const ids = splitIds(ctx.query.get('ids') ?? String((ctx.body as Record<string, unknown> | null)?.ids ?? ''));
  if (ids.length === 0) throw new ServiceError(BLADE_MESSAGES.selectAtLeastOne);
  const found = ctx.db
    .prepare(`SELECT id FROM blade_user WHERE tenant_id = ? AND status = 0 AND is_deleted = 0 AND id IN (${placeholders(ids.length)})`)
    .all(user.tenantId, ...ids) as { id: string }[];
  if (found.length !== ids.length) throw new ServiceError('所选用户不在待审核状态');
  return ids;
}

/**
 * POST /blade-user/audit-pass?ids — approves: status 1 and the registration role (param
 * `account.registerRole`, a role alias of the tenant; `user` by default), so the user can sign in.
 */
export function auditPass(ctx: Context) {
  const user = requireButton(ctx, 'useraudit_pass');
  const ids = pendingIds(ctx, user);
  const alias = paramValue(ctx.db, 'account.registerRole') || 'user';
  const role = ctx.db
    .prepare('SELECT id FROM blade_role WHERE tenant_id = ? AND role_alias = ? AND is_deleted = 0')
    .get(user.tenantId, alias) as { id: string } | undefined;
  if (!role) throw new ServiceError(`未找到注册用户的默认角色 [${alias}],请在参数管理中配置 account.registerRole`);
  const update = ctx.db.prepare(
    `UPDATE blade_user SET status = 1, role_id = CASE WHEN role_id = '' THEN ? ELSE role_id END, update_user = ?, update_time = ? WHERE id = ?`,
  );
  ctx.db.transaction(() => ids.forEach((id) => update.run(role.id, user.userId, formatDateTime(), id)))();
  return R.status(true);
}

/** POST /blade-user/audit-refuse?ids — rejects: the pending user is removed and its identity unbound, so it may apply again. */
export function auditRefuse(ctx: Context) {
  const user = requireButton(ctx, 'useraudit_refuse');
  const ids = pendingIds(ctx, user);
  ctx.db.transaction(() => {
    for (const id of ids) {
      ctx.db
        .prepare('UPDATE blade_user SET is_deleted = 1, update_user = ?, update_time = ? WHERE id = ?')
        .run(user.userId, formatDateTime(), id);
      ctx.db.prepare('UPDATE blade_user_oauth SET user_id = NULL WHERE user_id = ?').run(id);
    }
  })();
  return R.status(true);
}
