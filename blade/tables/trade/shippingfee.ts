import type { TableDef } from '../../crud/table-def';

// 运费设置 (Shipping fees): the platform's freight tariff (start fee plus 元/吨) between provinces.
export const shippingfeeTable: TableDef = {
  table: 'tp_shippingfee',
  base: '/blade-tradePort/shippingfee',
  columns: {
    fee_name: 'text',
    transport_mode: 'int',
    from_province: 'text',
    to_province: 'text',
    start_fee: 'real',
    unit_fee: 'real',
    min_quantity: 'real',
    remark: 'text',
  },
  tenant: true,
  permission: 'shippingfee',
  required: ['fee_name', 'transport_mode', 'unit_fee'],
};
