import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../../services/shared/rows';

// 商品品类 (Categories): a parentId tree (粮食 → 玉米/小麦…); Blade saves with POST and updates with PUT on the base path.
export const categoryTable: TableDef = {
  table: 'tp_category',
  base: '/blade-tradePort/category',
  columns: {
    parent_id: 'text',
    category_name: 'text',
    category_code: 'text',
    goods_type_id: 'text',
    unit: 'int',
    icon: 'text',
    is_show: 'int',
    sort: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'category',
  required: ['category_name', 'category_code'],
  unique: [{ columns: ['category_code'], message: '当前品类编码已存在!' }],
  indexes: [['tenant_id', 'parent_id']],
};

export const categoryHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    if (!existing && (values.parent_id == null || values.parent_id === '')) values.parent_id = '0';
    if (existing && values.parent_id != null && String(values.parent_id) === String(existing.id))
      throw new ServiceError('父节点不可选择自身!');
  },
  beforeRemove: (ctx, ids) => {
    const child = ctx.db
      .prepare(`SELECT 1 FROM tp_category WHERE is_deleted = 0 AND tenant_id = ? AND parent_id IN (${placeholders(ids.length)}) LIMIT 1`)
      .get(ctx.user?.tenantId ?? '', ...ids);
    if (child) throw new ServiceError('请先删除子节点!');
  },
};
