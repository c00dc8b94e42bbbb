import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, text, textarea } from '../fields';

// 资金账户 (fund accounts): available = balance − frozen deposits.
export const userAccount = defineResource({
  name: 'useraccount',
  menuPath: '/finance/useraccount',
  api: '/blade-tradePort/useraccount',
  titleField: 'customerName',
  fields: {
    accountNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    customerName: text({ required: true, search: true, max: 100, width: 220 }),
    customerId: text({ list: false, readOnly: 'edit' }),
    balance: money({ width: 150 }),
    frozenAmount: money({ width: 150 }),
    availableAmount: money({ width: 150 }),
    totalRecharge: money({ list: false }),
    totalWithdraw: money({ list: false }),
    bankName: text({ max: 100, width: 200 }),
    bankAccount: text({ list: false, max: 40 }),
    accountStatus: dict('fund_account_status', { biz: true, required: true, search: true, defaultValue: '1' }),
    openTime: datetime({ width: 170 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
