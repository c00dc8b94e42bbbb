import type { TableDef } from '../../crud/table-def';

// 购物车 (Carts): listings a customer intends to order; amount = unit price × quantity.
export const cartTable: TableDef = {
  table: 'tp_cart',
  base: '/blade-tradePort/cart',
  columns: {
    consumer_id: 'text',
    company_name: 'text',
    goods_id: 'text',
    goods_name: 'text',
    unit_price: 'real',
    quantity: 'real',
    amount: 'real',
    is_checked: 'int',
  },
  tenant: true,
  permission: 'cart',
  required: ['consumer_id', 'goods_id', 'quantity'],
  indexes: [['consumer_id']],
};
