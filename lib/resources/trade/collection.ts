import { defineResource } from '../define-resource';
import { auditFields, money, text } from '../fields';

// 用户收藏 (Favourites): one row per customer and listing.
export const collection = defineResource({
  name: 'collection',
  menuPath: '/customer/collection',
  api: '/blade-tradePort/collection',
  titleField: 'goodsName',
  fields: {
    companyName: text({ search: true, max: 100, width: 220 }),
    consumerId: text({ required: true, list: false }),
    goodsName: text({ search: true, max: 100, width: 220 }),
    goodsId: text({ required: true, list: false }),
    unitPrice: money({ min: 0 }),
    ...auditFields(),
  },
});
