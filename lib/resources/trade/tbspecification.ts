import { defineResource } from '../define-resource';
import { auditFields, dict, number, text, textarea, tree } from '../fields';

// 品类规格 (Category specifications): the menu has no delete button, so the screen does not offer one.
// Blade's GET category/{id} (a path id) is not served: the exact-path router cannot express it.
export const tbspecification = defineResource({
  name: 'tbspecification',
  menuPath: '/tradeport/tbspecification',
  api: '/blade-tradePort/tbspecification',
  endpoints: { remove: null },
  titleField: 'specName',
  fields: {
    categoryId: tree('category', { required: true, search: true }),
    specName: text({ required: true, search: true, max: 50 }),
    specCode: dict('quality_index', { biz: true }),
    unit: text({ max: 20 }),
    standardValue: text({ max: 50 }),
    specValues: text({ max: 200, width: 200 }),
    sort: number({ min: 0 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
