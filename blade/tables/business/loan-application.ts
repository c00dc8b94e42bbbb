import type { TableDef } from '../../crud/table-def';

// 融资申请 (loan applications): first party = funder (甲方), third party = supervisor (丙方), set by `distribution`.
export const loanApplicationTable: TableDef = {
  table: 'tp_financeloanapplication',
  base: '/blade-tradePort/financeloanapplication',
  columns: {
    application_no: 'text', applicant_id: 'text', applicant_name: 'text', product_type: 'int', order_no: 'text',
    variety: 'int', pledge_goods: 'text', pledge_quantity: 'real', pledge_value: 'real', loan_to_value: 'real',
    apply_amount: 'real', approved_amount: 'real', interest_rate: 'real', term_days: 'int', repayment_method: 'int',
    apply_time: 'datetime', disburse_date: 'date', maturity_date: 'date', outstanding_principal: 'real', warehouse_name: 'text',
    first_party_id: 'text', first_party_name: 'text', first_party_status: 'int',
    third_party_id: 'text', third_party_name: 'text', third_party_status: 'int',
    loan_status: 'int', materials: 'text', remark: 'text',
  },
  tenant: true,
  permission: 'financeloanapplication',
  required: ['application_no', 'applicant_name', 'product_type', 'apply_amount'],
  unique: [{ columns: ['application_no'], message: '当前申请编号已存在!' }],
  defaultOrder: 'apply_time DESC, id DESC',
  indexes: [['loan_status'], ['applicant_name'], ['apply_time']],
};
