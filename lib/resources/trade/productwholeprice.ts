import { defineResource } from '../define-resource';
import { auditFields, date, money, text, textarea, weight } from '../fields';

// 批发价格 (Wholesale prices): quantity tiers of a product's unit price.
export const productwholeprice = defineResource({
  name: 'productwholeprice',
  menuPath: '/tradeport/productwholeprice',
  api: '/blade-tradePort/productwholeprice',
  titleField: 'productName',
  importable: true,
  fields: {
    productId: text({ required: true, list: false }),
    productName: text({ search: true, max: 100, width: 200 }),
    minQuantity: weight({ required: true, min: 0 }),
    maxQuantity: weight({ min: 0 }),
    unitPrice: money({ required: true, min: 0 }),
    validFrom: date(),
    validTo: date(),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
