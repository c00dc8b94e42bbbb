import type { TableDef } from '../../crud/table-def';

// 物流运单 (Waybills): a carrier's consignment for a pick-up; loss = loaded − unloaded.
export const logisticsorderTable: TableDef = {
  table: 'tp_logisticsorder',
  base: '/blade-order/logisticsorder',
  columns: {
    waybill_no: 'text',
    order_no: 'text',
    pickup_no: 'text',
    carrier_name: 'text',
    transport_mode: 'int',
    from_base_id: 'text',
    from_address: 'text',
    to_address: 'text',
    planned_quantity: 'real',
    loaded_quantity: 'real',
    unloaded_quantity: 'real',
    loss_quantity: 'real',
    freight_price: 'real',
    freight_amount: 'real',
    depart_time: 'datetime',
    arrive_time: 'datetime',
    logistics_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'logisticsorder',
  required: ['waybill_no', 'carrier_name'],
  unique: [{ columns: ['waybill_no'], message: '当前运单号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['pickup_no'], ['tenant_id', 'is_deleted', 'logistics_status']],
};
