import type { TableDef } from '../../crud/table-def';

// 订单合同 (Order contracts): the signing view of an order's contract; listed; generated, linked and downloaded by services/trade/order-actions.ts.
export const ordercontractTable: TableDef = {
  table: 'tp_ordercontract',
  base: '/blade-tradePort/ordercontract',
  columns: {
    order_id: 'text',
    order_no: 'text',
    contract_no: 'text',
    contract_name: 'text',
    contract_type: 'int',
    party_a_name: 'text',
    party_b_name: 'text',
    amount: 'real',
    sign_status: 'int',
    sign_task_id: 'text',
    short_url: 'text',
    file_url: 'text',
    signed_file_url: 'text',
    sign_time: 'datetime',
    // contract_status (dict contract_status): 1 待签署, 2 签署中, 3 已生效 as its actors sign (services/esign/sign-tasks.ts).
    contract_status: 'int',
    effective_date: 'date',
  },
  tenant: true,
  permission: 'ordercontract',
  endpoints: ['list'],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['contract_no']],
};
