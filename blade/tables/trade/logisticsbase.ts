import type { TableDef } from '../../crud/table-def';

// 物流基地 (Logistics bases): depots, ports and rail sidings; Blade adds with /save and edits with /submit,
// base_status is kept for the later approve / reject calls.
export const logisticsbaseTable: TableDef = {
  table: 'tp_logisticsbase',
  base: '/blade-tradePort/logisticsbase',
  columns: {
    base_name: 'text', base_code: 'text', base_type: 'int', operator_name: 'text', province: 'text', city: 'text', district: 'text',
    address: 'text', longitude: 'real', latitude: 'real', capacity: 'real', current_stock: 'real', storage_type: 'int',
    has_weighbridge: 'int', has_dryer: 'int', has_rail_line: 'int', contact_name: 'text', contact_phone: 'text',
    images: 'text', base_status: 'int', audit_remark: 'text', remark: 'text',
  },
  tenant: true,
  permission: 'logisticsbase',
  endpoints: ['list', 'listAll', 'detail', 'save', 'submit', 'remove'],
  required: ['base_name', 'base_code', 'base_type'],
  unique: [{ columns: ['base_code'], message: '当前基地编码已存在!' }],
};
