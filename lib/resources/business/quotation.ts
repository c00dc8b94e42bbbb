import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, money, number, text, textarea } from '../fields';

// 检验报价 (inspection quotes): amount = samples × unit price.
export const quotation = defineResource({
  name: 'quotation',
  menuPath: '/inspection/quotation',
  api: '/blade-inspection/quotation',
  titleField: 'quotationNo',
  fields: {
    quotationNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    applicationNo: text({ search: true, max: 32, width: 180 }),
    applicationId: text({ list: false }),
    customerName: text({ search: true, max: 100, width: 220 }),
    inspectionOrg: text({ required: true, max: 100, width: 200 }),
    inspectionItems: text({ max: 200, width: 240 }),
    sampleCount: number({ min: 1, max: 999, width: 90 }),
    unitPrice: money({ width: 120 }),
    amount: money({ required: true, width: 130 }),
    validUntil: date(),
    quoteTime: datetime({ width: 170 }),
    quotationStatus: dict('quotation_status', { biz: true, search: true, defaultValue: '0' }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
