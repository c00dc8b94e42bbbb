import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, text } from '../fields';

// 临期提醒 (due-date reminders, read-only list; threeDayList feeds the workbench).
export const upcomingLog = defineResource({
  name: 'upcominglog',
  menuPath: '/desk/upcominglog',
  api: '/blade-tradePort/upcominglog',
  endpoints: { detail: null },
  readOnly: true,
  titleField: 'title',
  fields: {
    title: text({ search: true, width: 240 }),
    remindType: dict('upcoming_type', { biz: true, search: true }),
    relatedNo: text({ search: true, width: 180 }),
    customerName: text({ search: true, width: 220 }),
    dueTime: datetime({ width: 170 }),
    remindTime: datetime({ width: 170 }),
    content: text({ width: 320 }),
    handler: text({ width: 100 }),
    handleStatus: dict('remind_status', { biz: true, search: true }),
    ...auditFields(),
  },
});
