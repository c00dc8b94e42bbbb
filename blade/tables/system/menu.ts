import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { toVO } from '../../crud/row-codec';
import { dictLabel } from './dict-label';
import { dropBlank } from './platform-tenant';
import { parentIdOf, parentName, parentRow, refuseParentsWithChildren } from './tree-parent';

// 菜单管理 (Menus): blade_menu (no tenant, no audit columns). Routes, buttons and top-menu stay in
// services/system/menu.ts; the admin list (a MenuVO tree), lazy-list and tree are in menu-endpoints.ts.
export const menuTable: TableDef = {
  table: 'blade_menu',
  base: '/blade-system/menu',
  columns: {
    parent_id: 'text',
    code: 'text',
    name: 'text',
    alias: 'text',
    path: 'text',
    source: 'text',
    sort: 'int',
    category: 'int',
    action: 'int',
    is_open: 'int',
    remark: 'text',
    is_deleted: 'int',
  },
  audit: false,
  endpoints: ['detail', 'submit', 'remove'],
  permission: 'menu',
  policy: { platformOnly: true },
  required: ['code', 'name', 'category'],
  indexes: [['code']],
};

/** MenuVO: the wrapper fills the dictionary names and the parent's name. */
export const menuVO = (db: Db, row: Record<string, unknown>) => ({
  ...toVO(row),
  parentName: parentName(db, 'blade_menu', 'name', row.parent_id),
  categoryName: dictLabel(db, 'menu_category', row.category),
  actionName: dictLabel(db, 'button_func', row.action),
  isOpenName: dictLabel(db, 'yes_no', row.is_open),
});

export const menuHooks: CrudHooks = {
  view: menuVO,
  beforeWrite: (ctx, values, existing) => {
    dropBlank(values, ['action', 'is_open'], { action: 0, is_open: 1 }, !existing);
    // MenuServiceImpl.submit: a code anywhere, or a name among menus (category 1), may not repeat.
    const merged = { ...existing, ...values };
    const clash = ctx.db
      .prepare('SELECT 1 FROM blade_menu WHERE is_deleted = 0 AND id <> ? AND (code = ? OR (name = ? AND category = 1)) LIMIT 1')
      .get(existing?.id ?? '', merged.code, merged.name);
    if (clash) throw new ServiceError('菜单名或编号已存在!');
    if (existing && values.parent_id === undefined) return;
    values.parent_id = parentIdOf(values.parent_id);
    if (values.parent_id !== '0' && parentRow(ctx.db, 'blade_menu', String(values.parent_id), existing?.id).category !== 1) {
      throw new ServiceError('父节点只可选择菜单类型!');
    }
  },
  beforeRemove: (ctx, ids) => refuseParentsWithChildren(ctx.db, 'blade_menu', ids),
};
