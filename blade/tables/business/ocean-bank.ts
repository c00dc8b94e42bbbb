import type { TableDef } from '../../crud/table-def';

// 收款银行 (receiving banks for ocean-order payments, SWIFT details for letters of credit).
export const oceanBankTable: TableDef = {
  table: 'tp_oceanbank',
  base: '/tradePort/oceanbank',
  columns: {
    bank_name: 'text',
    bank_name_en: 'text',
    account_name: 'text',
    account_no: 'text',
    swift_code: 'text',
    currency: 'text',
    bank_address: 'text',
    is_default: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'oceanbank',
  required: ['bank_name', 'account_name', 'account_no', 'currency'],
  unique: [{ columns: ['account_no'], message: '当前银行账号已存在!' }],
};
