import type { Context } from '../../http/router';
import type { Where } from '../../crud/sql-filters';
import { ServiceError } from '../../http/envelope';
import { isPlatformAdmin } from '../../policy/rank';

/**
 * Users, departments and roles: BladeX lists them across every tenant for the platform's administrator
 * (`AuthUtil.isAdministrator()` in the platform tenant 000000) and only the caller's own tenant for anyone else
 * (docs/blade-contract.md §8.1), so these tables keep `tenant_id` as a plain column and scope reads here instead of
 * through `tenant: true`. The platform tenant's other accounts (hr) see their own tenant only (blade/policy/rank.ts).
 */
export const ADMIN_TENANT = '000000';

export const isPlatformCaller = (ctx: Context) => isPlatformAdmin(ctx.user);

export function platformTenantScope(ctx: Context): Where {
  return isPlatformCaller(ctx) ? { sql: [], params: [] } : { sql: ['tenant_id = ?'], params: [ctx.user?.tenantId ?? ''] };
}

/** The tenant a new row belongs to: the platform may name one, everyone else writes into their own. */
export function assignTenant(ctx: Context, values: Record<string, unknown>, existing: Record<string, unknown> | null): void {
  if (existing) {
    if (!isPlatformCaller(ctx)) delete values.tenant_id;
    else if (values.tenant_id === null || values.tenant_id === '') delete values.tenant_id;
    else if (values.tenant_id !== undefined) requireTenantExists(ctx, String(values.tenant_id));
    return;
  }
  const requested = typeof values.tenant_id === 'string' ? values.tenant_id.trim() : '';
  values.tenant_id = isPlatformCaller(ctx) && requested ? requested : (ctx.user?.tenantId ?? ADMIN_TENANT);
  requireTenantExists(ctx, String(values.tenant_id));
}

function requireTenantExists(ctx: Context, tenantId: string): void {
  const tenant = ctx.db.prepare('SELECT 1 FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(tenantId);
  if (!tenant) throw new ServiceError('租户信息错误!');
}

/** A tree picker's `tenantId` parameter is honoured for the platform only (it builds forms for other tenants). */
export function pickerTenant(ctx: Context): string {
  const requested = ctx.query.get('tenantId') ?? '';
  return isPlatformCaller(ctx) && requested ? requested : (ctx.user?.tenantId ?? '');
}

/** NOT NULL columns with a default: a blank value means "keep the default" on insert, "leave as is" on update. */
export function dropBlank(
  values: Record<string, unknown>,
  columns: string[],
  defaults: Record<string, unknown> = {},
  inserting = false,
): void {
  for (const column of columns) {
    if (values[column] !== null && values[column] !== '') continue;
    if (inserting && column in defaults) values[column] = defaults[column];
    else delete values[column];
  }
}
