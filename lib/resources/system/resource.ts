import { defineResource } from '../define-resource';
import { auditFields, dict, file, number, password, select, text, textarea } from '../fields';

// 对象存储 / 短信配置 / 附件管理 (Object storage, SMS settings, attachments): blade-resource per tenant,
// entity-bound lists. status 2 marks the active config; it is switched by `enable`, not by the form.
export const oss = defineResource({
  name: 'oss',
  menuPath: '/resource/oss',
  api: '/blade-resource/oss',
  titleField: 'ossCode',
  dateRange: false,
  fields: {
    category: dict('oss', { required: true, search: 'like' }),
    ossCode: text({ required: true, search: true, readOnly: 'edit', max: 32 }),
    endpoint: text({ required: true, max: 255, width: 240 }),
    bucketName: text({ required: true, max: 255 }),
    accessKey: text({ required: true, max: 255 }),
    secretKey: password({ required: true, max: 255 }),
    appId: text({ list: false, max: 255 }),
    region: text({ list: false, max: 255 }),
    remark: textarea({ max: 255 }),
    status: select(['1', '2'], { form: false }),
    ...auditFields(),
  },
});

export const sms = defineResource({
  name: 'sms',
  menuPath: '/resource/sms',
  api: '/blade-resource/sms',
  titleField: 'smsCode',
  dateRange: false,
  fields: {
    category: dict('sms', { required: true, search: 'like' }),
    smsCode: text({ required: true, search: true, readOnly: 'edit', max: 32 }),
    templateId: text({ required: true, max: 64 }),
    signName: text({ required: true, max: 64 }),
    accessKey: text({ required: true, max: 255 }),
    secretKey: password({ required: true, max: 255 }),
    regionId: text({ list: false, max: 64 }),
    remark: textarea({ max: 255 }),
    status: select(['1', '2'], { form: false }),
    ...auditFields(),
  },
});

export const attach = defineResource({
  name: 'attach',
  menuPath: '/resource/attach',
  api: '/blade-resource/attach',
  endpoints: { submit: null },
  titleField: 'originalName',
  dateRange: false,
  fields: {
    originalName: text({ search: true, width: 260 }),
    extension: text({ search: true, width: 90 }),
    attachSize: number({ width: 120 }),
    link: file({ list: true, width: 200 }),
    name: text({ list: false }),
    domain: text({ list: false }),
    ...auditFields(),
  },
});
