import type { BladeUser } from '../../auth/blade-user';
import { callerRank, Rank } from '../../policy/rank';

/**
 * The administrator roles the role picker hides from a caller (BladeX RoleServiceImpl.tree): the platform's 超级管理员
 * (`administrator`) from everyone but the platform administrator, a tenant's 管理员 (`admin`) from callers who are no
 * administrator. Granting them is refused by the route policy's rank rule (blade/policy/enforce.ts), so the picker
 * offers only what would pass.
 */
export function hiddenRoleAliases(user: Pick<BladeUser, 'roleName' | 'tenantId'> | null | undefined): string[] {
  const rank = user ? callerRank(user) : Rank.Plain;
  if (rank === Rank.Platform) return [];
  return rank === Rank.TenantAdmin ? ['administrator'] : ['administrator', 'admin'];
}
