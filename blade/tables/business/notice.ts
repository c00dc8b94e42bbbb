import type { TableDef } from '../../crud/table-def';

// NoticeController: Map filters (title, category LIKE; releaseTime_datege/_datelt), tenant-scoped.
export const noticeTable: TableDef = {
  table: 'blade_notice',
  base: '/blade-desk/notice',
  columns: { title: 'text', category: 'int', release_time: 'datetime', content: 'text' },
  tenant: true,
  permission: 'notice',
  required: ['title', 'category'],
  // The screen filters by type and release window, newest first.
  indexes: [
    ['tenant_id', 'is_deleted', 'category', 'create_time'],
    ['tenant_id', 'is_deleted', 'create_time'],
  ],
};
