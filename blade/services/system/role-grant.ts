import { z } from 'zod';
import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { requireCode } from '../../crud/permissions';
import { isAdministrator } from '../../auth/blade-user';
import { placeholders } from '../shared/rows';
import { recordUsual } from '../log/usual-log';
import { callerMenuIds, callerScopeIds, ownTopMenuIds, visibleRoleIds } from './grant-tree';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

// POST /blade-system/role/grant and /blade-system/topmenu/grant: replace what the roles (top menus)
// hold with exactly the ids sent (RoleServiceImpl.grant: delete, then insert every pair).

/** Saber sends arrays of string ids; a comma-joined string is accepted too. */
const ids = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: '参数格式不正确' })
  .optional()
  .transform((value) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
    return [...new Set(list.map((id) => String(id).trim()).filter(Boolean))];
  });

export const roleGrantSchema = z.object({ roleIds: ids, menuIds: ids, dataScopeIds: ids, apiScopeIds: ids });
export const topMenuGrantSchema = z.object({ topMenuIds: ids, menuIds: ids });

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? '参数格式不正确');
  return parsed.data;
}

/** Ids that exist (live) in the table; anything else is refused rather than stored dangling. */
function requireExisting(db: Db, table: string, requested: string[]): void {
  if (requested.length === 0) return;
  const found = db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE is_deleted = 0 AND id IN (${placeholders(requested.length)})`)
    .get(...requested) as { n: number };
  if (found.n !== requested.length) throw new ServiceError('授权数据不存在!');
}

/** Nobody hands out more than they hold: a non-administrator may grant only their own menus and scopes. */
function requireHeld(requested: string[], held: Set<string> | null): void {
  if (held && requested.some((id) => !held.has(id))) throw new ServiceError(BLADE_MESSAGES.requestRefused, 403);
}

/** The roles' names, for log sentences: `管理员、操作员`. */
export const roleNames = (db: Db, roleIds: string[]) =>
  (db.prepare(`SELECT role_name FROM blade_role WHERE id IN (${placeholders(roleIds.length)})`).all(...roleIds) as { role_name: string }[])
    .map((role) => role.role_name)
    .join('、');

export function roleGrant(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'role_grant');
  const user = ctx.user!;
  const body = parse(roleGrantSchema, ctx.body);
  if (body.roleIds.length === 0) throw new ServiceError('请选择至少一个角色');
  const roleIds = visibleRoleIds(ctx, body.roleIds);
  if (roleIds.length !== body.roleIds.length) throw new ServiceError('角色不存在!');
  if (!isAdministrator(user)) {
    const superRole = ctx.db
      .prepare(`SELECT 1 FROM blade_role WHERE role_alias = 'administrator' AND id IN (${placeholders(roleIds.length)})`)
      .get(...roleIds);
    if (superRole) throw new ServiceError('无权限设置超管角色!', 403);
  }
  requireExisting(ctx.db, 'blade_menu', body.menuIds);
  requireExisting(ctx.db, 'blade_scope_data', body.dataScopeIds);
  requireExisting(ctx.db, 'blade_scope_api', body.apiScopeIds);
  requireHeld(body.menuIds, callerMenuIds(ctx.db, user));
  requireHeld(body.dataScopeIds, callerScopeIds(ctx.db, user, 1));
  requireHeld(body.apiScopeIds, callerScopeIds(ctx.db, user, 2));
  ctx.db.transaction(() => {
    const inRoles = `role_id IN (${placeholders(roleIds.length)})`;
    ctx.db.prepare(`DELETE FROM blade_role_menu WHERE ${inRoles}`).run(...roleIds);
    ctx.db.prepare(`DELETE FROM blade_role_scope WHERE ${inRoles}`).run(...roleIds);
    const menu = ctx.db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
    const scope = ctx.db.prepare('INSERT INTO blade_role_scope (id, scope_category, scope_id, role_id) VALUES (?, ?, ?, ?)');
    for (const roleId of roleIds) {
      for (const menuId of body.menuIds) menu.run(nextId(), menuId, roleId);
      for (const scopeId of body.dataScopeIds) scope.run(nextId(), 1, scopeId, roleId);
      for (const scopeId of body.apiScopeIds) scope.run(nextId(), 2, scopeId, roleId);
    }
  })();
  recordUsual(ctx, {
    logId: 'grant',
    data: `角色 ${roleNames(ctx.db, roleIds)} 权限设置：菜单 ${body.menuIds.length} 项，数据权限 ${body.dataScopeIds.length} 项，接口权限 ${body.apiScopeIds.length} 项`,
  });
  return R.success();
}

export function topMenuGrant(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'topmenu_grant');
  const body = parse(topMenuGrantSchema, ctx.body);
  if (body.topMenuIds.length === 0) throw new ServiceError('请选择至少一个顶部菜单');
  const topMenuIds = ownTopMenuIds(ctx, body.topMenuIds);
  if (topMenuIds.length !== body.topMenuIds.length) throw new ServiceError('顶部菜单不存在!');
  requireExisting(ctx.db, 'blade_menu', body.menuIds);
  requireHeld(body.menuIds, callerMenuIds(ctx.db, ctx.user!));
  ctx.db.transaction(() => {
    ctx.db.prepare(`DELETE FROM blade_top_menu_setting WHERE top_menu_id IN (${placeholders(topMenuIds.length)})`).run(...topMenuIds);
    const insert = ctx.db.prepare('INSERT INTO blade_top_menu_setting (id, top_menu_id, menu_id) VALUES (?, ?, ?)');
    for (const topMenuId of topMenuIds) for (const menuId of body.menuIds) insert.run(nextId(), topMenuId, menuId);
  })();
  return R.success();
}
