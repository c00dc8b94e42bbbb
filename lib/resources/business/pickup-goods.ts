import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, phone, text, textarea, weight } from '../fields';

// 解押提货 (pledge releases): added with save, edited with submit; no delete button exists.
export const pickupGoods = defineResource({
  name: 'pickupgoods',
  menuPath: '/finance/pickupgoods',
  api: '/blade-finance/pickupgoods',
  endpoints: { submit: ['save', 'submit'], remove: null },
  titleField: 'releaseNo',
  fields: {
    releaseNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    pledgeAgreementNo: text({ required: true, search: true, max: 32, width: 180 }),
    commodityNo: text({ max: 32, width: 170 }),
    goodsName: text({ max: 100, width: 180 }),
    ownerName: text({ search: true, max: 100, width: 220 }),
    ownerId: text({ list: false }),
    warehouseName: text({ list: false, max: 100 }),
    applyQuantity: weight({ required: true, width: 130 }),
    approvedQuantity: weight({ width: 130 }),
    repayAmount: money({ width: 150 }),
    pickupPerson: text({ list: false, max: 30 }),
    pickupPhone: phone({ list: false }),
    plateNo: text({ list: false, max: 20 }),
    applyTime: datetime({ width: 170 }),
    releaseTime: datetime({ list: false }),
    pickupStatus: dict('pickup_status', { biz: true, search: true, defaultValue: '0' }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
