import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, phone, text, textarea } from '../fields';

// 用户短信 (SMS sent to users).
export const userSms = defineResource({
  name: 'usersms',
  menuPath: '/customer/usersms',
  api: '/blade-tradePort/usersms',
  titleField: 'phone',
  fields: {
    phone: phone({ required: true, search: true, width: 130 }),
    userName: text({ search: true, max: 50, width: 200 }),
    userId: text({ list: false }),
    smsType: dict('sms_type', { biz: true, required: true, search: true }),
    templateCode: text({ list: false, max: 40 }),
    content: textarea({ required: true, list: true, max: 500, width: 320 }),
    bizNo: text({ max: 40, width: 170 }),
    sendTime: datetime({ width: 170 }),
    sendStatus: dict('sms_send_status', { biz: true, search: true }),
    failReason: text({ list: false, max: 255 }),
    ...auditFields(),
  },
});
