import type { TableDef } from '../../crud/table-def';

// 临期提醒 (due-date reminders, read-only): list; GET threeDayList gives those due within three days.
export const upcomingLogTable: TableDef = {
  table: 'tp_upcominglog',
  base: '/blade-tradePort/upcominglog',
  columns: {
    title: 'text',
    remind_type: 'int',
    related_no: 'text',
    customer_name: 'text',
    due_time: 'datetime',
    remind_time: 'datetime',
    content: 'text',
    handler: 'text',
    handle_status: 'int',
  },
  tenant: true,
  endpoints: ['list'],
  permission: 'upcominglog',
  defaultOrder: 'due_time ASC, id DESC',
  indexes: [['due_time'], ['handle_status']],
};
