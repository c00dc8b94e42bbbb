import type { TableDef } from '../../crud/table-def';

// 发货管理 (Shipping): seller-delivered consignments of an order (delivery method 卖方配送).
export const shippingTable: TableDef = {
  table: 'tp_shipping',
  base: '/blade-tradePort/shipping',
  columns: {
    shipping_no: 'text',
    order_no: 'text',
    seller_name: 'text',
    buyer_name: 'text',
    consignee: 'text',
    consignee_phone: 'text',
    ship_address: 'text',
    receive_address: 'text',
    quantity: 'real',
    transport_mode: 'int',
    carrier_name: 'text',
    ship_time: 'datetime',
    logistics_status: 'int',
    remark: 'text',
    // The pick-up shipped and its fees (/component/orderShipping); freight_fee and total_fee are computed (shipping-hooks.ts).
    pickup_no: 'text',
    fee_id: 'text',
    start_fee: 'real',
    unit_fee: 'real',
    freight_fee: 'real',
    extra_fee: 'real',
    total_fee: 'real',
  },
  tenant: true,
  permission: 'shipping',
  required: ['shipping_no', 'order_no', 'quantity'],
  unique: [{ columns: ['shipping_no'], message: '当前发货单号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['pickup_no']],
};
