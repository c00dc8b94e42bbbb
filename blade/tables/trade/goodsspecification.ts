import type { TableDef } from '../../crud/table-def';

// 商品规格 (Specifications): the measured quality values of one listing; sellist feeds the listing form.
export const goodsspecificationTable: TableDef = {
  table: 'tp_goodsspecification',
  base: '/blade-tradePort/goodsspecification',
  columns: { goods_id: 'text', spec_name: 'text', spec_code: 'text', spec_value: 'text', unit: 'text', sort: 'int' },
  tenant: true,
  permission: 'goodsspecification',
  required: ['goods_id', 'spec_name', 'spec_value'],
  indexes: [['goods_id']],
};
