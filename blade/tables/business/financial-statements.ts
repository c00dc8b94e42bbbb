import type { TableDef } from '../../crud/table-def';

// 财务报表 (monthly statements of account, read-only): list; GET depositList serves the deposit statements.
export const financialStatementsTable: TableDef = {
  table: 'tp_financialstatements',
  base: '/blade-tradePort/financialStatements',
  columns: {
    statement_no: 'text',
    customer_id: 'text',
    customer_name: 'text',
    statement_type: 'int',
    period: 'text',
    start_date: 'date',
    end_date: 'date',
    opening_balance: 'real',
    increase_amount: 'real',
    decrease_amount: 'real',
    closing_balance: 'real',
    reconcile_status: 'int',
    confirm_time: 'datetime',
    remark: 'text',
  },
  tenant: true,
  endpoints: ['list'],
  permission: 'financialstatements',
  defaultOrder: 'period DESC, customer_name ASC, statement_type ASC',
  indexes: [['statement_type', 'period'], ['customer_name']],
};
