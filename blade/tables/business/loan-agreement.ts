import type { TableDef } from '../../crud/table-def';

// 借款合同 (loan agreements) signed between the funder and the borrower of an approved application;
// agreement_status (dict loan_agreement_status) is moved only by the workflow (services/finance/loan-agreements.ts).
export const loanAgreementTable: TableDef = {
  table: 'tp_financeloanagreement',
  base: '/blade-tradePort/financeloanagreement',
  columns: {
    agreement_no: 'text',
    agreement_name: 'text',
    application_id: 'text',
    application_no: 'text',
    borrower_id: 'text',
    borrower_name: 'text',
    lender_id: 'text',
    lender_name: 'text',
    loan_amount: 'real',
    interest_rate: 'real',
    term_days: 'int',
    repayment_method: 'int',
    start_date: 'date',
    end_date: 'date',
    sign_status: 'int',
    contract_status: 'int',
    agreement_status: 'int',
    disburse_date: 'date',
    outstanding_principal: 'real',
    repaid_principal: 'real',
    sign_time: 'datetime',
    file_url: 'text',
    remark: 'text',
    // Terms of the interest (services/ledger/loan-terms.ts) and copies of the ledger's projection (loan-projection.ts).
    penalty_rate: 'real',
    day_count_basis: 'int',
    repayment_order: 'text',
    interest_repaid: 'real',
    penalty_repaid: 'real',
  },
  tenant: true,
  permission: 'financeloanagreement',
  required: ['agreement_no', 'borrower_name', 'lender_name', 'loan_amount'],
  unique: [{ columns: ['agreement_no'], message: '当前合同编号已存在!' }],
  indexes: [['application_no'], ['application_id'], ['agreement_status']],
};
