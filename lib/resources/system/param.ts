import { defineResource } from '../define-resource';
import { auditFields, text, textarea } from '../fields';

// 参数管理: Blade's blade_param (docs/spec.md §3, §5 form rules on blur).
export const param = defineResource({
  name: 'param',
  menuPath: '/system/param',
  api: '/blade-system/param',
  titleField: 'paramName',
  fields: {
    paramName: text({ required: true, search: true, max: 255 }),
    paramKey: text({ required: true, search: true, max: 255 }),
    paramValue: textarea({ required: true, list: true, max: 1000 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
