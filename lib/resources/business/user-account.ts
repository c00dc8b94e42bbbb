import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, text, textarea } from '../fields';

// 资金账户 (fund accounts): the replay of their ledger (资金流水), kept by the service: available = balance − frozen
// deposits; the form never sets the figures. Each account links to its ledger.
export const userAccount = defineResource({
  name: 'useraccount',
  menuPath: '/finance/useraccount',
  api: '/blade-tradePort/useraccount',
  titleField: 'customerName',
  fields: {
    accountNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    customerName: text({ required: true, search: true, max: 100, width: 220 }),
    customerId: text({ list: false, readOnly: 'edit' }),
    balance: money({ width: 150, form: false }),
    frozenAmount: money({ width: 150, form: false }),
    availableAmount: money({ width: 150, form: false }),
    totalRecharge: money({ list: false, form: false }),
    totalWithdraw: money({ list: false, form: false }),
    bankName: text({ max: 100, width: 200 }),
    bankAccount: text({ list: false, max: 40 }),
    accountStatus: dict('fund_account_status', { biz: true, required: true, search: true, defaultValue: '1' }),
    openTime: datetime({ width: 170 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'ledger', code: 'useraccountlog_view', href: '/finance/useraccountlog?accountNo={accountNo}' }],
});
