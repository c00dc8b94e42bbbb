import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, money, number, phone, text, textarea, weight } from '../fields';

// 质押询价 (pledge inquiries): added with save, edited with submit; quoted amount = qty × appraised price × LTV.
export const inquiryPledge = defineResource({
  name: 'inquirypledge',
  menuPath: '/finance/inquirypledge',
  api: '/blade-finance/inquirypledge',
  endpoints: { submit: ['save', 'submit'], remove: null },
  titleField: 'inquiryNo',
  fields: {
    inquiryNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    customerName: text({ required: true, search: true, max: 100, width: 220 }),
    customerId: text({ list: false }),
    contactName: text({ list: false, max: 30 }),
    contactPhone: phone({ list: false }),
    variety: dict('grain_variety', { biz: true, required: true }),
    grade: dict('grain_grade', { biz: true, list: false }),
    goodsName: text({ list: false, max: 100 }),
    quantity: weight({ required: true, width: 130 }),
    warehouseName: text({ max: 100, width: 200 }),
    expectedAmount: money({ width: 150 }),
    marketPrice: money({ list: false }),
    appraisedPrice: money({ width: 130 }),
    loanToValue: number({ list: false, min: 0, max: 100 }),
    quotedAmount: money({ width: 150 }),
    funderName: text({ list: false, max: 100 }),
    validUntil: date({ list: false }),
    inquiryTime: datetime({ width: 170 }),
    inquiryStatus: dict('inquiry_pledge_status', { biz: true, search: true, defaultValue: '0' }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
