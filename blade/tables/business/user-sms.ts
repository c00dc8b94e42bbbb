import type { TableDef } from '../../crud/table-def';

// 用户短信 (SMS sent to platform users): verification codes, trade notices, reminders.
export const userSmsTable: TableDef = {
  table: 'tp_usersms',
  base: '/blade-tradePort/usersms',
  columns: {
    phone: 'text',
    user_id: 'text',
    user_name: 'text',
    sms_type: 'int',
    template_code: 'text',
    content: 'text',
    biz_no: 'text',
    send_time: 'datetime',
    send_status: 'int',
    fail_reason: 'text',
  },
  tenant: true,
  permission: 'usersms',
  // A user reads the messages sent to them (the bell's mail tab); the screen reads the tenant.
  owners: ['user_id'],
  required: ['phone', 'sms_type', 'content'],
  defaultOrder: 'send_time DESC, id DESC',
  indexes: [['phone'], ['send_time']],
};
