import { defineResource } from '../define-resource';
import { auditFields, dict, number, text, textarea } from '../fields';

// 岗位管理 (Positions): blade_post per tenant; the list binds the entity, so searches are exact matches.
export const post = defineResource({
  name: 'post',
  menuPath: '/system/post',
  api: '/blade-system/post',
  titleField: 'postName',
  dateRange: false,
  fields: {
    category: dict('post_category', { required: true, search: 'like' }),
    postCode: text({ required: true, search: true, readOnly: 'edit', max: 12 }),
    postName: text({ required: true, search: true, max: 64 }),
    sort: number({ min: 0, defaultValue: 1 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
