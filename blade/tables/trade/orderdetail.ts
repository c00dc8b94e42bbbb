import type { TableDef } from '../../crud/table-def';

// 订单明细 (Order lines): one lot / grade / depot of an order; amount = quantity × unit_price.
export const orderdetailTable: TableDef = {
  table: 'tp_orderdetail',
  base: '/blade-tradePort/orderdetail',
  columns: {
    order_id: 'text',
    order_no: 'text',
    product_id: 'text',
    product_name: 'text',
    grade: 'int',
    lot_no: 'text',
    logistics_base_id: 'text',
    warehouse_name: 'text',
    quantity: 'real',
    unit_price: 'real',
    amount: 'real',
    picked_quantity: 'real',
    remark: 'text',
  },
  tenant: true,
  permission: 'orderdetail',
  required: ['order_no', 'product_name', 'quantity', 'unit_price'],
  indexes: [['order_no'], ['order_id']],
};
