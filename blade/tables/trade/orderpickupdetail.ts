import type { TableDef } from '../../crud/table-def';

// 提货明细 (Pick-up lines): one weighbridge slip per truck; settle = net − deduction, net = gross − tare.
export const orderpickupdetailTable: TableDef = {
  table: 'tp_orderpickupdetail',
  base: '/blade-order/orderpickupdetail',
  columns: {
    pickup_id: 'text',
    pickup_no: 'text',
    order_no: 'text',
    weigh_no: 'text',
    plate_no: 'text',
    driver_name: 'text',
    driver_phone: 'text',
    gross_weight: 'real',
    tare_weight: 'real',
    net_weight: 'real',
    deduct_weight: 'real',
    settle_weight: 'real',
    gross_time: 'datetime',
    tare_time: 'datetime',
    weighman: 'text',
    image: 'text',
  },
  tenant: true,
  permission: 'orderpickupdetail',
  endpoints: ['list'],
  defaultOrder: 'tare_time DESC, id DESC',
  indexes: [['pickup_id'], ['pickup_no'], ['order_no']],
};
