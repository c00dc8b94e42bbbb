import { defineResource } from '../define-resource';
import { number, text, tree } from '../fields';

// 角色管理 (Roles): blade_role, listed as Blade's RoleVO tree (no audit columns, hence no date range).
export const role = defineResource({
  name: 'role',
  menuPath: '/authority/role',
  api: '/blade-system/role',
  titleField: 'roleName',
  dateRange: false,
  tree: {},
  fields: {
    roleName: text({ required: true, search: true, max: 255, width: 200 }),
    roleAlias: text({ required: true, search: true, max: 255 }),
    parentId: tree('role'),
    sort: number({ min: 0, defaultValue: 1 }),
    tenantId: text({ form: false, width: 100 }),
  },
});
