import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R } from '../../http/envelope';
import { isAdministrator, type BladeUser } from '../../auth/blade-user';
import { buildForest } from '../shared/tree';
import { placeholders, splitIds, toCamel } from '../shared/rows';

type MenuVO = Record<string, unknown> & { id: string; parentId: string };

const MENU_COLUMNS = 'id, parent_id, code, name, alias, path, source, sort, category, action, is_open, remark, is_deleted';

function menuVO(row: Record<string, unknown>) {
  return { ...toCamel(row), parentName: '', categoryName: '', actionName: '', isOpenName: '' } as unknown as MenuVO;
}

/** Menu ids granted to the caller's roles; null means "everything" (administrator). */
function grantedMenuIds(db: Db, user: BladeUser): Set<string> | null {
  if (isAdministrator(user)) return null;
  const roleIds = splitIds(user.roleId);
  if (roleIds.length === 0) return new Set();
  const rows = db
    .prepare(`SELECT DISTINCT menu_id FROM blade_role_menu WHERE role_id IN (${placeholders(roleIds.length)})`)
    .all(...roleIds) as { menu_id: string }[];
  return new Set(rows.map((row) => row.menu_id));
}

function allMenus(db: Db, category: number) {
  return db
    .prepare(`SELECT ${MENU_COLUMNS} FROM blade_menu WHERE is_deleted = 0 AND category = ? ORDER BY sort, id`)
    .all(category) as Record<string, unknown>[];
}

/** Adds every ancestor of the given ids so a granted leaf keeps its place in the tree. */
function withAncestors(db: Db, ids: Set<string>): Set<string> {
  const parents = new Map(
    (db.prepare('SELECT id, parent_id FROM blade_menu WHERE is_deleted = 0').all() as { id: string; parent_id: string }[]).map((row) => [
      row.id,
      row.parent_id,
    ]),
  );
  const result = new Set(ids);
  for (const id of ids) {
    let parent = parents.get(id);
    while (parent && parent !== '0' && !result.has(parent)) {
      result.add(parent);
      parent = parents.get(parent);
    }
  }
  return result;
}

// GET /blade-system/menu/routes[?topMenuId=] — the caller's category-1 menu tree.
export function routes(ctx: Context) {
  if (!ctx.user) return R.data([]);
  const granted = grantedMenuIds(ctx.db, ctx.user);
  const all = allMenus(ctx.db, 1);
  let visible = new Set(all.map((row) => String(row.id)).filter((id) => !granted || granted.has(id)));
  const topMenuId = ctx.query.get('topMenuId');
  if (topMenuId) {
    // BladeX: (role menus + ancestors) ∩ the top menu's settings, then ancestors re-added.
    const settings = ctx.db.prepare('SELECT menu_id FROM blade_top_menu_setting WHERE top_menu_id = ?').all(topMenuId) as {
      menu_id: string;
    }[];
    const inTopMenu = new Set(settings.map((row) => row.menu_id));
    visible = withAncestors(ctx.db, new Set([...withAncestors(ctx.db, visible)].filter((id) => inTopMenu.has(id))));
  }
  const menus = all.filter((row) => visible.has(String(row.id)));
  return R.data(buildForest(menus.map(menuVO)));
}

// GET /blade-system/menu/buttons — each screen as a root holding the caller's buttons on it.
export function buttons(ctx: Context) {
  if (!ctx.user) return R.data([]);
  const granted = grantedMenuIds(ctx.db, ctx.user);
  const buttonRows = allMenus(ctx.db, 2).filter((row) => !granted || granted.has(String(row.id)));
  const parentIds = [...new Set(buttonRows.map((row) => String(row.parent_id)))];
  const parents = parentIds.length
    ? (ctx.db
        .prepare(
          `SELECT ${MENU_COLUMNS} FROM blade_menu WHERE is_deleted = 0 AND id IN (${placeholders(parentIds.length)}) ORDER BY sort, id`,
        )
        .all(...parentIds) as Record<string, unknown>[])
    : [];
  const roots = parents.map((parent) => ({
    ...menuVO(parent),
    children: buttonRows.filter((button) => button.parent_id === parent.id).map(menuVO),
  }));
  return R.data(roots);
}

// GET /blade-system/menu/top-menu — the tenant's top menus by sort.
export function topMenu(ctx: Context) {
  const tenantId = ctx.user?.tenantId ?? '000000';
  const rows = ctx.db
    .prepare(
      'SELECT id, tenant_id, code, name, source, path, sort FROM blade_top_menu WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort',
    )
    .all(tenantId) as Record<string, unknown>[];
  return R.data(rows.map(toCamel));
}
