import type { TableDef } from '../../crud/table-def';

// 合同管理 (Contracts): the purchase/sale contract of an order (same order_no); party A sells, party B buys.
export const contractTable: TableDef = {
  table: 'tp_contract',
  base: '/blade-tradePort/contract',
  columns: {
    contract_no: 'text',
    contract_name: 'text',
    contract_type: 'int',
    order_id: 'text',
    order_no: 'text',
    party_a_id: 'text',
    party_a_name: 'text',
    party_b_id: 'text',
    party_b_name: 'text',
    quantity: 'real',
    amount: 'real',
    sign_date: 'date',
    effective_date: 'date',
    expire_date: 'date',
    contract_status: 'int',
    sign_status: 'int',
    file_url: 'text',
    signed_file_url: 'text',
    remark: 'text',
  },
  tenant: true,
  permission: 'contract',
  required: ['contract_no', 'contract_name', 'contract_type'],
  unique: [{ columns: ['contract_no'], message: '当前合同编号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['tenant_id', 'is_deleted', 'contract_status']],
};
