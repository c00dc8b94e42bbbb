import { defineResource } from '../define-resource';
import { dict, number, text, textarea, tree } from '../fields';

// 部门管理 (Departments): blade_dept as a lazy tree (lazy-list?parentId=, hasChildren); no audit columns.
export const dept = defineResource({
  name: 'dept',
  menuPath: '/system/dept',
  api: '/blade-system/dept',
  titleField: 'deptName',
  dateRange: false,
  tree: { lazy: true },
  fields: {
    deptName: text({ required: true, search: true, max: 45, width: 200 }),
    fullName: text({ search: true, max: 45, width: 220 }),
    parentId: tree('dept'),
    deptCategory: dict('org_category', { required: true, defaultValue: '2' }),
    sort: number({ min: 0, defaultValue: 1 }),
    remark: textarea({ max: 255 }),
    tenantId: text({ form: false, width: 100 }),
  },
});
