import type { Db } from '../db/open';
import type { BladeUser } from '../auth/blade-user';
import { placeholders, splitIds } from '../services/shared/rows';

/** The platform's own tenant: its administrator is the only caller who acts across tenants (BladeX's ADMIN_TENANT_ID). */
export const PLATFORM_TENANT = '000000';

/**
 * The tables the platform administrator manages across tenants (their reads use blade/tables/system/platform-tenant.ts):
 * accounts, roles and departments, and the tenants themselves (whose `tenant_id` is their own number). Business rows
 * stay in their tenant for everyone, the platform administrator included.
 */
export const CROSS_TENANT_TABLES: ReadonlySet<string> = new Set(['blade_user', 'blade_role', 'blade_dept', 'blade_tenant']);

/** Role aliases that make an account an administrator: the platform's 超级管理员 and a tenant's 管理员. */
export const ADMIN_ALIASES = ['administrator', 'admin'] as const;

/**
 * Ranks, lowest first: a plain account, a tenant's administrator (an administrator role in its tenant), the platform
 * administrator (超级管理员 in the platform tenant). A write on an administrator's account or role needs an
 * administrator of that tenant or the platform's; nobody hands out a role above their own rank.
 */
export enum Rank {
  Plain = 0,
  TenantAdmin = 1,
  Platform = 2,
}

const aliasesOf = (roleName: string) => roleName.split(',').filter(Boolean);

/** The caller's rank, from the role aliases in its token. */
export function callerRank(user: Pick<BladeUser, 'roleName' | 'tenantId'>): Rank {
  const aliases = aliasesOf(user.roleName);
  if (aliases.includes('administrator') && user.tenantId === PLATFORM_TENANT) return Rank.Platform;
  return aliases.some((alias) => (ADMIN_ALIASES as readonly string[]).includes(alias)) ? Rank.TenantAdmin : Rank.Plain;
}

export const isPlatformAdmin = (user: Pick<BladeUser, 'roleName' | 'tenantId'> | null | undefined) =>
  !!user && callerRank(user) === Rank.Platform;

/** The rank the roles confer on an account of `tenantId` (role ids as stored in blade_user.role_id). */
export function rankOfRoles(db: Db, roleIds: readonly string[], tenantId: string): Rank {
  if (roleIds.length === 0) return Rank.Plain;
  const aliases = (
    db.prepare(`SELECT role_alias FROM blade_role WHERE is_deleted = 0 AND id IN (${placeholders(roleIds.length)})`).all(...roleIds) as {
      role_alias: string;
    }[]
  ).map((role) => role.role_alias);
  if (aliases.includes('administrator') && tenantId === PLATFORM_TENANT) return Rank.Platform;
  return aliases.some((alias) => (ADMIN_ALIASES as readonly string[]).includes(alias)) ? Rank.TenantAdmin : Rank.Plain;
}

/** The rank of a stored account. */
export const rankOfUser = (db: Db, user: { role_id?: unknown; tenant_id?: unknown }) =>
  rankOfRoles(db, splitIds(String(user.role_id ?? '')), String(user.tenant_id ?? ''));

/** The rank a role confers (by its alias). */
export function rankOfRole(role: { role_alias?: unknown; tenant_id?: unknown }): Rank {
  const alias = String(role.role_alias ?? '');
  if (alias === 'administrator' && role.tenant_id === PLATFORM_TENANT) return Rank.Platform;
  return (ADMIN_ALIASES as readonly string[]).includes(alias) ? Rank.TenantAdmin : Rank.Plain;
}

/**
 * Whether the caller may act on something of `rank` in `tenantId`: the platform administrator on anything; a tenant's
 * administrator on its own tenant's accounts up to its own rank; anyone else only below the administrators.
 */
export function mayActOn(caller: Pick<BladeUser, 'roleName' | 'tenantId'>, rank: Rank, tenantId: string): boolean {
  const own = callerRank(caller);
  if (own === Rank.Platform) return true;
  if (tenantId !== caller.tenantId) return false;
  return rank === Rank.Plain || rank <= own;
}
