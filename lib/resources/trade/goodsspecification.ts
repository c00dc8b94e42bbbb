import { defineResource } from '../define-resource';
import { auditFields, dict, number, text } from '../fields';

// 商品规格 (Specifications): measured quality values of one listing.
export const goodsspecification = defineResource({
  name: 'goodsspecification',
  menuPath: '/tradeport/goodsspecification',
  api: '/blade-tradePort/goodsspecification',
  titleField: 'specName',
  fields: {
    goodsId: text({ required: true, search: 'equal', width: 180 }),
    specName: text({ required: true, search: true, max: 50 }),
    specCode: dict('quality_index', { biz: true }),
    specValue: text({ required: true, max: 50 }),
    unit: text({ max: 20 }),
    sort: number({ min: 0 }),
    ...auditFields(),
  },
});
