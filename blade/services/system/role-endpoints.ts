import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { roleTable, roleVO } from '../../tables/system/role';
import { pickerTenant, platformTenantScope } from '../../tables/system/platform-tenant';
import { forest, liveRows, PLATFORM_ORDER, treeNode } from './tree-query';
import { hiddenRoleAliases } from './privileged-roles';
import { placeholders } from '../shared/rows';

// GET /blade-system/role/list (Map filters) — R<RoleVO tree>: every tenant for the platform, else the caller's.
export function roleList(ctx: Context) {
  const rows = liveRows(ctx, roleTable, { permission: 'role', scope: platformTenantScope(ctx), filters: true, order: PLATFORM_ORDER });
  return R.data(forest(rows.map((row) => roleVO(ctx.db, row))));
}

/** RoleServiceImpl.tree: a tenant's roles, without the administrator roles the caller may not grant (privileged-roles.ts). */
function roleForest(ctx: Context, tenantId: string) {
  const hidden = hiddenRoleAliases(ctx.user);
  const rows = liveRows(ctx, roleTable, {
    scope: {
      sql: ['tenant_id = ?', ...(hidden.length ? [`role_alias NOT IN (${placeholders(hidden.length)})`] : [])],
      params: [tenantId, ...hidden],
    },
  });
  return forest(rows.map((row) => treeNode(row.id, row.parent_id, row.role_name)));
}

// GET /blade-system/role/tree?tenantId= — the role picker (TreeNode forest, title = roleName).
export function roleTree(ctx: Context) {
  return R.data(roleForest(ctx, pickerTenant(ctx)));
}

// GET /blade-system/role/tree-by-id?roleId= — the roles of that role's tenant.
export function roleTreeById(ctx: Context) {
  const scope = platformTenantScope(ctx);
  const role = ctx.db
    .prepare(`SELECT tenant_id FROM blade_role WHERE id = ? AND is_deleted = 0${scope.sql.map((clause) => ` AND ${clause}`).join('')}`)
    .get(ctx.query.get('roleId') ?? '', ...scope.params) as { tenant_id: string } | undefined;
  return R.data(role ? roleForest(ctx, role.tenant_id) : []);
}
