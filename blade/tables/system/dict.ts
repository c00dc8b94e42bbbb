import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { toVO } from '../../crud/row-codec';
import { parentIdOf, parentName, parentRow, refuseParentsWithChildren } from './tree-parent';

// 系统字典 / 业务字典 (System and business dictionaries): blade_dict and the per-tenant blade_dict_biz.
// A dictionary is a top-level row (dict_key -1) whose entries share its code; list, parent-list,
// child-list, tree and parent-tree are in services/system/dict-endpoints.ts.
const dictColumns = {
  parent_id: 'text',
  code: 'text',
  dict_key: 'text',
  dict_value: 'text',
  sort: 'int',
  remark: 'text',
  is_sealed: 'int',
  is_deleted: 'int',
} as const;

const dictDef = (table: string, base: string, permission: string, tenant: boolean): TableDef => ({
  table,
  base,
  columns: { ...dictColumns },
  tenant,
  audit: false,
  endpoints: ['detail', 'submit', 'remove'],
  permission,
  required: ['dict_value'],
  unique: [{ columns: ['code', 'dict_key'], message: '当前字典键值已存在!' }],
  indexes: [
    [...(tenant ? ['tenant_id'] : []), 'code'],
    [...(tenant ? ['tenant_id'] : []), 'parent_id'],
  ],
});

export const dictTable = dictDef('blade_dict', '/blade-system/dict', 'dict', false);
export const dictBizTable = dictDef('blade_dict_biz', '/blade-system/dict-biz', 'dictbiz', true);

const tenantWhere = (def: TableDef, ctx: Context) =>
  def.tenant ? { sql: ['tenant_id = ?'], params: [ctx.user?.tenantId ?? ''] } : undefined;

function dictHooks(def: TableDef): CrudHooks {
  return {
    view: (db, row) => ({ ...toVO(row), parentName: parentName(db, def.table, 'dict_value', row.parent_id) }),
    beforeWrite: (ctx, values, existing) => {
      if (values.is_sealed === null || values.is_sealed === '') values.is_sealed = 0;
      if (!existing || values.parent_id !== undefined) values.parent_id = parentIdOf(values.parent_id);
      const parentId = String(values.parent_id ?? existing?.parent_id);
      if (parentId === '0') {
        // A dictionary's own row carries key -1; renaming its code renames its entries' code.
        if (!existing) values.dict_key = '-1';
        if (existing && values.code != null && values.code !== existing.code) {
          ctx.db
            .prepare(`UPDATE ${def.table} SET code = ? WHERE code = ? AND id <> ?${def.tenant ? ' AND tenant_id = ?' : ''}`)
            .run(values.code, existing.code, existing.id, ...(def.tenant ? [existing.tenant_id] : []));
        }
      } else {
        // An entry takes its dictionary's code; its key is what screens store.
        values.code = parentRow(ctx.db, def.table, parentId, existing?.id, tenantWhere(def, ctx)).code;
        const key = values.dict_key ?? existing?.dict_key;
        if (key == null || key === '') throw new ServiceError('dictKey:不能为空');
      }
      if ((values.code ?? existing?.code ?? '') === '') throw new ServiceError('code:不能为空');
    },
    beforeRemove: (ctx, ids) => refuseParentsWithChildren(ctx.db, def.table, ids),
  };
}

export const dictTableHooks = dictHooks(dictTable);
export const dictBizTableHooks = dictHooks(dictBizTable);
