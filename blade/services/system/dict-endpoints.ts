import type { Context } from '../../http/router';
import type { TableDef } from '../../crud/table-def';
import { R } from '../../http/envelope';
import { toVO } from '../../crud/row-codec';
import { page, pageParams } from '../../crud/paging';
import { requireCode } from '../../crud/permissions';
import { dictBizTable, dictTable } from '../../tables/system/dict';
import { TOP_PARENT_NAME } from '../../tables/system/tree-parent';
import { forest, liveRows, treeNode } from './tree-query';

/**
 * DictController / DictBizController beyond CRUD (docs/blade-contract.md §8.1), for blade_dict and the
 * per-tenant blade_dict_biz: the whole tree, the paged dictionaries, one dictionary's entries and
 * the pickers' TreeNode forests.
 */
function dictEndpoints(def: TableDef) {
  const permission = def.permission;
  const vo = (row: Record<string, unknown>, names: Map<string, string>) => ({
    ...toVO(row),
    parentName: String(row.parent_id) === '0' ? TOP_PARENT_NAME : (names.get(String(row.parent_id)) ?? ''),
  });
  const voForest = (rows: Record<string, unknown>[]) => {
    const names = new Map(rows.map((row) => [String(row.id), String(row.dict_value)]));
    return forest(rows.map((row) => vo(row, names)));
  };

  return {
    // GET …/list (Map filters) — R<DictVO tree> of every dictionary and entry, by sort.
    list: (ctx: Context) => R.data(voForest(liveRows(ctx, def, { permission, filters: true }))),

    // GET …/parent-list (Map filters + paging) — R<IPage<DictVO>> of the dictionaries themselves.
    parentList: (ctx: Context) => {
      const rows = liveRows(ctx, def, { permission, filters: true, skip: ['parentId'], scope: { sql: ["parent_id = '0'"], params: [] } });
      const { current, size } = pageParams(ctx.query);
      const records = rows.slice((current - 1) * size, current * size).map((row) => vo(row, new Map()));
      return R.data(page(records, rows.length, current, size));
    },

    // GET …/child-list?parentId= (Map filters) — R<DictVO tree> of that dictionary's entries; none for parentId < 0.
    childList: (ctx: Context) => {
      requireCode(ctx.db, ctx.user, permission);
      const parentId = ctx.query.get('parentId') ?? '-1';
      const parent = parentId.startsWith('-') ? undefined : liveRows(ctx, def, { scope: { sql: ['id = ?'], params: [parentId] } })[0];
      if (!parent) return R.data([]);
      const rows = liveRows(ctx, def, {
        filters: true,
        skip: ['parentId'],
        scope: { sql: ['code = ?', 'id <> ?'], params: [parent.code, parentId] },
      });
      const names = new Map([
        [parentId, String(parent.dict_value)],
        ...rows.map((row) => [String(row.id), String(row.dict_value)] as [string, string]),
      ]);
      return R.data(forest(rows.map((row) => vo(row, names))));
    },

    // GET …/tree — every dictionary and entry as a TreeNode forest (title = dictValue).
    tree: (ctx: Context) => R.data(forest(liveRows(ctx, def).map((row) => treeNode(row.id, row.parent_id, row.dict_value)))),

    // GET …/parent-tree — the dictionaries only.
    parentTree: (ctx: Context) =>
      R.data(
        liveRows(ctx, def, { scope: { sql: ["parent_id = '0'"], params: [] } }).map((row) =>
          treeNode(row.id, row.parent_id, row.dict_value),
        ),
      ),
  };
}

export const dictEndpointsSystem = dictEndpoints(dictTable);
export const dictEndpointsBiz = dictEndpoints(dictBizTable);
