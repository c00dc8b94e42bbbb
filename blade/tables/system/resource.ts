import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';

// 对象存储 / 短信配置 / 附件管理 (Object storage, SMS settings, attachments): blade-resource, per tenant,
// entity-bound lists. An OSS or SMS config is active when status = 2; a new one starts inactive (1).
// Attachments are created by oss/endpoint/put-file, so their screen lists, shows and removes only.
export const ossTable: TableDef = {
  table: 'blade_oss',
  base: '/blade-resource/oss',
  columns: {
    category: 'int',
    oss_code: 'text',
    endpoint: 'text',
    access_key: 'text',
    secret_key: 'text',
    bucket_name: 'text',
    app_id: 'text',
    region: 'text',
    remark: 'text',
  },
  tenant: true,
  filter: 'entity',
  permission: 'oss',
  required: ['category', 'oss_code', 'endpoint', 'access_key', 'secret_key', 'bucket_name'],
  unique: [{ columns: ['oss_code'], message: '当前资源编号已存在!' }],
};

export const smsTable: TableDef = {
  table: 'blade_sms',
  base: '/blade-resource/sms',
  columns: {
    category: 'int',
    sms_code: 'text',
    template_id: 'text',
    access_key: 'text',
    secret_key: 'text',
    region_id: 'text',
    sign_name: 'text',
    remark: 'text',
  },
  tenant: true,
  filter: 'entity',
  permission: 'sms',
  required: ['category', 'sms_code', 'template_id', 'access_key', 'secret_key', 'sign_name'],
  unique: [{ columns: ['sms_code'], message: '当前资源编号已存在!' }],
};

export const attachTable: TableDef = {
  table: 'blade_attach',
  base: '/blade-resource/attach',
  columns: { link: 'text', domain: 'text', name: 'text', original_name: 'text', extension: 'text', attach_size: 'int' },
  tenant: true,
  filter: 'entity',
  endpoints: ['list', 'detail', 'remove'],
  permission: 'attach',
};

/** Enabling goes through `enable`, never through submit: a new config is inactive and submit keeps the status. */
export const configHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    if (existing) delete values.status;
    else values.status = 1;
  },
};
