import { defineResource } from '../define-resource';
import { auditFields, datetime, image, number, phone, text, textarea } from '../fields';

/** 授权配置: the account quota (-1 unlimited) and expiry of the selected tenants at once. */
const licence = { accountNumber: number({ required: true, min: -1, defaultValue: -1 }), expireTime: datetime() };

// 租户管理 (Tenants): blade_tenant; a new tenant without an id gets a random 6-digit one and is provisioned
// (admin role and user, dept, ceo post, default menus); 000000 cannot be removed.
export const tenant = defineResource({
  name: 'tenant',
  menuPath: '/system/tenant',
  api: '/blade-system/tenant',
  titleField: 'tenantName',
  fields: {
    tenantId: text({ search: true, readOnly: 'edit', max: 6, digits: true, width: 100 }),
    tenantName: text({ required: true, search: true, max: 50, width: 200 }),
    linkman: text({ search: true, max: 20 }),
    contactNumber: phone({ width: 130 }),
    address: textarea({ max: 255 }),
    domain: text({ list: false, max: 255 }),
    backgroundUrl: image({ list: false }),
    accountNumber: number({ min: -1, defaultValue: -1 }),
    expireTime: datetime({ width: 170 }),
    datasourceId: text({ list: false }),
    ...auditFields(),
  },
  rowActions: [{ name: 'setting', code: 'tenant_setting', endpoint: 'setting', param: 'ids', bulk: true, form: licence }],
});
