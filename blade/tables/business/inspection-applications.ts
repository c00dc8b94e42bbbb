import type { TableDef } from '../../crud/table-def';

// 质检申请 (inspection requests): sampling, lab, contracted grade, determined grade and verdict of a lot; values live in
// inspectionvalue. inspection_status, grade and result move only through the workflow (services/inspection).
export const inspectionApplicationsTable: TableDef = {
  table: 'tp_inspectionapplications',
  base: '/blade-inspection/inspectionapplications',
  columns: {
    application_no: 'text',
    order_no: 'text',
    applicant_id: 'text',
    applicant_name: 'text',
    goods_name: 'text',
    variety: 'int',
    quantity: 'real',
    inspection_type: 'int',
    inspection_org: 'text',
    sample_no: 'text',
    sample_time: 'datetime',
    sampler: 'text',
    sample_location: 'text',
    apply_time: 'datetime',
    contract_grade: 'int',
    grade: 'int',
    result: 'int',
    deduct_rate: 'real',
    report_file: 'text',
    inspection_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'inspectionapplications',
  required: ['application_no', 'applicant_name', 'variety', 'inspection_type'],
  unique: [{ columns: ['application_no'], message: '当前质检单号已存在!' }],
  defaultOrder: 'apply_time DESC, id DESC',
  indexes: [['order_no'], ['inspection_status'], ['apply_time']],
};
