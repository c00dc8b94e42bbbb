import type { TableDef } from '../../crud/table-def';

// 顶部菜单 (Top menus): blade_top_menu, tenant-scoped, listed by sort (TopMenuController, Map filters).
export const topMenuTable: TableDef = {
  table: 'blade_top_menu',
  base: '/blade-system/topmenu',
  columns: { code: 'text', name: 'text', source: 'text', path: 'text', sort: 'int' },
  tenant: true,
  permission: 'topmenu',
  required: ['code', 'name'],
  unique: [{ columns: ['code'], message: '当前顶部菜单编号已存在!' }],
};
