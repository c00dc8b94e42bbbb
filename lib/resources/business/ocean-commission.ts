import { defineResource } from '../define-resource';
import { auditFields, date, dict, number, select, text, textarea, weight } from '../fields';

// 海运佣金 (broker commissions, US dollars per tonne × tonnes).
export const oceanCommission = defineResource({
  name: 'oceancommission',
  menuPath: '/ocean/oceancommission',
  api: '/tradePort/oceancommission',
  titleField: 'commissionNo',
  fields: {
    commissionNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    oceanOrderNo: text({ required: true, search: true, max: 32, width: 170 }),
    brokerName: text({ required: true, search: true, max: 100, width: 220 }),
    quantity: weight({ width: 140 }),
    commissionPerTonUsd: number({ min: 0, width: 120 }),
    commissionAmountUsd: number({ min: 0, width: 140 }),
    currency: select(['USD', 'CNY'], { defaultValue: 'USD' }),
    settleStatus: dict('commission_settle_status', { biz: true, search: true, defaultValue: '0' }),
    settleDate: date(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
