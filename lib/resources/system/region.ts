import { defineResource } from '../define-resource';
import { number, select, text, textarea } from '../fields';

// 行政区划 (Regions): blade_region keyed by code, a lazy tree from the country 00 (lazy-list?parentCode=);
// a new region is placed under parentCode, remove takes ?id=<code>.
export const region = defineResource({
  name: 'region',
  menuPath: '/system/region',
  api: '/blade-system/region',
  rowKey: 'code',
  removeParam: 'id',
  titleField: 'name',
  importable: true,
  dateRange: false,
  tree: { lazy: true, lazyParam: 'parentCode', rootValue: '00' },
  fields: {
    name: text({ required: true, search: true, max: 32, width: 200 }),
    code: text({ required: true, search: true, readOnly: 'edit', max: 12, digits: true }),
    parentCode: text({ readOnly: 'edit', defaultValue: '00', max: 12, digits: true }),
    regionLevel: select(['0', '1', '2', '3', '4', '5'], { form: false }),
    provinceName: text({ form: false, list: false }),
    cityName: text({ form: false, list: false }),
    districtName: text({ form: false, list: false }),
    ancestors: text({ form: false, list: false }),
    sort: number({ min: 0, defaultValue: 1 }),
    remark: textarea({ max: 255 }),
  },
});
