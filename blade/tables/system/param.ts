import type { TableDef } from '../../crud/table-def';

// ParamController (docs/blade-contract.md §8.1): Map filters, no tenant.
export const paramTable: TableDef = {
  table: 'blade_param',
  base: '/blade-system/param',
  columns: { param_name: 'text', param_key: 'text', param_value: 'text', remark: 'text' },
  permission: 'param',
  policy: { platformOnly: true },
  required: ['param_name', 'param_key', 'param_value'],
  unique: [{ columns: ['param_key'], message: '当前参数键名已存在!' }],
};
