import type { Context } from '../http/router';
import type { Where } from './sql-filters';
import { isAdministrator } from '../auth/blade-user';
import { placeholders, splitIds } from '../services/shared/rows';

// Data scopes (BladeX DataScopeInterceptor): a list behind a menu shows a role only the rows its
// granted data scope allows. Types (dict data_scope_type): 1 all, 2 own rows, 3 own department,
// 4 own department and below, 5 custom. The administrator, and a role without a data scope on
// that menu, see everything; several granted scopes widen each other (OR).

type Scope = { scope_column: string; scope_type: number; scope_value: string | null };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** The custom rules this service evaluates without running stored SQL: `col in ('a','b')` or `col = 'a'`. */
const CUSTOM = /^\s*([a-z_][a-z0-9_]*)\s*(?:=\s*'([^']*)'|in\s*\(\s*('[^']*'(?:\s*,\s*'[^']*')*)\s*\))\s*$/i;

/** The WHERE part one scope adds, or null for "everything"; a rule it cannot apply hides every row (fails closed). */
export function scopeCondition(
  scope: Scope,
  caller: { userId: string; deptIds: string[]; subDeptIds: string[] },
  columns: Record<string, unknown>,
): Where | null {
  const column = (scope.scope_column ?? '').trim();
  const none: Where = { sql: ['0 = 1'], params: [] };
  const ids = (values: string[]) => (values.length ? { sql: [`${column} IN (${placeholders(values.length)})`], params: values } : none);
  if (scope.scope_type === 1) return null;
  if (scope.scope_type === 5) {
    const match = CUSTOM.exec(scope.scope_value ?? '');
    if (!match || !(match[1] in columns)) return none;
    const values = match[2] !== undefined ? [match[2]] : [...match[3].matchAll(/'([^']*)'/g)].map((value) => value[1]);
    return { sql: [`${match[1]} IN (${placeholders(values.length)})`], params: values };
  }
  if (!IDENTIFIER.test(column) || !(column in columns)) return none;
  if (scope.scope_type === 2) return { sql: [`${column} = ?`], params: [caller.userId] };
  if (scope.scope_type === 3) return ids(caller.deptIds);
  if (scope.scope_type === 4) return ids(caller.subDeptIds);
  return none;
}

/** The data-scope restriction of the caller on the table behind `menuCode`, or null when none applies. */
export function dataScopeWhere(ctx: Context, menuCode: string | undefined, columns: Record<string, unknown>): Where | null {
  const user = ctx.user;
  if (!user || !menuCode || isAdministrator(user)) return null;
  const roleIds = splitIds(user.roleId);
  if (roleIds.length === 0) return null;
  const scopes = ctx.db
    .prepare(
      `SELECT s.scope_column, s.scope_type, s.scope_value FROM blade_scope_data s
       JOIN blade_role_scope rs ON rs.scope_id = s.id AND rs.scope_category = 1
       JOIN blade_menu m ON m.id = s.menu_id AND m.is_deleted = 0
       WHERE s.is_deleted = 0 AND m.code = ? AND rs.role_id IN (${placeholders(roleIds.length)})`,
    )
    .all(menuCode, ...roleIds) as Scope[];
  if (scopes.length === 0) return null;
  const deptIds = splitIds(user.deptId);
  const subDeptIds = deptIds.length
    ? (
        ctx.db
          .prepare(
            `SELECT id FROM blade_dept WHERE is_deleted = 0 AND (id IN (${placeholders(deptIds.length)}) OR ${deptIds.map(() => "(',' || ancestors || ',') LIKE ?").join(' OR ')})`,
          )
          .all(...deptIds, ...deptIds.map((id) => `%,${id},%`)) as { id: string }[]
      ).map((row) => row.id)
    : [];
  const caller = { userId: user.userId, deptIds, subDeptIds };
  const parts: Where[] = [];
  for (const scope of scopes) {
    const condition = scopeCondition(scope, caller, columns);
    if (!condition) return null;
    parts.push(condition);
  }
  return { sql: [`(${parts.map((part) => part.sql.join(' AND ')).join(' OR ')})`], params: parts.flatMap((part) => part.params) };
}
