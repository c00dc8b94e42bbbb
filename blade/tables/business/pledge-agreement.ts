import type { TableDef } from '../../crud/table-def';

// 质押协议 (tripartite pledge agreements): pledgor, pledgee (funder) and supervisor over pledged grain lots.
export const pledgeAgreementTable: TableDef = {
  table: 'tp_financepledgeagreement',
  base: '/blade-tradePort/financepledgeagreement',
  columns: {
    agreement_no: 'text', application_id: 'text', application_no: 'text',
    pledgor_id: 'text', pledgor_name: 'text', pledgee_id: 'text', pledgee_name: 'text', supervisor_id: 'text', supervisor_name: 'text',
    pledge_type: 'int', commodity_id: 'text', commodity_no: 'text', variety: 'int', grade: 'int',
    pledge_quantity: 'real', pledge_price: 'real', pledge_value: 'real', minimum_stock: 'real', warning_line: 'real', liquidation_line: 'real',
    warehouse_name: 'text', storage_position: 'text', start_date: 'date', end_date: 'date', released_quantity: 'real',
    sign_status: 'int', agreement_status: 'int', file_url: 'text', remark: 'text',
    // The cover (services/finance/collateral.ts): LTV, the valuation in force and copies of the cover it gives.
    loan_to_value: 'real', mark_price: 'real', mark_date: 'date', cover_ratio: 'real', cover_status: 'int',
  },
  tenant: true,
  permission: 'financepledgeagreement',
  required: ['agreement_no', 'pledgor_name', 'pledgee_name', 'pledge_quantity'],
  unique: [{ columns: ['agreement_no'], message: '当前协议编号已存在!' }],
  indexes: [['application_no'], ['agreement_status']],
};
