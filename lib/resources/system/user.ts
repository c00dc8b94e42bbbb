import { defineResource } from '../define-resource';
import { auditFields, date, dict, email, image, password, phone, text, tree } from '../fields';
import { PASSWORD_MIN_LENGTH } from '../../account/password-change';

// 用户管理 (Users): BladeX /blade-user, page binds exact account / realName / userType and deptId
// (membership); create at submit with a plain password, edit at update (the password never returns).
// Toolbar actions on the selected users: 角色配置 (grant roles) and 密码重置 (back to account.initPassword);
// 平台配置 and the department tree are in components/system/user-screen.tsx.
export const user = defineResource({
  name: 'user',
  menuPath: '/system/user',
  api: '/blade-user',
  endpoints: { list: 'page', submit: ['submit', 'update'] },
  titleField: 'account',
  importable: true,
  dateRange: false,
  fields: {
    account: text({ required: true, search: true, readOnly: 'edit', max: 45 }),
    name: text({ max: 20 }),
    realName: text({ required: true, search: true, max: 10 }),
    password: password({ required: true, form: 'add', min: PASSWORD_MIN_LENGTH, max: 45 }),
    userType: dict('user_type', { required: true, search: 'like', defaultValue: '1' }),
    // The platform (holders of the tenant screen) picks the tenant first; roles, depts and posts are that tenant's.
    tenantId: tree('tenant', { requires: 'tenant_view', readOnly: 'edit', list: false }),
    deptId: tree('dept', { multiple: true, required: true, search: 'like', list: false, tenantFrom: 'tenantId' }),
    roleId: tree('role', { multiple: true, required: true, list: false, tenantFrom: 'tenantId' }),
    postId: tree('post', { multiple: true, list: false, tenantFrom: 'tenantId' }),
    // UserVO's names, resolved by Blade in the user's own tenant (the pickers above know only the caller's).
    deptName: text({ form: false, sortable: false, width: 180 }),
    roleName: text({ form: false, sortable: false, width: 160 }),
    postName: text({ form: false, sortable: false, width: 160 }),
    phone: phone({ width: 130 }),
    email: email({ list: false, max: 45 }),
    sex: dict('sex'),
    birthday: date({ list: false }),
    code: text({ list: false, max: 12 }),
    avatar: image({ list: false }),
    tenantName: text({ form: false, sortable: false, width: 140 }),
    ...auditFields(),
  },
  // hr holds every user button but is offered none of them on an administrator's account (the service refuses them).
  accountRank: { aliases: 'roleAlias', tenant: 'tenantId' },
  rowActions: [
    // The grant replaces the users' roles: for one user the form starts from the roles it has.
    {
      name: 'role',
      code: 'user_role',
      endpoint: 'grant',
      param: 'userIds',
      bulk: true,
      form: { roleIds: tree('role', { multiple: true, required: true, wide: true }) },
      prefill: { roleIds: 'roleId' },
    },
    { name: 'reset', code: 'user_reset', endpoint: 'reset-password', param: 'userIds', bulk: true, confirm: true },
    // Accounts locked by account.failCount wrong passwords sign in again at once (BladeX UserController.unlock).
    { name: 'unlock', code: 'user_unlock', endpoint: 'unlock', param: 'userIds', bulk: true, confirm: true },
  ],
});
