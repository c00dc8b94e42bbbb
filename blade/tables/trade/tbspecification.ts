import type { TableDef } from '../../crud/table-def';

// 品类规格 (Category specifications): the quality indices a category's listings declare (容重, 水分…).
export const tbspecificationTable: TableDef = {
  table: 'tp_tbspecification',
  base: '/blade-tradePort/tbspecification',
  columns: {
    category_id: 'text',
    spec_name: 'text',
    spec_code: 'text',
    unit: 'text',
    standard_value: 'text',
    spec_values: 'text',
    sort: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'tbspecification',
  required: ['category_id', 'spec_name'],
  indexes: [['category_id']],
};
