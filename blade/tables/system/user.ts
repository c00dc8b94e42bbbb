import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { hashPlainPassword } from '../../auth/password';
import { userVO } from '../../services/user/user-vo';
import { assignTenant, dropBlank, platformTenantScope } from './platform-tenant';
import { crudPolicies } from '../../crud/controller';
import { POLICY_MESSAGES } from '../../policy/messages';

// 用户管理 (Users): BladeX /blade-user. `page` binds account, realName, userType… as equalities and
// `deptId` through blade_user_dept; submit and update are wrapped in services/system/user-save.ts,
// which keeps blade_user_dept in step with dept_id.
export const userTable: TableDef = {
  table: 'blade_user',
  base: '/blade-user',
  columns: {
    tenant_id: 'text',
    code: 'text',
    user_type: 'int',
    account: 'text',
    password: 'text',
    name: 'text',
    real_name: 'text',
    avatar: 'text',
    email: 'text',
    phone: 'text',
    birthday: 'date',
    sex: 'int',
    role_id: 'text',
    dept_id: 'text',
    post_id: 'text',
  },
  filter: 'entity',
  endpoints: ['page', 'detail', 'remove'],
  permission: 'user',
  required: ['account', 'password', 'real_name'],
  // The roles, department and position a form names must be the account's tenant's; deleting oneself is refused.
  policy: { refs: { roleId: 'blade_role', deptId: 'blade_dept', postId: 'blade_post' }, selfForbidden: POLICY_MESSAGES.cannotDeleteSelf },
};

/** /blade-user/submit and /update (services/system/user-save.ts): the generic submit's policy, with the refs above. */
export const userSavePolicy = crudPolicies(userTable).submit;

export const userHooks: CrudHooks = {
  scope: (ctx) => {
    const where = platformTenantScope(ctx);
    // selectUserPage takes deptId apart from the entity: a membership of the department or any below it (BladeX
    // SysCache.getDeptChildIds), not the dept_id text.
    const deptId = ctx.query.get('deptId');
    ctx.query.delete('deptId');
    if (deptId) {
      where.sql.push(`id IN (SELECT user_id FROM blade_user_dept WHERE dept_id IN (
        WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT d.id FROM blade_dept d JOIN tree ON d.parent_id = tree.id WHERE d.is_deleted = 0)
        SELECT id FROM tree))`);
      where.params.push(deptId);
    }
    return where;
  },
  view: (db, row) => userVO(db, row),
  beforeWrite: (ctx, values, existing) => {
    assignTenant(ctx, values, existing);
    dropBlank(values, ['user_type', 'role_id', 'dept_id', 'post_id'], { user_type: 1, role_id: '', dept_id: '', post_id: '' }, !existing);
    // The password is set on creation and changed only through reset-password / update-password.
    if (existing) delete values.password;
    else values.password = hashPlainPassword(String(values.password));
    const tenantId = String(values.tenant_id ?? existing?.tenant_id);
    const account = String(values.account ?? existing?.account);
    const taken = ctx.db
      .prepare('SELECT 1 FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0 AND id <> ?')
      .get(tenantId, account, existing?.id ?? '');
    if (taken) throw new ServiceError(`当前用户 [${account}] 已存在!`);
    if (!existing) {
      const quota = ctx.db.prepare('SELECT account_number FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(tenantId) as
        | { account_number: number | null }
        | undefined;
      const count = (
        ctx.db.prepare('SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0').get(tenantId) as { n: number }
      ).n;
      if (quota?.account_number != null && quota.account_number > 0 && count >= quota.account_number)
        throw new ServiceError('当前租户已到最大账号额度!');
    }
  },
};
