import type { TableDef } from '../../crud/table-def';

// 海运订单 (imported grain shipments): /tradePort has no blade- prefix; inserts go to save, updates to submit.
export const oceanOrderTable: TableDef = {
  table: 'tp_oceanorder',
  base: '/tradePort/oceanorder',
  columns: {
    ocean_order_no: 'text', contract_no: 'text', buyer_id: 'text', buyer_name: 'text', seller_name: 'text', goods_name: 'text',
    origin_country: 'text', vessel_name: 'text', voyage_no: 'text', bill_of_lading_no: 'text',
    port_of_loading: 'text', port_of_discharge: 'text', quantity: 'real', unit_price_usd: 'real', amount_usd: 'real',
    price_term: 'int', laycan_start: 'date', laycan_end: 'date', etd: 'datetime', eta: 'datetime', ata: 'datetime',
    customs_status: 'int', ocean_status: 'int', bank_id: 'text', is_published: 'int', remark: 'text',
  },
  tenant: true,
  endpoints: ['list', 'detail', 'save', 'submit', 'remove'],
  permission: 'oceanorder',
  required: ['ocean_order_no', 'buyer_name', 'goods_name', 'quantity'],
  unique: [{ columns: ['ocean_order_no'], message: '当前海运单号已存在!' }],
  indexes: [['ocean_status'], ['eta']],
};
