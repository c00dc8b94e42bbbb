import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, file, number, text, textarea, weight } from '../fields';
import { inspectionGuard } from '@/domain/desk-machines';

// 质检申请 (inspection requests): sampling, lab, contracted grade, and the grade reached and verdict the service computes
// from the measured values (inspectionvalue) when the report is issued. Workflow in domain/desk-machines.ts.
export const inspectionApplications = defineResource({
  name: 'inspectionapplications',
  menuPath: '/inspection/inspectionapplications',
  api: '/blade-inspection/inspectionapplications',
  titleField: 'applicationNo',
  fields: {
    applicationNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    inspectionStatus: dict('inspection_status', { biz: true, search: true, form: false }),
    result: dict('inspection_result', { biz: true, form: false }),
    orderNo: text({ search: true, max: 40, width: 180 }),
    applicantName: text({ required: true, search: true, max: 100, width: 220 }),
    applicantId: text({ list: false }),
    goodsName: text({ max: 100, width: 160 }),
    variety: dict('grain_variety', { biz: true, required: true }),
    quantity: weight({ width: 130 }),
    inspectionType: dict('inspection_type', { biz: true, required: true }),
    inspectionOrg: text({ max: 100, width: 200 }),
    sampleNo: text({ list: false, max: 32, form: false }),
    sampleTime: datetime({ list: false, form: false }),
    sampler: text({ list: false, max: 30, form: false }),
    sampleLocation: text({ list: false, max: 100 }),
    applyTime: datetime({ width: 170 }),
    contractGrade: dict('grain_grade', { biz: true }),
    grade: dict('grain_grade', { biz: true, form: false }),
    deductRate: number({ list: false, min: 0, max: 100 }),
    reportFile: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'sample',
      code: 'inspectionapplications_sample',
      endpoint: 'sample',
      send: 'body',
      when: inspectionGuard('sample'),
      form: { sampleNo: text({ required: true, max: 32 }), sampler: text({ required: true, max: 30 }) },
    },
    {
      name: 'record',
      code: 'inspectionvalue_add',
      endpoint: '/blade-inspection/inspectionvalue/submit',
      param: 'applicationId',
      send: 'body',
      when: inspectionGuard('record'),
      // The value's entity requires its request's number as well as its id.
      include: ['applicationNo'],
      form: { indexCode: dict('quality_index', { biz: true, required: true }), measuredValue: number({ required: true, min: 0 }) },
    },
    {
      name: 'values',
      code: 'inspectionvalue_view',
      href: '/inspection/inspectionvalue?applicationNo={applicationNo}',
      when: { inspectionStatus: [1, 2, 3, 4] },
    },
    {
      name: 'report',
      code: 'inspectionapplications_report',
      endpoint: 'report',
      send: 'body',
      when: inspectionGuard('report'),
      confirm: true,
    },
    {
      name: 'dispute',
      code: 'inspectionapplications_dispute',
      endpoint: 'dispute',
      send: 'body',
      when: inspectionGuard('dispute'),
      form: { reason: textarea({ required: true, max: 255 }) },
    },
    {
      name: 'retest',
      code: 'inspectionapplications_retest',
      endpoint: 'retest',
      send: 'body',
      when: inspectionGuard('retest'),
      confirm: true,
    },
    { name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] },
  ],
});
