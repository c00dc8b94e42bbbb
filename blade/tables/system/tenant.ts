import crypto from 'node:crypto';
import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../../services/shared/rows';
import { ADMIN_TENANT, dropBlank } from './platform-tenant';

// 租户管理 (Tenants): blade_tenant, managed by the platform; `tenant_id` here is the tenant's own
// number, not an owner. A new tenant without one gets a random unused 6-digit number (TenantServiceImpl).
export const tenantTable: TableDef = {
  table: 'blade_tenant',
  base: '/blade-system/tenant',
  columns: {
    tenant_id: 'text',
    tenant_name: 'text',
    domain: 'text',
    background_url: 'text',
    linkman: 'text',
    contact_number: 'text',
    address: 'text',
    account_number: 'int',
    expire_time: 'datetime',
    package_id: 'text',
    datasource_id: 'text',
    license_key: 'text',
  },
  endpoints: ['list', 'select', 'detail', 'submit', 'remove'],
  permission: 'tenant',
  policy: { platformOnly: true },
  required: ['tenant_name'],
  unique: [{ columns: ['tenant_id'], message: '当前租户ID已存在!' }],
};

export function unusedTenantId(db: Db): string {
  const taken = new Set((db.prepare('SELECT tenant_id FROM blade_tenant').all() as { tenant_id: string }[]).map((row) => row.tenant_id));
  for (;;) {
    const candidate = String(crypto.randomInt(100000, 1000000));
    if (!taken.has(candidate)) return candidate;
  }
}

export const tenantHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    dropBlank(values, ['account_number', 'domain', 'background_url'], { account_number: -1, domain: '', background_url: '' }, !existing);
    if (existing) delete values.tenant_id;
    else if (typeof values.tenant_id !== 'string' || !/^\d{6}$/.test(values.tenant_id)) {
      if (values.tenant_id != null && values.tenant_id !== '') throw new ServiceError('租户ID须为6位数字!');
      values.tenant_id = unusedTenantId(ctx.db);
    }
  },
  beforeRemove: (ctx, ids) => {
    const admin = ctx.db
      .prepare(`SELECT 1 FROM blade_tenant WHERE tenant_id = ? AND id IN (${placeholders(ids.length)})`)
      .get(ADMIN_TENANT, ...ids);
    if (admin) throw new ServiceError('不可删除管理租户!');
  },
};
