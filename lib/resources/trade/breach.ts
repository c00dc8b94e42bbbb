import { defineResource } from '../define-resource';
import { auditFields, date, dict, money, text, textarea } from '../fields';

// 违约记录 (Breaches).
export const breach = defineResource({
  name: 'breach',
  menuPath: '/contract/breach',
  api: '/blade-tradePort/breach',
  titleField: 'breachNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    breachNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    orderNo: text({ required: true, search: true, max: 32, width: 170 }),
    contractNo: text({ list: false, max: 32 }),
    breachPartyId: text({ list: false }),
    breachPartyName: text({ required: true, search: true, max: 100, width: 200 }),
    breachType: dict('breach_type', { biz: true, required: true, search: true }),
    breachDate: date(),
    penaltyAmount: money({ min: 0 }),
    description: textarea({ max: 1000 }),
    handleStatus: dict('breach_status', { biz: true, search: true }),
    handleResult: textarea({ max: 1000 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
