import { defineResource } from '../define-resource';
import { auditFields, dict, text, textarea, tree } from '../fields';

// 数据权限 / 接口权限 (Data and API scopes): rules under a menu, granted to roles; entity-bound lists.
export const dataScope = defineResource({
  name: 'data_scope',
  menuPath: '/authority/datascope',
  api: '/blade-system/data-scope',
  titleField: 'scopeName',
  dateRange: false,
  fields: {
    menuId: tree('menu', { required: true, search: 'like', width: 160 }),
    scopeName: text({ required: true, search: true, max: 255, width: 220 }),
    resourceCode: text({ required: true, search: true, max: 255 }),
    scopeType: dict('data_scope_type', { required: true, search: 'like', width: 160 }),
    scopeColumn: text({ max: 255 }),
    scopeField: text({ list: false, defaultValue: '*', max: 255 }),
    scopeClass: text({ list: false, max: 500, wide: true }),
    scopeValue: textarea({ max: 2000 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});

export const apiScope = defineResource({
  name: 'api_scope',
  menuPath: '/authority/apiscope',
  api: '/blade-system/api-scope',
  titleField: 'scopeName',
  dateRange: false,
  fields: {
    menuId: tree('menu', { required: true, search: 'like', width: 160 }),
    scopeName: text({ required: true, search: true, max: 255, width: 200 }),
    resourceCode: text({ required: true, search: true, max: 255 }),
    scopePath: text({ required: true, max: 255, width: 260 }),
    scopeType: dict('api_scope_type', { required: true, search: 'like' }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
