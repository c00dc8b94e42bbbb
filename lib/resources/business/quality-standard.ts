import { defineResource } from '../define-resource';
import { auditFields, dict, number, select, text, textarea } from '../fields';

// 质量标准 (grain quality standards): one limit per variety, grade and index, which inspection values are judged
// against (GB 1351 wheat, GB 1352 soybean, GB 1353 corn). limitType 1 下限 (≥), 2 上限 (≤). National standards: seeded
// and shown for reference, not edited from the back-office.
export const qualityStandard = defineResource({
  name: 'qualitystandard',
  menuPath: '/inspection/qualitystandard',
  api: '/blade-inspection/qualitystandard',
  titleField: 'indexName',
  defaultSort: { field: 'variety', direction: 'asc' },
  readOnly: true,
  fields: {
    variety: dict('grain_variety', { biz: true, required: true, search: true, width: 90 }),
    grade: dict('grain_grade', { biz: true, required: true, search: true, width: 90 }),
    indexCode: dict('quality_index', { biz: true, required: true, search: true, width: 130 }),
    indexName: text({ max: 30, width: 120 }),
    unit: text({ max: 10, width: 80 }),
    limitType: select(['1', '2'], { required: true, width: 100 }),
    limitValue: number({ required: true, min: 0, width: 110 }),
    standardCode: text({ search: true, max: 30, width: 140 }),
    sort: number({ list: false, min: 0 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
