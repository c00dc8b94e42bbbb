import type { TableDef } from '../../crud/table-def';

// 代码生成 / 数据源管理 (Code generator, data sources): blade-develop, platform-wide, entity-bound
// lists. blade_code carries only is_deleted (no audit); base_mode / wrap_mode are yes_no (1 否, 2 是).
export const codeTable: TableDef = {
  table: 'blade_code',
  base: '/blade-develop/code',
  columns: {
    datasource_id: 'text',
    service_name: 'text',
    code_name: 'text',
    table_name: 'text',
    table_prefix: 'text',
    pk_name: 'text',
    package_name: 'text',
    base_mode: 'int',
    wrap_mode: 'int',
    api_path: 'text',
    web_path: 'text',
    is_deleted: 'int',
  },
  audit: false,
  filter: 'entity',
  permission: 'code',
  policy: { platformOnly: true },
  required: ['datasource_id', 'service_name', 'code_name', 'table_name', 'pk_name', 'package_name'],
};

export const datasourceTable: TableDef = {
  table: 'blade_datasource',
  base: '/blade-develop/datasource',
  columns: { name: 'text', driver_class: 'text', url: 'text', username: 'text', password: 'text', remark: 'text' },
  filter: 'entity',
  // select: the code generator form's datasource picker (DatasourceController.select).
  endpoints: ['list', 'detail', 'submit', 'remove', 'select'],
  permission: 'datasource',
  policy: { platformOnly: true },
  required: ['name', 'driver_class', 'url', 'username', 'password'],
  unique: [{ columns: ['name'], message: '当前数据源名称已存在!' }],
};
