import { defineResource } from '../define-resource';
import { auditFields, image, number, switchField, text } from '../fields';

// 商品图库 (Goods gallery): photos of a listing.
export const goodsgallery = defineResource({
  name: 'goodsgallery',
  menuPath: '/tradeport/goodsgallery',
  api: '/blade-tradePort/goodsgallery',
  titleField: 'title',
  fields: {
    goodsId: text({ required: true, search: 'equal', width: 180 }),
    title: text({ search: true, max: 100 }),
    imageUrl: image({ required: true, list: true }),
    isMain: switchField(),
    sort: number({ min: 0 }),
    ...auditFields(),
  },
});
