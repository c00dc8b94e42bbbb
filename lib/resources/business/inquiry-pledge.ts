import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, money, number, phone, text, textarea, weight } from '../fields';
import { inquiryPledgeGuard } from '@/domain/finance-machines';

// 质押询价 (pledge inquiries): filed with save (待报价); submit quotes it (已报价): the service values the goods at their
// latest goods price, quoted amount = qty × price × LTV. Submit is the quote row action only: a generic edit would quote
// too, under another name.
export const inquiryPledge = defineResource({
  name: 'inquirypledge',
  menuPath: '/finance/inquirypledge',
  api: '/blade-finance/inquirypledge',
  endpoints: { submit: ['save', null], remove: null },
  titleField: 'inquiryNo',
  fields: {
    inquiryNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    inquiryStatus: dict('inquiry_pledge_status', { biz: true, search: true, form: false }),
    customerName: text({ required: true, search: true, max: 100, width: 220 }),
    customerId: text({ list: false }),
    contactName: text({ list: false, max: 30 }),
    contactPhone: phone({ list: false }),
    variety: dict('grain_variety', { biz: true, required: true }),
    grade: dict('grain_grade', { biz: true, list: false }),
    goodsName: text({ required: true, max: 100, width: 180 }),
    quantity: weight({ required: true, width: 130 }),
    quotedAmount: money({ width: 150, form: false }),
    warehouseName: text({ max: 100, width: 200 }),
    expectedAmount: money({ width: 150 }),
    marketPrice: money({ list: false, form: false }),
    appraisedPrice: money({ width: 130, form: false }),
    loanToValue: number({ list: false, min: 0, max: 100 }),
    funderName: text({ list: false, max: 100 }),
    validUntil: date({ list: false }),
    inquiryTime: datetime({ width: 170 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'quote', code: 'inquirypledge_quote', endpoint: 'submit', send: 'body', when: inquiryPledgeGuard('quote'), confirm: true },
  ],
});
