import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, phone, text, textarea, weight } from '../fields';
import { VOLUME_REPORT_TRANSITIONS } from '@/domain/desk-machines';

// 报量明细 (Volume report lines): Blade adds with /submit and edits with POST /update. The depot's admitted tonnes
// (放行数量) only through updatePassinQuantity, offered while the line's report is 已确认 (domain/desk-machines.ts).
export const reportedvolumedetail = defineResource({
  name: 'reportedvolumedetail',
  menuPath: '/order/reportedvolumedetail',
  api: '/blade-order/reportedvolumedetail',
  endpoints: { submit: ['submit', 'update'] },
  titleField: 'plateNo',
  fields: {
    reportNo: text({ search: 'equal', width: 170 }),
    reportedVolumeId: text({ required: true, list: false }),
    plateNo: text({ required: true, search: true, max: 10 }),
    driverName: text({ search: true, max: 50 }),
    driverPhone: phone(),
    driverIdCard: text({ list: false, max: 18 }),
    plannedQuantity: weight({ required: true, min: 0 }),
    passinQuantity: weight({ min: 0, form: false }),
    reportStatus: dict('report_status', { biz: true, form: false }),
    actualQuantity: weight({ min: 0 }),
    arriveTime: datetime({ width: 170 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'passin',
      code: 'reportedvolumedetail_passin',
      endpoint: 'updatePassinQuantity',
      send: 'body',
      when: { reportStatus: VOLUME_REPORT_TRANSITIONS.passin.from },
      form: { passinQuantity: weight({ required: true, min: 0 }) },
    },
    { name: 'report', code: 'reportedvolume_view', href: '/order/reportedvolumedetail/{reportedVolumeId}' },
  ],
});
