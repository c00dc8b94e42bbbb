import { defineResource } from '../define-resource';
import { auditFields, date, dict, number, text, textarea, weight } from '../fields';

// 报量管理 (Volume reports): planned lifting declared against an order.
export const reportedvolume = defineResource({
  name: 'reportedvolume',
  menuPath: '/order/reportedvolume',
  api: '/blade-order/reportedvolume',
  titleField: 'reportNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    reportNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    orderNo: text({ required: true, search: true, max: 32, width: 170 }),
    orderId: text({ list: false }),
    contractNo: text({ list: false, max: 32 }),
    reporterId: text({ list: false }),
    reporterName: text({ search: true, max: 100, width: 200 }),
    logisticsBaseId: text({ list: false }),
    warehouseName: text({ max: 100, width: 180 }),
    planStart: date(),
    planEnd: date(),
    reportedQuantity: weight({ required: true, min: 0 }),
    // The sum of its trucks' admitted tonnes (services/desk/reported-volume.ts).
    confirmedQuantity: weight({ min: 0, form: false }),
    vehicleCount: number({ min: 0 }),
    reportStatus: dict('report_status', { biz: true, search: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'trucks', code: 'reportedvolume_view', href: '/order/reportedvolumedetail/{id}' }],
});
