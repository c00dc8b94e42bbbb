import type { Db } from '../db/open';
import { ServiceError } from '../http/envelope';
import { isAdministrator, type BladeUser } from '../auth/blade-user';
import { placeholders, splitIds } from '../services/shared/rows';
import { BLADE_MESSAGES } from '../../domain/blade-messages';

/** Menu and button codes granted to the caller's roles (blade_role_menu), administrator excepted. */
export function grantedCodes(db: Db, user: BladeUser): Set<string> | 'all' {
  if (isAdministrator(user)) return 'all';
  const roleIds = splitIds(user.roleId);
  if (roleIds.length === 0) return new Set();
  const rows = db
    .prepare(
      `SELECT DISTINCT m.code FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id
       WHERE m.is_deleted = 0 AND rm.role_id IN (${placeholders(roleIds.length)})`,
    )
    .all(...roleIds) as { code: string }[];
  return new Set(rows.map((row) => row.code));
}

/** Whether the caller's roles grant the code (the administrator has every code). */
export function hasCode(db: Db, user: BladeUser, code: string): boolean {
  const granted = grantedCodes(db, user);
  return granted === 'all' || granted.has(code);
}

/** Refuses (403 请求被拒绝, Blade's REQ_REJECT) a caller whose roles lack the code. */
export function requireCode(db: Db, user: BladeUser | null, code: string | undefined): void {
  if (!code) return;
  if (!user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const granted = grantedCodes(db, user);
  if (granted !== 'all' && !granted.has(code)) throw new ServiceError(BLADE_MESSAGES.requestRefused, 403);
}
