import { defineResource } from '../define-resource';
import { auditFields, datetime, image, phone, text, weight } from '../fields';

// 提货明细 (Pick-up lines): weighbridge slips, listed only (slip entry comes with the pick-up actions).
export const orderpickupdetail = defineResource({
  name: 'orderpickupdetail',
  menuPath: '/order/orderpickupdetail',
  api: '/blade-order/orderpickupdetail',
  endpoints: { detail: null, submit: null, remove: null },
  readOnly: true,
  titleField: 'weighNo',
  defaultSort: { field: 'tareTime', direction: 'desc' },
  fields: {
    pickupNo: text({ search: 'equal', width: 170 }),
    pickupId: text({ list: false }),
    orderNo: text({ search: 'equal', width: 170 }),
    weighNo: text({ search: true, width: 170 }),
    plateNo: text({ search: true }),
    driverName: text(),
    driverPhone: phone({ list: false }),
    grossWeight: weight(),
    tareWeight: weight(),
    netWeight: weight(),
    deductWeight: weight(),
    settleWeight: weight(),
    grossTime: datetime({ list: false }),
    tareTime: datetime({ width: 170 }),
    weighman: text({ list: false }),
    image: image({ list: false }),
    ...auditFields(),
  },
  rowActions: [
    {
      name: 'print',
      code: 'orderpickupdetail_view',
      href: '/print/weighslip/{id}?pickupId={pickupId}',
      needs: ['pickupId'],
      newTab: true,
      icon: 'print',
    },
  ],
});
