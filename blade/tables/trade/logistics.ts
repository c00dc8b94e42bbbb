import type { TableDef } from '../../crud/table-def';

// 物流信息 (Shipments): the truck/rail movements of a pick-up (/order/logistics/{orderPickId}); lists at /page too.
export const logisticsTable: TableDef = {
  table: 'tp_logistics',
  base: '/blade-tradePort/logistics',
  columns: {
    pickup_id: 'text',
    pickup_no: 'text',
    order_no: 'text',
    transport_mode: 'int',
    carrier_name: 'text',
    plate_no: 'text',
    driver_name: 'text',
    driver_phone: 'text',
    from_address: 'text',
    to_address: 'text',
    quantity: 'real',
    current_location: 'text',
    depart_time: 'datetime',
    arrive_time: 'datetime',
    logistics_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'logistics',
  endpoints: ['page', 'list', 'detail', 'submit', 'remove'],
  required: ['pickup_no', 'transport_mode'],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['pickup_id'], ['pickup_no'], ['order_no']],
};
