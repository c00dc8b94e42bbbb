import type { TableDef } from '../../crud/table-def';

// 车辆管理 (Vehicles): registered trucks and their drivers; the plate is unique per tenant.
export const logisticscarTable: TableDef = {
  table: 'tp_logisticscar',
  base: '/blade-tradePort/logisticscar',
  columns: {
    plate_no: 'text',
    vehicle_type: 'int',
    load_capacity: 'real',
    carrier_name: 'text',
    driver_name: 'text',
    driver_phone: 'text',
    driver_id_card: 'text',
    license_no: 'text',
    road_permit_no: 'text',
    vehicle_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'logisticscar',
  required: ['plate_no', 'vehicle_type'],
  unique: [{ columns: ['plate_no'], message: '当前车牌号已存在!' }],
};
