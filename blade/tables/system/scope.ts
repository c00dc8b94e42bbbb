import type { TableDef } from '../../crud/table-def';

// 数据权限 / 接口权限 (Data and API scopes): rules hung under a menu (menu_id), granted to roles
// through blade_role_scope. Both controllers bind the entity, so the screens filter by menuId.
export const dataScopeTable: TableDef = {
  table: 'blade_scope_data',
  base: '/blade-system/data-scope',
  columns: {
    menu_id: 'text',
    resource_code: 'text',
    scope_name: 'text',
    scope_field: 'text',
    scope_class: 'text',
    scope_column: 'text',
    scope_type: 'int',
    scope_value: 'text',
    remark: 'text',
  },
  filter: 'entity',
  permission: 'data_scope',
  required: ['menu_id', 'resource_code', 'scope_name', 'scope_type'],
  indexes: [['menu_id']],
};

export const apiScopeTable: TableDef = {
  table: 'blade_scope_api',
  base: '/blade-system/api-scope',
  columns: { menu_id: 'text', resource_code: 'text', scope_name: 'text', scope_path: 'text', scope_type: 'int', remark: 'text' },
  filter: 'entity',
  permission: 'api_scope',
  required: ['menu_id', 'resource_code', 'scope_name', 'scope_path', 'scope_type'],
  indexes: [['menu_id']],
};
