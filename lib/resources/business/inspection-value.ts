import { defineResource } from '../define-resource';
import { auditFields, dict, number, text, textarea } from '../fields';

// 检验结果 (one measured quality index of an inspection). The service fills its name, unit and limit from the
// standard for the goods' grade (qualitystandard) and judges it 达标/超标; entered while the request is being tested.
export const inspectionValue = defineResource({
  name: 'inspectionvalue',
  menuPath: '/inspection/inspectionvalue',
  api: '/blade-inspection/inspectionvalue',
  titleField: 'indexName',
  // Values are entered from their request (its 录入检验值 action); here they are corrected or removed.
  endpoints: { submit: [null, 'submit'] },
  fields: {
    applicationNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 180 }),
    applicationId: text({ list: false, form: false }),
    indexCode: dict('quality_index', { biz: true, required: true, search: true, readOnly: 'edit' }),
    indexName: text({ form: false, width: 120 }),
    unit: text({ form: false, width: 80 }),
    standardValue: text({ form: false, width: 120 }),
    measuredValue: number({ required: true, min: 0, width: 110 }),
    judgement: dict('index_judgement', { biz: true, search: true, form: false }),
    sort: number({ list: false, form: false }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
