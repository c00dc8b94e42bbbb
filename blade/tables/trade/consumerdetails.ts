import type { TableDef } from '../../crud/table-def';

// 客户档案 (Customer profiles): the trading companies; orders carry their id and company name as buyer/seller.
export const consumerdetailsTable: TableDef = {
  table: 'tp_consumerdetails',
  base: '/blade-tradePort/consumerdetails',
  columns: {
    company_name: 'text',
    short_name: 'text',
    credit_code: 'text',
    customer_type: 'int',
    trade_role: 'int',
    legal_person: 'text',
    contact_name: 'text',
    contact_phone: 'text',
    email: 'text',
    province: 'text',
    city: 'text',
    address: 'text',
    bank_name: 'text',
    bank_account: 'text',
    auth_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'consumerdetails',
  required: ['company_name', 'credit_code'],
  unique: [
    { columns: ['credit_code'], message: '当前统一社会信用代码已存在!' },
    { columns: ['company_name'], message: '当前企业名称已存在!' },
  ],
};
