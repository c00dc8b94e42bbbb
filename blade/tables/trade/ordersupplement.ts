import type { TableDef } from '../../crud/table-def';

// 价格补充协议 (Price supplements): after signing, an order's price changes only by a supplementary agreement both parties
// sign (Civil Code art. 543). Each is also an order contract of type 6 signed through the e-sign flow; written only by
// services/trade/order-supplements.ts. supplement_status: 1 待签署, 2 部分签署, 3 已生效, 4 已拒签, 5 已撤销.
export const ordersupplementTable: TableDef = {
  table: 'tp_ordersupplement',
  base: '/blade-tradePort/ordersupplement',
  columns: {
    order_id: 'text',
    order_no: 'text',
    supplement_no: 'text',
    contract_id: 'text',
    sign_task_id: 'text',
    old_unit_price: 'real',
    new_unit_price: 'real',
    reason: 'text',
    proposer_party: 'int',
    proposer_name: 'text',
    proposed_by: 'text',
    supplement_status: 'int',
    settled_quantity: 'real',
    repriced_quantity: 'real',
    effective_time: 'datetime',
  },
  tenant: true,
  permission: 'order',
  endpoints: ['list', 'detail'],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['contract_id']],
};
