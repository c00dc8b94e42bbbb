import type { TableDef } from '../../crud/table-def';

// 海运佣金 (broker commissions on ocean orders, in US dollars per tonne).
export const oceanCommissionTable: TableDef = {
  table: 'tp_oceancommission',
  base: '/tradePort/oceancommission',
  columns: {
    commission_no: 'text',
    ocean_order_no: 'text',
    broker_name: 'text',
    quantity: 'real',
    commission_per_ton_usd: 'real',
    commission_amount_usd: 'real',
    currency: 'text',
    settle_status: 'int',
    settle_date: 'date',
    remark: 'text',
  },
  tenant: true,
  permission: 'oceancommission',
  required: ['commission_no', 'ocean_order_no', 'broker_name'],
  unique: [{ columns: ['commission_no'], message: '当前佣金单号已存在!' }],
  indexes: [['ocean_order_no'], ['settle_status']],
};
