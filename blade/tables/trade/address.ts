import type { TableDef } from '../../crud/table-def';

// 收货地址 (Addresses): a customer's delivery addresses, one marked default.
export const addressTable: TableDef = {
  table: 'tp_address',
  base: '/blade-tradePort/address',
  columns: {
    consumer_id: 'text',
    company_name: 'text',
    consignee: 'text',
    phone: 'text',
    province: 'text',
    city: 'text',
    district: 'text',
    detail_address: 'text',
    is_default: 'int',
  },
  tenant: true,
  permission: 'address',
  required: ['consumer_id', 'consignee', 'phone', 'detail_address'],
  indexes: [['consumer_id']],
};
