import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, text, textarea } from '../fields';

// 财务明细 (finance journal); the statistics button reads GET statisticsFinancial with the same filters.
export const financialDetails = defineResource({
  name: 'financialdetails',
  menuPath: '/finance/financialdetails',
  api: '/blade-tradePort/financialdetails',
  titleField: 'detailNo',
  fields: {
    detailNo: text({ search: true, readOnly: 'edit', max: 40, width: 190 }),
    customerName: text({ required: true, search: true, max: 100, width: 220 }),
    customerId: text({ list: false }),
    orderNo: text({ search: true, max: 40, width: 180 }),
    itemType: dict('finance_item_type', { biz: true, required: true, search: true }),
    direction: dict('fund_direction', { biz: true, required: true }),
    amount: money({ required: true, width: 150 }),
    paymentMethod: dict('payment_method', { biz: true }),
    bankSerialNo: text({ list: false, max: 64 }),
    payTime: datetime({ width: 170 }),
    handler: text({ max: 30 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
