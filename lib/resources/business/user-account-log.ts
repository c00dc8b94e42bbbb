import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, text, textarea } from '../fields';

// 资金流水 (account ledger): written by payments and deposits; balances are after the movement.
export const userAccountLog = defineResource({
  name: 'useraccountlog',
  menuPath: '/finance/useraccountlog',
  api: '/blade-tradePort/useraccountlog',
  titleField: 'serialNo',
  fields: {
    serialNo: text({ search: true, readOnly: 'edit', max: 40, width: 190 }),
    accountNo: text({ required: true, search: true, max: 32, width: 170 }),
    customerName: text({ search: true, max: 100, width: 220 }),
    flowType: dict('account_flow_type', { biz: true, required: true, search: true }),
    amount: money({ required: true, width: 150 }),
    balanceBefore: money({ list: false }),
    balanceAfter: money({ width: 150 }),
    frozenAfter: money({ width: 150 }),
    orderNo: text({ max: 40, width: 180 }),
    tradeTime: datetime({ width: 170 }),
    accountId: text({ list: false }),
    customerId: text({ list: false }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
