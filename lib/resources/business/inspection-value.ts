import { defineResource } from '../define-resource';
import { auditFields, dict, number, text, textarea } from '../fields';

// 检验结果 (one measured quality index of an inspection, against its GB limit).
export const inspectionValue = defineResource({
  name: 'inspectionvalue',
  menuPath: '/inspection/inspectionvalue',
  api: '/blade-inspection/inspectionvalue',
  titleField: 'indexName',
  fields: {
    applicationNo: text({ required: true, search: true, max: 32, width: 180 }),
    applicationId: text({ list: false }),
    indexCode: dict('quality_index', { biz: true, required: true, search: true }),
    indexName: text({ max: 30, width: 120 }),
    unit: text({ max: 10, width: 80 }),
    standardValue: text({ max: 30, width: 120 }),
    measuredValue: number({ required: true, width: 110 }),
    judgement: dict('index_judgement', { biz: true, search: true }),
    sort: number({ list: false, min: 0 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
