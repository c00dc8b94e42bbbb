import type { TableDef } from '../../crud/table-def';

// 解押提货 (pledge releases): blade-finance only saves and submits them (no remove, per the menu buttons).
export const pickupGoodsTable: TableDef = {
  table: 'tp_pickupgoods',
  base: '/blade-finance/pickupgoods',
  columns: {
    release_no: 'text',
    pledge_agreement_no: 'text',
    commodity_no: 'text',
    goods_name: 'text',
    owner_id: 'text',
    owner_name: 'text',
    warehouse_name: 'text',
    apply_quantity: 'real',
    approved_quantity: 'real',
    repay_amount: 'real',
    pickup_person: 'text',
    pickup_phone: 'text',
    plate_no: 'text',
    apply_time: 'datetime',
    release_time: 'datetime',
    pickup_status: 'int',
    remark: 'text',
  },
  tenant: true,
  endpoints: ['list', 'detail', 'save', 'submit'],
  permission: 'pickupgoods',
  required: ['release_no', 'pledge_agreement_no', 'apply_quantity'],
  unique: [{ columns: ['release_no'], message: '当前解押单号已存在!' }],
  defaultOrder: 'apply_time DESC, id DESC',
  indexes: [['pledge_agreement_no'], ['pickup_status']],
};
