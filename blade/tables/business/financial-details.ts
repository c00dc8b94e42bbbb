import type { TableDef } from '../../crud/table-def';

// 财务明细 (platform finance journal): receipts and payments per customer and order; GET statisticsFinancial sums them.
// Rows with ledger_entry_id are the ledger's cash entries (services/ledger/journal.ts), kept as written.
export const financialDetailsTable: TableDef = {
  table: 'tp_financialdetails',
  base: '/blade-tradePort/financialdetails',
  columns: {
    detail_no: 'text',
    customer_id: 'text',
    customer_name: 'text',
    order_no: 'text',
    item_type: 'int',
    direction: 'int',
    amount: 'real',
    payment_method: 'int',
    bank_serial_no: 'text',
    pay_time: 'datetime',
    handler: 'text',
    remark: 'text',
    ledger_entry_id: 'text',
  },
  tenant: true,
  permission: 'financialdetails',
  required: ['customer_name', 'item_type', 'direction', 'amount'],
  unique: [{ columns: ['detail_no'], message: '当前明细编号已存在!' }],
  defaultOrder: 'pay_time DESC, id DESC',
  indexes: [['customer_name'], ['item_type', 'direction'], ['pay_time']],
};
