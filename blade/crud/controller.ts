import type { ButtonCode } from '../../domain/button-codes';
import type { Db } from '../db/open';
import type { Context, Handler, Router } from '../http/router';
import { hasEndpoint, type TableDef } from './table-def';
import type { Where } from './sql-filters';
import { read, write, type RoutePolicy } from '../http/policy';
import { historyEndpoint } from '../services/history/endpoint';
import { tableContext } from './table-context';
import { detail, listAll, listPage } from './crud-reads';
import { remove, save, submit, update } from './crud-writes';

/**
 * The generic Blade controller for one table (its handlers: crud-reads.ts and crud-writes.ts over table-context.ts):
 *
 * | endpoint                 | Blade behaviour                                                        |
 * |--------------------------|------------------------------------------------------------------------|
 * | GET  base/list, /page    | IPage of live rows in the caller's tenant, filters, ascs/descs          |
 * | GET  base/listAll,select | the same rows, unpaged                                                  |
 * | GET  base/detail?id=     | entity-bound equality on the given fields; one VO                       |
 * | POST base/submit         | insert without id, partial update with id                               |
 * | POST base/save, /update  | explicit insert / update                                                |
 * | POST base/remove?ids=    | logical delete of the comma-separated ids                               |
 * | GET  base/history?id=    | the record's change history (this service's own; Blade has none)       |
 */
export type CrudHooks = {
  /** Extra conditions for reads, e.g. a `deptId` parameter that is not a column. */
  scope?: (ctx: Context) => Where;
  /** Turns a row into its VO (adds names, hides secrets). */
  view?: (db: Db, row: Record<string, unknown>) => Record<string, unknown>;
  /** Checks or completes values before a write; throw ServiceError to refuse. */
  beforeWrite?: (ctx: Context, values: Record<string, unknown>, existing: Record<string, unknown> | null) => void;
  /** Refuses a removal (e.g. 请先删除子节点!). */
  beforeRemove?: (ctx: Context, ids: string[]) => void;
};

export function registerCrud(router: Router, def: TableDef, hooks: CrudHooks = {}): void {
  const table = tableContext(def, hooks);
  const policies = crudPolicies(def);
  const routes: [endpoint: Parameters<typeof hasEndpoint>[1], method: 'get' | 'post', handler: Handler, policy: RoutePolicy][] = [
    ['list', 'get', listPage(table), policies.read],
    ['page', 'get', listPage(table), policies.read],
    ['listAll', 'get', listAll(table), policies.read],
    ['select', 'get', listAll(table), policies.read],
    ['detail', 'get', detail(table), policies.read],
    ['submit', 'post', submit(table), policies.submit],
    ['save', 'post', save(table), policies.save],
    ['update', 'post', update(table), policies.update],
    ['remove', 'post', remove(table), policies.remove],
  ];
  for (const [endpoint, method, handler, policy] of routes) {
    if (hasEndpoint(def, endpoint)) router[method](`${def.base}/${endpoint}`, handler, policy);
  }
  // Every table whose records can be opened also answers their change history (services/history/record.ts writes it).
  if (hasEndpoint(def, 'detail')) router.get(`${def.base}/history`, historyEndpoint(def.table, def.permission), policies.read);
}

const hasBodyId = (ctx: Context) => {
  const id = (ctx.body as Record<string, unknown> | null)?.id;
  return !(id === undefined || id === null || id === '');
};

/**
 * The generic endpoints' policies: reads need the menu code (or own rows, checked by the list), writes their button
 * code (`_add` for an insert, `_edit` for an update, `_delete`) and aim at the row named by `id` / `ids`.
 */
export function crudPolicies(def: TableDef): Record<'read' | 'submit' | 'save' | 'update' | 'remove', RoutePolicy> {
  // Composed from the table's menu code, so not checked when compiled as the hand-typed codes are: the authorization
  // matrix (blade/policy/authorization-matrix.test.ts) and the CRUD sweeps hold every one to a seeded button.
  const code = (suffix: '_add' | '_edit' | '_delete') => (def.permission ? [`${def.permission}${suffix}` as ButtonCode] : []);
  const extra = def.policy ?? {};
  const { selfForbidden, ...writeExtra } = extra;
  return {
    read: read(def.permission),
    submit: write((ctx) => code(hasBodyId(ctx) ? '_edit' : '_add'), { ...writeExtra, target: { table: def.table, param: 'id' } }),
    save: write(code('_add'), { ...writeExtra, history: { table: def.table } }),
    update: write(code('_edit'), { ...writeExtra, target: { table: def.table, param: 'id' } }),
    remove: write(code('_delete'), { platformOnly: writeExtra.platformOnly, selfForbidden, target: { table: def.table, param: 'ids' } }),
  };
}
