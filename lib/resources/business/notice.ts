import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, text, textarea } from '../fields';

// 通知公告: blade_notice, tenant-scoped (docs/blade-contract.md §8.1).
export const notice = defineResource({
  name: 'notice',
  menuPath: '/desk/notice',
  api: '/blade-desk/notice',
  titleField: 'title',
  fields: {
    title: text({ required: true, search: true, max: 255, width: 260 }),
    category: dict('notice', { required: true, search: true }),
    releaseTime: datetime({ width: 170 }),
    content: textarea({ max: 2000 }),
    ...auditFields(),
  },
});
