import type { TableDef } from '../../crud/table-def';

// 资金账户 (fund accounts): one platform account per customer; balance includes the frozen deposits.
export const userAccountTable: TableDef = {
  table: 'tp_useraccount',
  base: '/blade-tradePort/useraccount',
  columns: {
    account_no: 'text',
    customer_id: 'text',
    customer_name: 'text',
    bank_name: 'text',
    bank_account: 'text',
    balance: 'real',
    frozen_amount: 'real',
    available_amount: 'real',
    total_recharge: 'real',
    total_withdraw: 'real',
    account_status: 'int',
    open_time: 'datetime',
    remark: 'text',
  },
  tenant: true,
  permission: 'useraccount',
  required: ['account_no', 'customer_name'],
  unique: [
    { columns: ['account_no'], message: '当前账户编号已存在!' },
    { columns: ['customer_id'], message: '当前客户已开通资金账户!' },
  ],
  indexes: [['customer_name'], ['account_status']],
};
