import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { isAdministrator } from '../../auth/blade-user';
import { callerRank, Rank } from '../../policy/rank';
import { toVO } from '../../crud/row-codec';
import { assignTenant, platformTenantScope } from './platform-tenant';
import { parentIdOf, parentName, parentRow } from './tree-parent';

// 角色管理 (Roles): blade_role, a parentId tree with no audit columns; the list (a RoleVO tree), tree
// and tree-by-id are in services/system/role-endpoints.ts. A child role lives in its parent's tenant.
export const roleTable: TableDef = {
  table: 'blade_role',
  base: '/blade-system/role',
  columns: { tenant_id: 'text', parent_id: 'text', role_name: 'text', sort: 'int', role_alias: 'text', is_deleted: 'int' },
  audit: false,
  endpoints: ['detail', 'submit', 'remove'],
  permission: 'role',
  required: ['role_name', 'role_alias'],
  indexes: [['tenant_id', 'parent_id']],
};

export const roleVO = (db: Parameters<NonNullable<CrudHooks['view']>>[0], row: Record<string, unknown>) => ({
  ...toVO(row),
  parentName: parentName(db, 'blade_role', 'role_name', row.parent_id),
});

export const roleHooks: CrudHooks = {
  scope: platformTenantScope,
  view: roleVO,
  beforeWrite: (ctx, values, existing) => {
    if (values.role_alias === 'administrator' && !(ctx.user && isAdministrator(ctx.user))) throw new ServiceError('无权限创建超管角色！');
    // A tenant's 管理员 alias makes its holders administrators: only an administrator creates or renames one.
    if (values.role_alias === 'admin' && !(ctx.user && callerRank(ctx.user) > Rank.Plain)) throw new ServiceError('无权限创建超管角色！');
    if (!existing || values.parent_id !== undefined) values.parent_id = parentIdOf(values.parent_id);
    const parent =
      values.parent_id && values.parent_id !== '0'
        ? parentRow(ctx.db, 'blade_role', String(values.parent_id), existing?.id, platformTenantScope(ctx))
        : null;
    if (parent) values.tenant_id = parent.tenant_id;
    else assignTenant(ctx, values, existing);
  },
};
