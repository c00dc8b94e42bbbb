import { defineResource } from '../define-resource';
import { auditFields, dict, image, text, textarea, tree } from '../fields';

// 产品管理 (Products): Blade inserts with /save and updates with /update.
export const product = defineResource({
  name: 'product',
  menuPath: '/tradeport/product',
  api: '/blade-tradePort/product',
  endpoints: { submit: ['save', 'update'] },
  titleField: 'productName',
  importable: true,
  fields: {
    productCode: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 140 }),
    productName: text({ required: true, search: true, max: 100, width: 200 }),
    categoryId: tree('category', { required: true, search: true }),
    sku: text({ max: 64, width: 160 }),
    variety: text({ max: 50 }),
    grade: dict('grain_grade', { biz: true, search: true }),
    origin: text({ max: 50 }),
    harvestYear: text({ max: 4 }),
    specification: text({ list: false, max: 200 }),
    packaging: dict('packaging_type', { biz: true }),
    unit: dict('goods_unit', { biz: true, list: false }),
    qualityIndices: textarea({ max: 2000 }),
    images: image({ list: false }),
    description: textarea({ max: 2000 }),
    ...auditFields(),
  },
});
