import type { TableDef } from '../../crud/table-def';

// 违约记录 (Breaches): a party's default on an order or contract and the penalty claimed.
export const breachTable: TableDef = {
  table: 'tp_breach',
  base: '/blade-tradePort/breach',
  columns: {
    breach_no: 'text',
    order_no: 'text',
    contract_no: 'text',
    breach_party_id: 'text',
    breach_party_name: 'text',
    breach_type: 'int',
    breach_date: 'date',
    penalty_amount: 'real',
    description: 'text',
    handle_status: 'int',
    handle_result: 'text',
    remark: 'text',
  },
  tenant: true,
  permission: 'breach',
  required: ['breach_no', 'order_no', 'breach_party_name', 'breach_type'],
  unique: [{ columns: ['breach_no'], message: '当前违约编号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no']],
};
