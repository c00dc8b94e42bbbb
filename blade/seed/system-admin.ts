import type { Db } from '../db/open';
import { seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { hashPlainPassword } from '../auth/password';
import { DEPTS, POSTS, USERS } from './system';

/**
 * The operator (操作员): reads users and roles, may not grant, reset or delete. Its data scope on
 * the user screen is 所在机构可见 (own department): it sees the users entered by the trading
 * department, which the trading manager has entered. Id block 71.
 */
export const OPERATOR_ROLE_ID = seedId(71, 1);
export const OPERATOR_USER_ID = seedId(71, 2);
// Also reads SMS settings and the code generator, without enabling, sending or generating (the refusals e2e tests).
const OPERATOR_CODES = [
  'desk',
  'notice',
  'notice_view',
  'system',
  'user',
  'user_view',
  'authority',
  'role',
  'role_view',
  'resource',
  'sms',
  'sms_view',
  'tool',
  'code',
  'code_view',
];
const TRADING = DEPTS[1].id;
const MANAGER = USERS[2];

export function seedSystemAdmin(db: Db): void {
  const now = formatDateTime();
  db.prepare('INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?,?,?,?,?,?)').run(
    OPERATOR_ROLE_ID,
    '000000',
    '0',
    '操作员',
    3,
    'operator',
  );
  db.prepare(
    `INSERT INTO blade_user (id, tenant_id, user_type, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id,
       create_user, create_dept, create_time, update_user, update_time, status, is_deleted) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,1,0)`,
  ).run(
    OPERATOR_USER_ID,
    '000000',
    1,
    'operator',
    hashPlainPassword('operator'),
    '操作员',
    '周操作',
    'operator@tradeport.example',
    '13800000006',
    1,
    OPERATOR_ROLE_ID,
    TRADING,
    POSTS[7].id,
    MANAGER.id,
    TRADING,
    now,
    MANAGER.id,
    now,
  );
  db.prepare('INSERT INTO blade_user_dept (id, user_id, dept_id) VALUES (?,?,?)').run(seedId(71, 3), OPERATOR_USER_ID, TRADING);

  const menuId = (code: string) =>
    (db.prepare('SELECT id, parent_id FROM blade_menu WHERE code = ? AND is_deleted = 0').get(code) as { id: string } | undefined)?.id;
  const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?,?,?)');
  OPERATOR_CODES.map(menuId)
    .filter((id): id is string => !!id)
    .forEach((id, index) => grant.run(seedId(71, 100 + index), id, OPERATOR_ROLE_ID));

  const ownDeptScope = db
    .prepare(
      "SELECT s.id FROM blade_scope_data s JOIN blade_menu m ON m.id = s.menu_id WHERE m.code = 'user' AND s.scope_type = 3 AND s.is_deleted = 0",
    )
    .get() as { id: string } | undefined;
  if (ownDeptScope)
    db.prepare('INSERT INTO blade_role_scope (id, scope_category, scope_id, role_id) VALUES (?,?,?,?)').run(
      seedId(71, 4),
      1,
      ownDeptScope.id,
      OPERATOR_ROLE_ID,
    );

  // The trading department's people were entered by its manager (create_dept = the trading department).
  db.prepare(
    `UPDATE blade_user SET create_user = ?, create_dept = ? WHERE tenant_id = '000000' AND is_deleted = 0 AND account <> 'manager'
       AND id IN (SELECT user_id FROM blade_user_dept WHERE dept_id = ? OR dept_id IN (SELECT id FROM blade_dept WHERE parent_id = ?))`,
  ).run(MANAGER.id, TRADING, TRADING, TRADING);
}
