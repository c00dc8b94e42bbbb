import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, file, number, text, textarea, weight } from '../fields';

// 质检申请 (inspection requests): sampling, lab, grade and verdict; measured values are in inspectionvalue.
export const inspectionApplications = defineResource({
  name: 'inspectionapplications',
  menuPath: '/inspection/inspectionapplications',
  api: '/blade-inspection/inspectionapplications',
  titleField: 'applicationNo',
  fields: {
    applicationNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    orderNo: text({ search: true, max: 40, width: 180 }),
    applicantName: text({ required: true, search: true, max: 100, width: 220 }),
    applicantId: text({ list: false }),
    goodsName: text({ max: 100, width: 160 }),
    variety: dict('grain_variety', { biz: true, required: true }),
    quantity: weight({ width: 130 }),
    inspectionType: dict('inspection_type', { biz: true, required: true }),
    inspectionOrg: text({ max: 100, width: 200 }),
    sampleNo: text({ list: false, max: 32 }),
    sampleTime: datetime({ list: false }),
    sampler: text({ list: false, max: 30 }),
    sampleLocation: text({ list: false, max: 100 }),
    applyTime: datetime({ width: 170 }),
    grade: dict('grain_grade', { biz: true }),
    result: dict('inspection_result', { biz: true }),
    deductRate: number({ list: false, min: 0, max: 100 }),
    reportFile: file(),
    inspectionStatus: dict('inspection_status', { biz: true, search: true, defaultValue: '0' }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
