import { defineResource } from '../define-resource';
import { auditFields, date, dict, image, money, text, textarea, weight } from '../fields';

// 质押货物 (grain lots backing pledges); unit price is the appraised price in 元/吨.
export const goodsCommodity = defineResource({
  name: 'goodscommodity',
  menuPath: '/finance/goodscommodity',
  api: '/blade-finance/goodscommodity',
  titleField: 'goodsName',
  fields: {
    commodityNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    goodsName: text({ required: true, search: true, max: 100, width: 200 }),
    variety: dict('grain_variety', { biz: true, search: true }),
    grade: dict('grain_grade', { biz: true }),
    harvestYear: text({ max: 4, width: 90 }),
    origin: text({ list: false, max: 50 }),
    ownerName: text({ required: true, search: true, max: 100, width: 220 }),
    ownerId: text({ list: false }),
    quantity: weight({ required: true, width: 130 }),
    unitPrice: money({ width: 130 }),
    totalValue: money({ width: 160 }),
    pledgedQuantity: weight({ width: 130 }),
    warehouseName: text({ max: 100, width: 200 }),
    storagePosition: text({ list: false, max: 50 }),
    lotNo: text({ list: false, max: 40 }),
    receiptNo: text({ list: false, max: 40 }),
    inboundDate: date({ list: false }),
    pledgeAgreementNo: text({ list: false, max: 32 }),
    commodityStatus: dict('pledge_goods_status', { biz: true, search: true }),
    images: image({ list: false }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
