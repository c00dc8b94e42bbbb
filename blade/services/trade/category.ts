import type { Context, Handler } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { isAdministrator } from '../../auth/blade-user';
import { requireCode } from '../../crud/permissions';
import { allColumns } from '../../crud/table-def';
import { mapFilters, orderBy } from '../../crud/sql-filters';
import { toVO } from '../../crud/row-codec';
import { buildForest, type TreeRow } from '../shared/tree';
import { categoryHooks, categoryTable } from '../../tables/trade/category';
import { crudEndpoint } from './crud-endpoint';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

const table = { def: categoryTable, hooks: categoryHooks };
const submit = crudEndpoint(table, 'submit');

const bodyWith = (ctx: Context, id: unknown): Context => {
  const body =
    ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? { ...(ctx.body as Record<string, unknown>) } : ctx.body;
  if (body && typeof body === 'object') (body as Record<string, unknown>).id = id;
  return { ...ctx, body };
};

// POST /blade-tradePort/category — CategoryController.save: always an insert (an id in the body is ignored).
export const saveCategory: Handler = (ctx) => submit(bodyWith(ctx, undefined));

// PUT /blade-tradePort/category — CategoryController.update: the body must carry the id.
export const updateCategory: Handler = (ctx) => {
  const id = (ctx.body as Record<string, unknown> | null)?.id;
  if (id === undefined || id === null || id === '') throw new ServiceError(BLADE_MESSAGES.missingId);
  return submit(ctx);
};

// GET /blade-tradePort/category/tree?tenantId=&goodsTypeId=&isShow= — TreeNode forest (title = categoryName) for pickers.
export function categoryTree(ctx: Context) {
  const requested = ctx.query.get('tenantId');
  const tenantId = requested && ctx.user && isAdministrator(ctx.user) ? requested : (ctx.user?.tenantId ?? '');
  const sql = ['is_deleted = 0', 'tenant_id = ?'];
  const params: unknown[] = [tenantId];
  for (const [param, column] of [
    ['goodsTypeId', 'goods_type_id'],
    ['isShow', 'is_show'],
  ] as const) {
    const value = ctx.query.get(param);
    if (value) sql.push(`${column} = ?`), params.push(value);
  }
  const rows = ctx.db
    .prepare(`SELECT id, parent_id, category_name FROM tp_category WHERE ${sql.join(' AND ')} ORDER BY sort, id`)
    .all(...params) as { id: string; parent_id: string; category_name: string }[];
  const nodes: TreeRow[] = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    title: row.category_name,
    key: row.id,
    value: row.id,
  }));
  return R.data(buildForest(nodes));
}

// GET /blade-tradePort/category/lazy-list?parentId= — one level of the category grid (Map filters), with hasChildren.
export function categoryLazyList(ctx: Context) {
  requireCode(ctx.db, ctx.user, categoryTable.permission);
  const parentId = ctx.query.get('parentId') || '0';
  const columns = allColumns(categoryTable);
  const filters = mapFilters(ctx.query, columns, new Set(['parentId']));
  const order = orderBy(ctx.query, columns, 'sort ASC, id ASC').replace(/(^|, )/g, '$1c.');
  const rows = ctx.db
    .prepare(
      `SELECT c.*, EXISTS (SELECT 1 FROM tp_category k WHERE k.parent_id = c.id AND k.is_deleted = 0 AND k.tenant_id = c.tenant_id) AS has_children
       FROM tp_category c WHERE c.is_deleted = 0 AND c.tenant_id = ? AND c.parent_id = ?${filters.sql.map((s) => ` AND c.${s}`).join('')}
       ORDER BY ${order}`,
    )
    .all(ctx.user?.tenantId ?? '', parentId, ...filters.params) as Record<string, unknown>[];
  return R.data(rows.map(({ has_children: hasChildren, ...row }) => ({ ...toVO(row), hasChildren: hasChildren === 1 })));
}
