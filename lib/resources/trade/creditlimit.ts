import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, number, select, text, textarea } from '../fields';

// 授信额度 (Credit limits): a buyer's limit for 账期结算, applied for on the form and approved or rejected by someone else
// (blade/services/trade/credit-limits.ts); the approval columns are the service's, and a changed limit waits for approval again.
export const creditlimit = defineResource({
  name: 'creditlimit',
  menuPath: '/order/creditlimit',
  api: '/blade-tradePort/creditlimit',
  titleField: 'buyerName',
  defaultSort: { field: 'createTime', direction: 'desc' },
  rowActions: [
    {
      name: 'approve',
      code: 'creditlimit_approve',
      endpoint: 'approve',
      send: 'body',
      when: { limitStatus: [0] },
      form: { approved: select(['true', 'false'], { required: true }), approveRemark: textarea({ max: 200 }) },
    },
  ],
  fields: {
    buyerName: text({ required: true, search: true, max: 100, width: 240 }),
    buyerId: text({ list: false }),
    creditLimit: money({ required: true, min: 0, width: 150 }),
    creditDays: number({ min: 0, max: 365 }),
    limitStatus: dict('credit_limit_status', { biz: true, search: true, readOnly: true }),
    applyReason: textarea({ max: 200 }),
    appliedBy: text({ readOnly: true, width: 150 }),
    approvedBy: text({ readOnly: true, width: 150 }),
    approveTime: datetime({ readOnly: true, width: 170 }),
    approveRemark: text({ readOnly: true, max: 200 }),
    ...auditFields(),
  },
});
