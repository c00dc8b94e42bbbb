import { defineResource } from '../define-resource';
import { auditFields, date, dict, money, text, textarea, tree } from '../fields';

// 商品价格 (Goods prices): dated quotes per product and region.
export const goodsprice = defineResource({
  name: 'goodsprice',
  menuPath: '/tradeport/goodsprice',
  api: '/blade-tradePort/goodsprice',
  titleField: 'productName',
  importable: true,
  defaultSort: { field: 'priceDate', direction: 'desc' },
  fields: {
    productName: text({ required: true, search: true, max: 100, width: 200 }),
    productId: text({ list: false }),
    categoryId: tree('category', { search: true }),
    region: text({ search: true, max: 50 }),
    logisticsBaseId: text({ list: false }),
    priceDate: date({ required: true }),
    priceKind: dict('price_kind', { biz: true, search: true }),
    price: money({ required: true, min: 0 }),
    changeAmount: money(),
    source: text({ max: 100 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
