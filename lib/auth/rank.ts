/**
 * Whose accounts a viewer may manage, for offering actions only: the service decides (blade/policy/rank.ts, the
 * same three ranks), and a real Blade gateway enforces its own rules whatever the screen offers. An account holding
 * an administrator role (超级管理员 `administrator` or a tenant's 管理员 `admin`) is managed only by an administrator
 * of its tenant or the platform's.
 */
const PLATFORM_TENANT = '000000';
const ADMIN_ALIASES = new Set(['administrator', 'admin']);

const aliasesOf = (roleAliases: unknown) =>
  String(roleAliases ?? '')
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);

/** 0 plain, 1 a tenant's administrator, 2 the platform administrator. */
export function rankOf(roleAliases: unknown, tenantId: unknown): number {
  const aliases = aliasesOf(roleAliases);
  if (aliases.includes('administrator') && tenantId === PLATFORM_TENANT) return 2;
  return aliases.some((alias) => ADMIN_ALIASES.has(alias)) ? 1 : 0;
}

/** Whether the viewer (its role aliases and tenant) may change an account of these role aliases and tenant. */
export function mayManage(viewer: { roleName: string; tenantId: string }, roleAliases: unknown, tenantId: unknown): boolean {
  const own = rankOf(viewer.roleName, viewer.tenantId);
  if (own === 2) return true;
  const rank = rankOf(roleAliases, tenantId);
  return rank === 0 || (tenantId === viewer.tenantId && rank <= own);
}
