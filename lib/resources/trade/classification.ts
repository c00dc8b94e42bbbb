import { defineResource } from '../define-resource';
import { auditFields, image, number, text, textarea } from '../fields';

// 商品类型 (Goods types): the goodsTypeId a category belongs to.
export const classification = defineResource({
  name: 'classification',
  menuPath: '/tradeport/classification',
  api: '/blade-tradePort/classification',
  titleField: 'classificationName',
  defaultSort: { field: 'sort', direction: 'asc' },
  fields: {
    classificationName: text({ required: true, search: true, max: 50 }),
    classificationCode: text({ required: true, search: true, readOnly: 'edit', max: 32 }),
    icon: image({ list: false }),
    sort: number({ min: 0, defaultValue: 1 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
