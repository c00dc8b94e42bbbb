import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { toVO } from '../../crud/row-codec';
import { dictLabel } from './dict-label';
import { assignTenant, platformTenantScope } from './platform-tenant';
import { parentIdOf, parentName, parentRow, refuseParentsWithChildren } from './tree-parent';

// 部门管理 (Departments): blade_dept, a parentId tree whose `ancestors` is `0,<id>,…`; list, lazy-list,
// tree and lazy-tree are in services/system/dept-endpoints.ts. A child dept lives in its parent's tenant.
export const deptTable: TableDef = {
  table: 'blade_dept',
  base: '/blade-system/dept',
  columns: {
    tenant_id: 'text',
    parent_id: 'text',
    ancestors: 'text',
    dept_category: 'int',
    dept_name: 'text',
    full_name: 'text',
    sort: 'int',
    remark: 'text',
    is_deleted: 'int',
  },
  audit: false,
  endpoints: ['detail', 'submit', 'remove'],
  permission: 'dept',
  required: ['dept_name'],
  indexes: [['tenant_id', 'parent_id']],
};

export const deptVO = (db: Db, row: Record<string, unknown>) => ({
  ...toVO(row),
  parentName: parentName(db, 'blade_dept', 'dept_name', row.parent_id),
  deptCategoryName: dictLabel(db, 'org_category', row.dept_category),
});

export const deptHooks: CrudHooks = {
  scope: platformTenantScope,
  view: deptVO,
  beforeWrite: (ctx, values, existing) => {
    delete values.ancestors;
    if (existing && values.parent_id === undefined) return;
    values.parent_id = parentIdOf(values.parent_id);
    if (values.parent_id === '0') {
      values.ancestors = '0';
      assignTenant(ctx, values, existing);
    } else {
      const parent = parentRow(ctx.db, 'blade_dept', String(values.parent_id), existing?.id, platformTenantScope(ctx));
      if (existing && String(parent.ancestors).split(',').includes(String(existing.id)))
        throw new ServiceError('父节点不可选择其下级节点!');
      values.tenant_id = parent.tenant_id;
      values.ancestors = `${parent.ancestors},${values.parent_id}`;
    }
    // A moved dept takes its subtree along: descendants' ancestors start with the new path.
    if (existing && values.ancestors !== existing.ancestors) {
      const oldPrefix = `${existing.ancestors},${existing.id}`;
      const newPrefix = `${values.ancestors},${existing.id}`;
      ctx.db
        .prepare(
          'UPDATE blade_dept SET ancestors = ? || substr(ancestors, ?), tenant_id = ? WHERE is_deleted = 0 AND (ancestors = ? OR ancestors LIKE ?)',
        )
        .run(newPrefix, oldPrefix.length + 1, values.tenant_id ?? existing.tenant_id, oldPrefix, `${oldPrefix},%`);
    }
  },
  beforeRemove: (ctx, ids) => refuseParentsWithChildren(ctx.db, 'blade_dept', ids),
};
