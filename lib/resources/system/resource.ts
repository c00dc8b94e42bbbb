import { defineResource } from '../define-resource';
import { auditFields, dict, file, number, password, select, text, textarea } from '../fields';

/** 2 = the tenant's active config. */
const ACTIVE_CHIPS = { '1': 'default', '2': 'success' } as const;

/** Enable: every config of the tenant inactive (1), this one active (2); offered on inactive rows. */
const enable = (code: 'oss' | 'sms') =>
  ({ name: 'enable', code: `${code}_enable`, endpoint: 'enable', when: { status: [1] }, confirm: true }) as const;

// 对象存储 / 短信配置 / 附件管理 (Object storage, SMS settings, attachments): blade-resource per tenant,
// entity-bound lists. status 2 marks the active config; it is switched by `enable`, not by the form.
export const oss = defineResource({
  name: 'oss',
  menuPath: '/resource/oss',
  api: '/blade-resource/oss',
  titleField: 'ossCode',
  dateRange: false,
  rowActions: [enable('oss')],
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
    status: select(['1', '2'], { form: false, chips: ACTIVE_CHIPS }),
    ...auditFields(),
  },
});

export const sms = defineResource({
  name: 'sms',
  menuPath: '/resource/sms',
  api: '/blade-resource/sms',
  titleField: 'smsCode',
  dateRange: false,
  rowActions: [
    enable('sms'),
    // A message through this config: its template rendered with the params, recorded per phone (用户短信).
    {
      name: 'send',
      code: 'sms_send',
      endpoint: 'endpoint/send-message',
      key: 'smsCode',
      param: 'code',
      form: { phones: text({ required: true, max: 1200 }), params: textarea({ max: 2000 }) },
    },
  ],
  fields: {
    category: dict('sms', { required: true, search: 'like' }),
    smsCode: text({ required: true, search: true, readOnly: 'edit', max: 32 }),
    templateId: text({ required: true, max: 64 }),
    signName: text({ required: true, max: 64 }),
    accessKey: text({ required: true, max: 255 }),
    secretKey: password({ required: true, max: 255 }),
    regionId: text({ list: false, max: 64 }),
    remark: textarea({ max: 255 }),
    status: select(['1', '2'], { form: false, chips: ACTIVE_CHIPS }),
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
  // Downloads the stored file under its original name.
  rowActions: [{ name: 'download', code: 'attach_download', href: '/api/blade-resource/oss/endpoint/file?name={name}&download=1' }],
  fields: {
    originalName: text({ search: true, width: 260 }),
    extension: text({ search: true, width: 90 }),
    attachSize: number({ width: 120, format: 'bytes' }),
    link: file({ list: true, width: 200 }),
    name: text({ list: false }),
    domain: text({ list: false }),
    ...auditFields(),
  },
});
