import type { TableDef } from '../../crud/table-def';

// 报量明细 (Volume report lines): one truck of a report; Blade updates with POST /update and lists unpaged with listAll.
export const reportedvolumedetailTable: TableDef = {
  table: 'tp_reportedvolumedetail',
  base: '/blade-order/reportedvolumedetail',
  columns: {
    reported_volume_id: 'text',
    report_no: 'text',
    plate_no: 'text',
    driver_name: 'text',
    driver_phone: 'text',
    driver_id_card: 'text',
    planned_quantity: 'real',
    passin_quantity: 'real',
    actual_quantity: 'real',
    arrive_time: 'datetime',
    remark: 'text',
  },
  tenant: true,
  permission: 'reportedvolumedetail',
  endpoints: ['list', 'listAll', 'detail', 'submit', 'update', 'remove'],
  required: ['reported_volume_id', 'plate_no', 'planned_quantity'],
  indexes: [['reported_volume_id'], ['report_no']],
};
