import type { TableDef } from '../../crud/table-def';

// 还款记录 (loan repayments): written only by financeloanagreement/repay and settle, each with its split into penalty,
// interest and principal (the ledger entries it wrote); listed per agreement (?agreementId=).
export const loanRepaymentTable: TableDef = {
  table: 'tp_financeloanrepayment',
  base: '/blade-tradePort/financeloanrepayment',
  columns: {
    agreement_id: 'text',
    agreement_no: 'text',
    repay_amount: 'real',
    repay_date: 'date',
    outstanding_after: 'real',
    remark: 'text',
    principal_amount: 'real',
    interest_amount: 'real',
    penalty_amount: 'real',
    back_date_reason: 'text',
    handler: 'text',
  },
  tenant: true,
  endpoints: ['list'],
  permission: 'financeloanagreement',
  defaultOrder: 'repay_date DESC, create_time DESC',
  indexes: [['agreement_id']],
};
