import type { TableDef } from '../../crud/table-def';

// 质押货物 (grain lots in supervised depots that back pledges), blade-finance service.
export const goodsCommodityTable: TableDef = {
  table: 'tp_goodscommodity',
  base: '/blade-finance/goodscommodity',
  columns: {
    commodity_no: 'text', goods_name: 'text', variety: 'int', grade: 'int', harvest_year: 'text', origin: 'text',
    owner_id: 'text', owner_name: 'text', quantity: 'real', unit_price: 'real', total_value: 'real',
    warehouse_name: 'text', storage_position: 'text', lot_no: 'text', receipt_no: 'text', inbound_date: 'date',
    pledge_agreement_no: 'text', pledged_quantity: 'real', commodity_status: 'int', images: 'text', remark: 'text',
  },
  tenant: true,
  permission: 'goodscommodity',
  required: ['commodity_no', 'goods_name', 'owner_name', 'quantity'],
  unique: [{ columns: ['commodity_no'], message: '当前货物编号已存在!' }],
  indexes: [['owner_name'], ['commodity_status'], ['pledge_agreement_no']],
};
