import type { TableDef } from '../../crud/table-def';

// 商品价格 (Goods prices): dated price quotes per product and region (收购价/出库价/到港价/指导价).
export const goodspriceTable: TableDef = {
  table: 'tp_goodsprice',
  base: '/blade-tradePort/goodsprice',
  columns: {
    category_id: 'text',
    product_id: 'text',
    product_name: 'text',
    region: 'text',
    logistics_base_id: 'text',
    price_date: 'date',
    price_kind: 'int',
    price: 'real',
    change_amount: 'real',
    source: 'text',
    remark: 'text',
  },
  tenant: true,
  permission: 'goodsprice',
  endpoints: ['list', 'listAll', 'detail', 'submit', 'remove'],
  required: ['product_name', 'price_date', 'price'],
  defaultOrder: 'price_date DESC, id DESC',
  indexes: [['product_id', 'price_date']],
};
