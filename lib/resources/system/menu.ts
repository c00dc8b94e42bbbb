import { defineResource } from '../define-resource';
import { dict, number, text, textarea, tree } from '../fields';

// 菜单管理 (Menus): blade_menu as a lazy tree of menus (category 1) and their buttons (category 2).
export const menu = defineResource({
  name: 'menu',
  menuPath: '/system/menu',
  api: '/blade-system/menu',
  titleField: 'name',
  dateRange: false,
  tree: { lazy: true },
  fields: {
    name: text({ required: true, search: true, max: 255, width: 200 }),
    code: text({ required: true, search: true, max: 255, width: 180 }),
    alias: text({ search: true, max: 255 }),
    path: text({ max: 255, width: 240 }),
    source: text({ list: false, max: 255 }),
    category: dict('menu_category', { required: true, defaultValue: '1' }),
    // 按钮功能 places a button (category 2); a menu has none (Blade stores 0, which the dictionary does not name).
    action: dict('button_func', { list: false, shownWhen: { category: ['2'] } }),
    isOpen: dict('yes_no', { required: true, defaultValue: '1' }),
    parentId: tree('menu', { list: false }),
    sort: number({ min: 0, defaultValue: 1 }),
    remark: textarea({ max: 255 }),
  },
});
