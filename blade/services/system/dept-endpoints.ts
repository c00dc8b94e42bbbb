import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { deptTable, deptVO } from '../../tables/system/dept';
import { pickerTenant, platformTenantScope } from '../../tables/system/platform-tenant';
import { forest, idsWithChildren, lazyParent, liveRows, PLATFORM_ORDER, treeNode } from './tree-query';

const LAZY_PARAMS = ['parentId', 'tenantId'];

// GET /blade-system/dept/list (Map filters) — R<DeptVO tree>: every tenant for the platform, else the caller's.
export function deptList(ctx: Context) {
  const rows = liveRows(ctx, deptTable, { permission: 'dept', scope: platformTenantScope(ctx), filters: true, order: PLATFORM_ORDER });
  return R.data(forest(rows.map((row) => deptVO(ctx.db, row))));
}

// GET /blade-system/dept/lazy-list?parentId= (Map filters) — one level of DeptVO with hasChildren;
// a search (filters, no parent below the root) returns every matching dept, as Saber clears parentId to search.
export function deptLazyList(ctx: Context) {
  const parentId = lazyParent(ctx, deptTable, 'parentId', '0', LAZY_PARAMS);
  const scope = platformTenantScope(ctx);
  if (ctx.query.get('tenantId')) scope.sql.push('tenant_id = ?'), scope.params.push(pickerTenant(ctx));
  if (parentId !== null) scope.sql.push('parent_id = ?'), scope.params.push(parentId);
  const rows = liveRows(ctx, deptTable, { permission: 'dept', scope, filters: true, skip: LAZY_PARAMS, order: PLATFORM_ORDER });
  const parents = idsWithChildren(
    ctx,
    deptTable,
    rows.map((row) => String(row.id)),
  );
  return R.data(rows.map((row) => ({ ...deptVO(ctx.db, row), hasChildren: parents.has(String(row.id)) })));
}

// GET /blade-system/dept/tree?tenantId= — the dept picker (TreeNode forest, title = deptName).
export function deptTree(ctx: Context) {
  const rows = liveRows(ctx, deptTable, { scope: { sql: ['tenant_id = ?'], params: [pickerTenant(ctx)] } });
  return R.data(forest(rows.map((row) => treeNode(row.id, row.parent_id, row.dept_name))));
}

// GET /blade-system/dept/lazy-tree?tenantId=&parentId= — one level of TreeNode with hasChildren.
export function deptLazyTree(ctx: Context) {
  const parentId = ctx.query.get('parentId') || '0';
  const rows = liveRows(ctx, deptTable, { scope: { sql: ['tenant_id = ?', 'parent_id = ?'], params: [pickerTenant(ctx), parentId] } });
  const parents = idsWithChildren(
    ctx,
    deptTable,
    rows.map((row) => String(row.id)),
  );
  return R.data(rows.map((row) => treeNode(row.id, row.parent_id, row.dept_name, parents.has(String(row.id)))));
}
