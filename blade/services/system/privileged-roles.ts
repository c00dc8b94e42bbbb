import type { Db } from '../../db/open';
import type { BladeUser } from '../../auth/blade-user';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../shared/rows';

/**
 * Who may hand out the administrator roles. BladeX hides a tenant's `admin` role from the role picker of callers who are
 * neither admin nor administrator (RoleServiceImpl.tree); the platform's 超级管理员 (`administrator`) is hidden from everyone
 * but an administrator. The grant and the user form refuse the same roles, so a user with the 角色配置 button (hr) cannot
 * make anyone, themselves included, an administrator by calling the API.
 */
export function hiddenRoleAliases(user: Pick<BladeUser, 'roleName'> | null | undefined): string[] {
  const aliases = (user?.roleName ?? '').split(',');
  if (aliases.includes('administrator')) return [];
  return aliases.includes('admin') ? ['administrator'] : ['administrator', 'admin'];
}

/** Refuses (400 角色不存在!, as for a role of another tenant) any of these roles the caller may not grant. */
export function assertGrantableRoles(db: Db, user: Pick<BladeUser, 'roleName'> | null | undefined, roleIds: readonly string[]): void {
  const hidden = hiddenRoleAliases(user);
  if (hidden.length === 0 || roleIds.length === 0) return;
  const found = db
    .prepare(`SELECT 1 FROM blade_role WHERE id IN (${placeholders(roleIds.length)}) AND role_alias IN (${placeholders(hidden.length)}) LIMIT 1`)
    .get(...roleIds, ...hidden);
  if (found) throw new ServiceError('角色不存在!');
}
