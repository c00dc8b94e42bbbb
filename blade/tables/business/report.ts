import type { TableDef } from '../../crud/table-def';

// 报表列表 (UReport files, blade_report_file): entity-bound list and logical remove; no tenant, no BaseEntity audit.
export const reportTable: TableDef = {
  table: 'blade_report_file',
  base: '/blade-report/report/rest',
  columns: { name: 'text', content: 'text', create_time: 'datetime', update_time: 'datetime', is_deleted: 'int' },
  audit: false,
  filter: 'entity',
  endpoints: ['list', 'remove'],
  permission: 'report_list',
  defaultOrder: 'create_time DESC, id DESC',
};
