import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R, ServiceError } from '../../http/envelope';
import { isAdministrator, type BladeUser } from '../../auth/blade-user';
import { menuTable, menuVO } from '../../tables/system/menu';
import { platformTenantScope } from '../../tables/system/platform-tenant';
import { placeholders, splitIds } from '../shared/rows';
import { forest, lazyParent, liveRows, treeNode } from './tree-query';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

// The trees of the grant dialogs (docs/blade-contract.md §6.2): roles get menus, data scopes and API
// scopes; top menus get category-1 menus. The administrator sees everything, anyone else only
// what their own roles hold, so nobody can hand out more than they have.

type Row = Record<string, unknown>;

/** Menu ids the caller's roles hold; null = everything (administrator). */
export function callerMenuIds(db: Db, user: BladeUser): Set<string> | null {
  if (isAdministrator(user)) return null;
  const roleIds = splitIds(user.roleId);
  if (roleIds.length === 0) return new Set();
  const rows = db
    .prepare(`SELECT DISTINCT menu_id FROM blade_role_menu WHERE role_id IN (${placeholders(roleIds.length)})`)
    .all(...roleIds) as { menu_id: string }[];
  return new Set(rows.map((row) => row.menu_id));
}

/** Scope ids (1 data, 2 api) the caller's roles hold; null = everything (administrator). */
export function callerScopeIds(db: Db, user: BladeUser, category: 1 | 2): Set<string> | null {
  if (isAdministrator(user)) return null;
  const roleIds = splitIds(user.roleId);
  if (roleIds.length === 0) return new Set();
  const rows = db
    .prepare(`SELECT DISTINCT scope_id FROM blade_role_scope WHERE scope_category = ? AND role_id IN (${placeholders(roleIds.length)})`)
    .all(category, ...roleIds) as { scope_id: string }[];
  return new Set(rows.map((row) => row.scope_id));
}

const requireUser = (ctx: Context): BladeUser => {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  return ctx.user;
};

const menus = (db: Db, categoryOne: boolean): Row[] =>
  db
    .prepare(`SELECT id, parent_id, name FROM blade_menu WHERE is_deleted = 0${categoryOne ? ' AND category = 1' : ''} ORDER BY sort, id`)
    .all() as Row[];

/** Menus (optionally only the allowed ones) as a TreeNode forest. */
export function menuForest(db: Db, allowed: Set<string> | null, categoryOne = false) {
  const rows = menus(db, categoryOne).filter((row) => !allowed || allowed.has(String(row.id)));
  return forest(rows.map((row) => treeNode(row.id, row.parent_id, row.name)));
}

/** The menus holding scopes as roots, each scope a leaf under its menu (`parentId = menu_id`). */
export function scopeForest(db: Db, table: 'blade_scope_data' | 'blade_scope_api', allowed: Set<string> | null) {
  const scopes = (
    db.prepare(`SELECT id, menu_id, scope_name FROM ${table} WHERE is_deleted = 0 ORDER BY menu_id, id`).all() as Row[]
  ).filter((row) => !allowed || allowed.has(String(row.id)));
  const menuIds = [...new Set(scopes.map((row) => String(row.menu_id)))];
  const holders = menuIds.length
    ? (db
        .prepare(`SELECT id, name FROM blade_menu WHERE is_deleted = 0 AND id IN (${placeholders(menuIds.length)}) ORDER BY sort, id`)
        .all(...menuIds) as Row[])
    : [];
  // A menu node is a grouping, not grantable: it is answered with parentId 0 so scopes stay its children.
  return forest([
    ...holders.map((row) => treeNode(row.id, '0', row.name)),
    ...scopes.map((row) => treeNode(row.id, row.menu_id, row.scope_name)),
  ]);
}

// GET /blade-system/menu/grant-tree — {menu, dataScope, apiScope}.
export function grantTree(ctx: Context) {
  const user = requireUser(ctx);
  return R.data({
    menu: menuForest(ctx.db, callerMenuIds(ctx.db, user)),
    dataScope: scopeForest(ctx.db, 'blade_scope_data', callerScopeIds(ctx.db, user, 1)),
    apiScope: scopeForest(ctx.db, 'blade_scope_api', callerScopeIds(ctx.db, user, 2)),
  });
}

/** Role ids of the request that the caller may see (platform: any tenant; others: their own). */
export function visibleRoleIds(ctx: Context, ids: string[]): string[] {
  if (ids.length === 0) return [];
  const scope = platformTenantScope(ctx);
  const rows = ctx.db
    .prepare(
      `SELECT id FROM blade_role WHERE is_deleted = 0 AND id IN (${placeholders(ids.length)})${scope.sql.map((clause) => ` AND ${clause}`).join('')}`,
    )
    .all(...ids, ...scope.params) as { id: string }[];
  return rows.map((row) => row.id);
}

const distinct = (db: Db, sql: string, params: unknown[]) => [
  ...new Set((db.prepare(sql).all(...params) as { id: string }[]).map((row) => String(row.id))),
];

// GET /blade-system/menu/role-tree-keys?roleIds= — what those roles hold now.
export function roleTreeKeys(ctx: Context) {
  requireUser(ctx);
  const roleIds = visibleRoleIds(ctx, splitIds(ctx.query.get('roleIds')));
  if (roleIds.length === 0) return R.data({ menu: [], dataScope: [], apiScope: [] });
  const inRoles = `role_id IN (${placeholders(roleIds.length)})`;
  const scopes = (category: number) =>
    distinct(ctx.db, `SELECT scope_id AS id FROM blade_role_scope WHERE scope_category = ? AND ${inRoles}`, [category, ...roleIds]);
  return R.data({
    menu: distinct(ctx.db, `SELECT menu_id AS id FROM blade_role_menu WHERE ${inRoles}`, roleIds),
    dataScope: scopes(1),
    apiScope: scopes(2),
  });
}

// GET /blade-system/menu/grant-top-tree — {menu}: category-1 menus.
export function grantTopTree(ctx: Context) {
  const user = requireUser(ctx);
  return R.data({ menu: menuForest(ctx.db, callerMenuIds(ctx.db, user), true) });
}

/** Top menu ids of the request in the caller's tenant. */
export function ownTopMenuIds(ctx: Context, ids: string[]): string[] {
  if (ids.length === 0) return [];
  const rows = ctx.db
    .prepare(`SELECT id FROM blade_top_menu WHERE is_deleted = 0 AND tenant_id = ? AND id IN (${placeholders(ids.length)})`)
    .all(ctx.user?.tenantId ?? '', ...ids) as { id: string }[];
  return rows.map((row) => row.id);
}

// GET /blade-system/menu/top-tree-keys?topMenuIds= — {menu: [ids]}.
export function topTreeKeys(ctx: Context) {
  requireUser(ctx);
  const ids = ownTopMenuIds(ctx, splitIds(ctx.query.get('topMenuIds')));
  if (ids.length === 0) return R.data({ menu: [] });
  return R.data({
    menu: distinct(ctx.db, `SELECT menu_id AS id FROM blade_top_menu_setting WHERE top_menu_id IN (${placeholders(ids.length)})`, ids),
  });
}

// GET /blade-system/menu/lazy-menu-list?parentId= — one level of category-1 menus with hasChildren
// (the data/API scope screens' menu tree).
export function menuLazyMenuList(ctx: Context) {
  const parentId = lazyParent(ctx, menuTable, 'parentId', '0', ['parentId']);
  const scope = { sql: ['category = 1', ...(parentId === null ? [] : ['parent_id = ?'])], params: parentId === null ? [] : [parentId] };
  const rows = liveRows(ctx, menuTable, { scope, filters: true, skip: ['parentId'] });
  const ids = rows.map((row) => String(row.id));
  const withMenuChildren = ids.length
    ? new Set(
        (
          ctx.db
            .prepare(
              `SELECT DISTINCT parent_id FROM blade_menu WHERE is_deleted = 0 AND category = 1 AND parent_id IN (${placeholders(ids.length)})`,
            )
            .all(...ids) as { parent_id: string }[]
        ).map((row) => row.parent_id),
      )
    : new Set<string>();
  return R.data(rows.map((row) => ({ ...menuVO(ctx.db, row), hasChildren: withMenuChildren.has(String(row.id)) })));
}
