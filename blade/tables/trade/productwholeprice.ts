import type { TableDef } from '../../crud/table-def';

// 批发价格 (Wholesale prices): quantity tiers of a product's unit price.
export const productwholepriceTable: TableDef = {
  table: 'tp_productwholeprice',
  base: '/blade-tradePort/productwholeprice',
  columns: {
    product_id: 'text',
    product_name: 'text',
    min_quantity: 'real',
    max_quantity: 'real',
    unit_price: 'real',
    valid_from: 'date',
    valid_to: 'date',
    remark: 'text',
  },
  tenant: true,
  permission: 'productwholeprice',
  required: ['product_id', 'min_quantity', 'unit_price'],
  defaultOrder: 'product_id, min_quantity',
  indexes: [['product_id']],
};
