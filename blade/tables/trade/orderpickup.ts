import type { TableDef } from '../../crud/table-def';

// 提货单 (Pick-up orders): a buyer's lifting request against an order (order_no). pickup_status and deposit_status
// (0 held, 1 deducted, 2 released) move only through the workflow endpoints (services/trade/pickup-actions.ts).
export const orderpickupTable: TableDef = {
  table: 'tp_orderpickup',
  base: '/blade-tradePort/orderpickup',
  columns: {
    pickup_no: 'text', order_id: 'text', order_no: 'text', contract_no: 'text', goods_name: 'text',
    buyer_id: 'text', buyer_name: 'text', seller_id: 'text', seller_name: 'text',
    logistics_base_id: 'text', warehouse_name: 'text', apply_quantity: 'real', approved_quantity: 'real', actual_quantity: 'real',
    unit_price: 'real', pickup_amount: 'real', deposit_deducted: 'real', deposit_released: 'real', deposit_status: 'int', pickup_start: 'date', pickup_end: 'date', pickup_method: 'int',
    consignee: 'text', consignee_phone: 'text', consignee_id_card: 'text', vehicle_count: 'int',
    release_by: 'text', release_time: 'datetime', verify_by: 'text', verify_time: 'datetime', supervise_confirm: 'int', pickup_status: 'int', attachments: 'text', remark: 'text',
  },
  tenant: true,
  permission: 'orderpickup',
  required: ['pickup_no', 'order_no', 'apply_quantity'],
  unique: [{ columns: ['pickup_no'], message: '当前提货单号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [
    ['tenant_id', 'is_deleted', 'create_time', 'id'],
    ['tenant_id', 'is_deleted', 'pickup_status', 'create_time'],
    ['pickup_no'],
    ['order_no'],
  ],
};
