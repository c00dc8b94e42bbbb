import type { TableDef } from '../../crud/table-def';

// 交易订单 (Trade orders): keyed by order_no; totals are the sum of its orderdetail lines. paid_amount, deposit_paid,
// pay_status and invoice_status are the ledger's projection (services/ledger/trade-refresh.ts), never typed.
export const orderTable: TableDef = {
  table: 'tp_order',
  base: '/blade-tradePort/order',
  columns: {
    order_no: 'text', goods_id: 'text', goods_name: 'text', category_id: 'text', order_type: 'int',
    buyer_id: 'text', buyer_name: 'text', seller_id: 'text', seller_name: 'text',
    quantity: 'real', amount: 'real', deposit_ratio: 'real', deposit_amount: 'real', deposit_paid: 'real', paid_amount: 'real',
    picked_quantity: 'real', delivery_method: 'int', delivery_place: 'text', delivery_start: 'date', delivery_end: 'date',
    settlement_method: 'int', payment_method: 'int', contract_no: 'text',
    order_status: 'int', pay_status: 'int', invoice_status: 'int', order_time: 'datetime', cancel_reason: 'text', remark: 'text',
    // Contract terms (services/ledger/trade-terms.ts): the more-or-less band in percent and the weighbridge allowance in per mille.
    tolerance_pct: 'real', weigh_allowance_permille: 'real',
    // The price the tonnes not yet settled take after a signed price supplement (services/trade/order-supplements.ts); null: the contract's.
    open_unit_price: 'real',
  },
  tenant: true,
  permission: 'order',
  endpoints: ['list', 'listAll', 'detail', 'submit', 'remove'],
  required: ['order_no', 'buyer_name', 'seller_name'],
  unique: [{ columns: ['order_no'], message: '当前订单编号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [
    ['tenant_id', 'is_deleted', 'create_time', 'id'],
    ['tenant_id', 'is_deleted', 'order_status', 'create_time'],
    ['order_no'],
    ['buyer_id'],
    ['seller_id'],
  ],
};
