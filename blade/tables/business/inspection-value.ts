import type { TableDef } from '../../crud/table-def';

// 检验结果 (one measured quality index of an inspection: GB 1351/1352/1353 limits in standard_value).
export const inspectionValueTable: TableDef = {
  table: 'tp_inspectionvalue',
  base: '/blade-inspection/inspectionvalue',
  columns: {
    application_id: 'text',
    application_no: 'text',
    index_code: 'text',
    index_name: 'text',
    unit: 'text',
    standard_value: 'text',
    measured_value: 'real',
    judgement: 'int',
    sort: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'inspectionvalue',
  required: ['application_no', 'index_code', 'measured_value'],
  unique: [{ columns: ['application_id', 'index_code'], message: '当前检验指标已存在!' }],
  defaultOrder: 'application_no DESC, sort ASC',
  indexes: [['application_id'], ['application_no']],
};
