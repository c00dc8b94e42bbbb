import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R, ServiceError } from '../../http/envelope';
import { allColumns } from '../../crud/table-def';
import { entityFilters, orderBy, type Where } from '../../crud/sql-filters';
import { columnsFromBody, toVO } from '../../crud/row-codec';
import { page, pageParams } from '../../crud/paging';
import { requireCode } from '../../crud/permissions';
import { splitIds } from '../shared/rows';
import { REGION_LEVEL_COLUMNS, regionTable } from '../../tables/system/region';
import { TOP_PARENT_NAME } from '../../tables/system/tree-parent';
import { idsWithChildren, lazyParent, liveRows, treeNode } from './tree-query';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * RegionController (docs/blade-contract.md §8.1): blade_region keyed by code; the root is the country `00`.
 * Reads for pickers (lazy-tree, select, listAll) need no menu; the region screen's list, lazy-list
 * and detail need `region`, writes `region_add` / `region_edit` / `region_delete`.
 */
const COLUMNS = allColumns(regionTable);
const ROOT = '00';
/** Code length by region level (1 province … 5 village). */
const CODE_LENGTHS = [2, 2, 4, 6, 9, 12];
type Row = Record<string, unknown>;

const byCode = (db: Db, code: string) => db.prepare('SELECT * FROM blade_region WHERE code = ?').get(code) as Row | undefined;

/** Region: the row as Blade has it, without the mirrored id. */
function region(row: Row): Row {
  const { id: _id, ...rest } = toVO(row);
  return rest;
}

/** RegionVO: the region plus its parent's name. */
function regionVO(db: Db, row: Row): Row {
  const parent = row.parent_code ? byCode(db, String(row.parent_code)) : undefined;
  return { ...region(row), parentName: parent ? String(parent.name) : TOP_PARENT_NAME };
}

const where = (clauses: Where) => (clauses.sql.length ? `WHERE ${clauses.sql.join(' AND ')}` : '');

// GET /blade-system/region/list — entity-bound equalities, paged, by sort then code.
export function regionList(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'region');
  const bound = entityFilters(ctx.query, COLUMNS, new Set(['id']));
  const { current, size } = pageParams(ctx.query);
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM blade_region ${where(bound)}`).get(...bound.params) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM blade_region ${where(bound)} ORDER BY ${orderBy(ctx.query, COLUMNS, 'sort ASC, code ASC')} LIMIT ? OFFSET ?`)
    .all(...bound.params, size, (current - 1) * size) as Row[];
  return R.data(
    page(
      rows.map((row) => regionVO(ctx.db, row)),
      total,
      current,
      size,
    ),
  );
}

/** One level under `parentCode` (default the country); with name/code filters and no deeper parent, every match. */
function level(ctx: Context): Row[] {
  const parentCode = lazyParent(ctx, regionTable, 'parentCode', ROOT, ['parentCode', 'id']);
  const scope = parentCode === null ? undefined : { sql: ['parent_code = ?'], params: [parentCode] };
  return liveRows(ctx, regionTable, { scope, filters: true, skip: ['parentCode', 'id'], order: 'sort ASC, code ASC' });
}

// GET /blade-system/region/lazy-tree?parentCode= — TreeNode with id = key = value = code, hasChildren.
export function regionLazyTree(ctx: Context) {
  const rows = level(ctx);
  const parents = idsWithChildren(
    ctx,
    regionTable,
    rows.map((row) => String(row.code)),
    'parent_code',
  );
  return R.data(rows.map((row) => treeNode(row.code, row.parent_code, row.name, parents.has(String(row.code)))));
}

// GET /blade-system/region/lazy-list?parentCode= — one level of RegionVO with hasChildren.
export function regionLazyList(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'region');
  const rows = level(ctx);
  const parents = idsWithChildren(
    ctx,
    regionTable,
    rows.map((row) => String(row.code)),
    'parent_code',
  );
  return R.data(rows.map((row) => ({ ...regionVO(ctx.db, row), hasChildren: parents.has(String(row.code)) })));
}

// GET /blade-system/region/detail?code= — entity-bound; one RegionVO.
export function regionDetail(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'region');
  const bound = entityFilters(ctx.query, COLUMNS, new Set(['id']));
  if (bound.sql.length === 0) return R.data(null);
  const rows = ctx.db.prepare(`SELECT * FROM blade_region ${where(bound)} LIMIT 2`).all(...bound.params) as Row[];
  if (rows.length > 1) throw new ServiceError('查询结果不唯一', 500);
  return R.data(rows[0] ? regionVO(ctx.db, rows[0]) : null);
}

// GET /blade-system/region/select?code= — R<Region[]>: the children of code (default the country).
export function regionSelect(ctx: Context) {
  const code = ctx.query.get('code') || ROOT;
  return R.data(
    liveRows(ctx, regionTable, { scope: { sql: ['parent_code = ?'], params: [code] }, order: 'sort ASC, code ASC' }).map(region),
  );
}

// GET /blade-system/region/listAll — every region matching the entity filters, by code (cascaders).
export function regionListAll(ctx: Context) {
  const bound = entityFilters(ctx.query, COLUMNS, new Set(['id']));
  const rows = ctx.db.prepare(`SELECT * FROM blade_region ${where(bound)} ORDER BY code LIMIT 10000`).all(...bound.params) as Row[];
  return R.data(rows.map(region));
}

/** A new region's place: ancestors, level and the province … village columns it inherits from its parent. */
function placeUnder(parent: Row, code: string, name: string): Row {
  const level = Number(parent.region_level ?? 0) + 1;
  if (level >= REGION_LEVEL_COLUMNS.length) throw new ServiceError('村级区划下不可再添加!');
  const place: Row = {
    parent_code: parent.code,
    ancestors: [parent.ancestors, parent.code].filter(Boolean).join(','),
    region_level: level,
  };
  for (const prefix of REGION_LEVEL_COLUMNS.slice(1)) {
    place[`${prefix}_code`] = parent[`${prefix}_code`] ?? '';
    place[`${prefix}_name`] = parent[`${prefix}_name`] ?? '';
  }
  place[`${REGION_LEVEL_COLUMNS[level]}_code`] = code;
  place[`${REGION_LEVEL_COLUMNS[level]}_name`] = name;
  return place;
}

// POST /blade-system/region/submit — insert when the code is new (placed under parentCode), else update
// name, sort and remark; a new name is carried into the descendants' province … village names.
export function regionSubmit(ctx: Context) {
  const values = columnsFromBody(ctx.body, COLUMNS, new Set(['id', 'ancestors', 'region_level']));
  const code = String(values.code ?? '').trim();
  if (!code) throw new ServiceError('code:不能为空');
  return ctx.db.transaction(() => {
    const existing = byCode(ctx.db, code);
    if (existing) {
      requireCode(ctx.db, ctx.user, 'region_edit');
      const changes: Row = {};
      for (const column of ['name', 'sort', 'remark']) if (values[column] !== undefined) changes[column] = values[column];
      if (changes.name === null || changes.name === '') throw new ServiceError('name:不能为空');
      const own = REGION_LEVEL_COLUMNS[Number(existing.region_level)];
      if (own && changes.name !== undefined) {
        changes[`${own}_name`] = changes.name;
        ctx.db.prepare(`UPDATE blade_region SET ${own}_name = ? WHERE ${own}_code = ? AND code <> ?`).run(changes.name, code, code);
      }
      const keys = Object.keys(changes);
      if (keys.length)
        ctx.db
          .prepare(`UPDATE blade_region SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE code = ?`)
          .run(...keys.map((key) => changes[key]), code);
      return R.status(true);
    }
    requireCode(ctx.db, ctx.user, 'region_add');
    const name = String(values.name ?? '').trim();
    if (!name) throw new ServiceError('name:不能为空');
    const parentCode = String(values.parent_code || ROOT);
    const parent = byCode(ctx.db, parentCode);
    if (!parent) throw new ServiceError('父节点不存在!');
    if (!/^\d+$/.test(code) || (parentCode !== ROOT && !code.startsWith(parentCode))) {
      throw new ServiceError('区划编号须为数字，且以上级区划编号开头!');
    }
    // GB/T 2260 and its extension below a province: cities 4 digits, districts 6, towns 9, villages 12. A new
    // top-level code is only checked for digits (provinces are seeded; the generic screen's sweep adds longer ones).
    const length = CODE_LENGTHS[Number(parent.region_level ?? 0) + 1];
    if (parentCode !== ROOT && length !== undefined && code.length !== length) throw new ServiceError(`区划编号须为${length}位数字!`);
    const row: Row = { id: code, code, name, sort: values.sort ?? null, remark: values.remark ?? null, ...placeUnder(parent, code, name) };
    const keys = Object.keys(row);
    ctx.db
      .prepare(`INSERT INTO blade_region (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
      .run(...keys.map((key) => row[key]));
    return R.status(true);
  })();
}

// POST /blade-system/region/remove?id=<code>[,<code>] — physical delete; refused while children exist.
export function regionRemove(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'region_delete');
  const codes = splitIds(ctx.query.get('id') ?? ctx.query.get('ids'));
  if (codes.length === 0) throw new ServiceError(BLADE_MESSAGES.missingId);
  return ctx.db.transaction(() => {
    if (idsWithChildren(ctx, regionTable, codes, 'parent_code').size > 0) throw new ServiceError('请先删除子节点!');
    const remove = ctx.db.prepare('DELETE FROM blade_region WHERE code = ?');
    for (const code of codes) remove.run(code);
    return R.status(true);
  })();
}
