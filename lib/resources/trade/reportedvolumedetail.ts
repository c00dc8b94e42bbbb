import { defineResource } from '../define-resource';
import { auditFields, datetime, phone, text, textarea, weight } from '../fields';

// 报量明细 (Volume report lines): Blade adds with /submit and edits with POST /update.
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
    passinQuantity: weight({ min: 0 }),
    actualQuantity: weight({ min: 0 }),
    arriveTime: datetime({ width: 170 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
