import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, money, text } from '../fields';

// 财务报表 (monthly statements, read-only list; deposit statements also at depositList). closing = opening + increase − decrease.
export const financialStatements = defineResource({
  name: 'financialstatements',
  menuPath: '/finance/financialstatements',
  api: '/blade-tradePort/financialStatements',
  endpoints: { detail: null },
  readOnly: true,
  titleField: 'statementNo',
  fields: {
    statementNo: text({ width: 190 }),
    customerName: text({ search: true, width: 220 }),
    statementType: dict('statement_type', { biz: true, search: true }),
    period: text({ search: true, width: 100 }),
    startDate: date(),
    endDate: date(),
    openingBalance: money({ width: 150 }),
    increaseAmount: money({ width: 150 }),
    decreaseAmount: money({ width: 150 }),
    closingBalance: money({ width: 150 }),
    reconcileStatus: dict('reconcile_status', { biz: true, search: true }),
    confirmTime: datetime({ width: 170 }),
    remark: text({ width: 200 }),
    ...auditFields(),
  },
});
