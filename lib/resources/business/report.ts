import { defineResource } from '../define-resource';
import { auditFields, text } from '../fields';

// 报表列表 (UReport report files): list and delete only; the name filter is an exact match (entity-bound).
export const report = defineResource({
  name: 'report',
  menuPath: '/report/reportlist',
  api: '/blade-report/report/rest',
  permission: 'report_list',
  endpoints: { detail: null, submit: null },
  titleField: 'name',
  fields: {
    name: text({ search: 'like', width: 320 }),
    ...auditFields(),
  },
});
