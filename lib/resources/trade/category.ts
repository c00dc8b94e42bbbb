import { defineResource } from '../define-resource';
import { auditFields, dict, image, number, switchField, text, textarea, tree } from '../fields';

// 商品品类 (Categories): a lazy tree; Blade's POST/PUT on the base path are served too, the screen saves via /submit.
export const category = defineResource({
  name: 'category',
  menuPath: '/tradeport/category',
  api: '/blade-tradePort/category',
  titleField: 'categoryName',
  tree: { lazy: true },
  defaultSort: { field: 'sort', direction: 'asc' },
  fields: {
    categoryName: text({ required: true, search: true, max: 50, width: 180 }),
    categoryCode: text({ required: true, search: true, readOnly: 'edit', max: 32 }),
    parentId: tree('category', { list: false }),
    goodsTypeId: text({ list: false }),
    unit: dict('goods_unit', { biz: true }),
    icon: image({ list: false }),
    isShow: switchField({ defaultValue: 1 }),
    sort: number({ min: 0, defaultValue: 1 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
