import type { TableDef } from '../../crud/table-def';

// 供求信息 (supply and demand posts); their pictures are in supplyDemandImg.
export const supplyDemandTable: TableDef = {
  table: 'tp_supplydemand',
  base: '/blade-supplyDemand/supplyDemand',
  columns: {
    title: 'text',
    sd_type: 'int',
    variety: 'int',
    goods_name: 'text',
    grade: 'int',
    quantity: 'real',
    expected_price: 'real',
    province: 'text',
    city: 'text',
    delivery_place: 'text',
    valid_until: 'date',
    publisher_id: 'text',
    publisher_name: 'text',
    contact_name: 'text',
    contact_phone: 'text',
    sd_status: 'int',
    view_count: 'int',
    publish_time: 'datetime',
    description: 'text',
  },
  tenant: true,
  permission: 'supplydemand',
  required: ['title', 'sd_type', 'variety', 'quantity'],
  defaultOrder: 'publish_time DESC, id DESC',
  indexes: [['sd_type', 'sd_status'], ['variety'], ['publish_time']],
};
