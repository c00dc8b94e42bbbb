import type { TableDef } from '../../crud/table-def';

// 报量管理 (Volume reports): the tonnage and trucks a buyer declares it will lift from a depot in a period.
export const reportedvolumeTable: TableDef = {
  table: 'tp_reportedvolume',
  base: '/blade-order/reportedvolume',
  columns: {
    report_no: 'text',
    order_id: 'text',
    order_no: 'text',
    contract_no: 'text',
    reporter_id: 'text',
    reporter_name: 'text',
    logistics_base_id: 'text',
    warehouse_name: 'text',
    plan_start: 'date',
    plan_end: 'date',
    reported_quantity: 'real',
    confirmed_quantity: 'real',
    vehicle_count: 'int',
    report_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'reportedvolume',
  required: ['report_no', 'order_no', 'reported_quantity'],
  unique: [{ columns: ['report_no'], message: '当前报量单号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['tenant_id', 'is_deleted', 'report_status']],
};
