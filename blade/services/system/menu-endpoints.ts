import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { menuTable, menuVO } from '../../tables/system/menu';
import { forest, idsWithChildren, lazyParent, liveRows, treeNode } from './tree-query';

// GET /blade-system/menu/list (Map filters) — R<MenuVO tree> of menus and buttons, by sort.
export function menuList(ctx: Context) {
  const rows = liveRows(ctx, menuTable, { permission: 'menu', filters: true });
  return R.data(forest(rows.map((row) => menuVO(ctx.db, row))));
}

// GET /blade-system/menu/lazy-list?parentId= (Map filters) — one level of MenuVO with hasChildren;
// a search (filters, no parent below the root) returns every matching menu.
export function menuLazyList(ctx: Context) {
  const parentId = lazyParent(ctx, menuTable, 'parentId', '0', ['parentId']);
  const scope = parentId === null ? undefined : { sql: ['parent_id = ?'], params: [parentId] };
  const rows = liveRows(ctx, menuTable, { permission: 'menu', scope, filters: true, skip: ['parentId'] });
  const parents = idsWithChildren(
    ctx,
    menuTable,
    rows.map((row) => String(row.id)),
  );
  return R.data(rows.map((row) => ({ ...menuVO(ctx.db, row), hasChildren: parents.has(String(row.id)) })));
}

// GET /blade-system/menu/tree — the menu picker: category-1 menus as a TreeNode forest.
export function menuTree(ctx: Context) {
  const rows = liveRows(ctx, menuTable, { scope: { sql: ['category = 1'], params: [] } });
  return R.data(forest(rows.map((row) => treeNode(row.id, row.parent_id, row.name))));
}
