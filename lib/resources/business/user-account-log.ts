import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, text, textarea } from '../fields';

// 资金流水 (account ledger): written by payments and deposits; the service derives each entry's balances (before and
// after the movement) and its account's figures from the ledger.
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
    balanceBefore: money({ list: false, form: false }),
    balanceAfter: money({ width: 150, form: false }),
    frozenAfter: money({ width: 150, form: false }),
    orderNo: text({ max: 40, width: 180 }),
    tradeTime: datetime({ width: 170 }),
    accountId: text({ list: false, form: false }),
    customerId: text({ list: false }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
