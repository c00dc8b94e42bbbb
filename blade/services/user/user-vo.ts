import type { Db } from '../../db/open';
import { placeholders, splitIds, toCamel } from '../shared/rows';

const names = (db: Db, table: string, column: string, ids: string[]) =>
  ids.length
    ? (db.prepare(`SELECT ${column} AS name FROM ${table} WHERE id IN (${placeholders(ids.length)})`).all(...ids) as { name: string }[])
        .map((row) => row.name)
        .join(',')
    : '';

const dictLabel = (db: Db, code: string, key: unknown) =>
  (
    db
      .prepare("SELECT dict_value FROM blade_dict WHERE code = ? AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0")
      .get(code, String(key)) as { dict_value: string } | undefined
  )?.dict_value ?? '';

/** BladeX UserVO: the row without its password, plus the resolved names Saber shows. */
export function userVO(db: Db, row: Record<string, unknown>) {
  const { password: _password, ...rest } = row;
  const tenant = db.prepare('SELECT tenant_name FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(row.tenant_id) as
    | { tenant_name: string }
    | undefined;
  return {
    ...toCamel(rest),
    roleName: names(db, 'blade_role', 'role_name', splitIds(row.role_id)),
    // Not in BladeX's UserVO: the screens offer an administrator's account's actions only to administrators by it.
    roleAlias: names(db, 'blade_role', 'role_alias', splitIds(row.role_id)),
    deptName: names(db, 'blade_dept', 'dept_name', splitIds(row.dept_id)),
    postName: names(db, 'blade_post', 'post_name', splitIds(row.post_id)),
    sexName: dictLabel(db, 'sex', row.sex),
    userTypeName: dictLabel(db, 'user_type', row.user_type),
    tenantName: tenant?.tenant_name ?? '',
  };
}
