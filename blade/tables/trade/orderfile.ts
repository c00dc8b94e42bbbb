import type { TableDef } from '../../crud/table-def';

// 订单附件 (Order files): documents attached to an order; the order service only lists them (list, listAll).
export const orderfileTable: TableDef = {
  table: 'tp_orderfile',
  base: '/blade-order/orderfile',
  columns: {
    order_id: 'text',
    order_no: 'text',
    file_type: 'int',
    file_name: 'text',
    file_url: 'text',
    file_size: 'int',
    uploader_name: 'text',
  },
  tenant: true,
  permission: 'orderfile',
  endpoints: ['list', 'listAll'],
  indexes: [['order_no']],
};
