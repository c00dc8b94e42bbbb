import type { TableDef } from '../../crud/table-def';
import type { CrudHooks } from '../../crud/controller';
import type { Db } from '../../db/open';
import { toVO } from '../../crud/row-codec';
import { dictLabel } from './dict-label';

// 岗位管理 (Positions): blade_post, tenant-scoped; PostController binds the entity (equalities).
// `select?tenantId=` for the user form's picker is in services/system/post-select.ts.
export const postTable: TableDef = {
  table: 'blade_post',
  base: '/blade-system/post',
  columns: { category: 'int', post_code: 'text', post_name: 'text', sort: 'int', remark: 'text' },
  tenant: true,
  filter: 'entity',
  permission: 'post',
  required: ['category', 'post_code', 'post_name'],
  unique: [{ columns: ['post_code'], message: '当前岗位编号已存在!' }],
};

export const postVO = (db: Db, row: Record<string, unknown>) => ({
  ...toVO(row),
  categoryName: dictLabel(db, 'post_category', row.category),
});

export const postHooks: CrudHooks = { view: postVO };
