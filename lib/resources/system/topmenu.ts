import { defineResource } from '../define-resource';
import { auditFields, number, text } from '../fields';

// 顶部菜单 (Top menus): blade_top_menu per tenant, ordered by sort.
export const topmenu = defineResource({
  name: 'topmenu',
  menuPath: '/system/topmenu',
  api: '/blade-system/topmenu',
  titleField: 'name',
  fields: {
    code: text({ required: true, search: true, readOnly: 'edit', max: 255 }),
    name: text({ required: true, search: true, max: 255 }),
    source: text({ max: 255 }),
    path: text({ list: false, max: 255 }),
    sort: number({ min: 0, defaultValue: 1 }),
    ...auditFields(),
  },
});
