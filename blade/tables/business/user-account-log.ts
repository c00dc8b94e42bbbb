import type { TableDef } from '../../crud/table-def';

// 资金流水 (account ledger): one row per movement; balance_after/frozen_after are the account after it.
export const userAccountLogTable: TableDef = {
  table: 'tp_useraccountlog',
  base: '/blade-tradePort/useraccountlog',
  columns: {
    serial_no: 'text',
    account_id: 'text',
    account_no: 'text',
    customer_id: 'text',
    customer_name: 'text',
    flow_type: 'int',
    amount: 'real',
    balance_before: 'real',
    balance_after: 'real',
    frozen_after: 'real',
    order_no: 'text',
    trade_time: 'datetime',
    remark: 'text',
  },
  tenant: true,
  permission: 'useraccountlog',
  required: ['account_no', 'flow_type', 'amount'],
  unique: [{ columns: ['serial_no'], message: '当前流水号已存在!' }],
  defaultOrder: 'trade_time DESC, id DESC',
  indexes: [['account_id'], ['customer_name'], ['trade_time']],
};
