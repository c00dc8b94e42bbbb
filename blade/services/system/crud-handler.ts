import { registerCrud } from '../../crud/controller';
import type { Endpoint } from '../../crud/table-def';
import { Router, type Handler } from '../../http/router';
import type { CrudTable } from '../../tables/crud-table';

/** One endpoint of the generic controller, for a service that wraps it (same permission, tenant and hook rules). */
export function crudHandler(table: CrudTable, endpoint: Endpoint, method: 'GET' | 'POST'): Handler {
  const router = new Router();
  registerCrud(router, { ...table.def, endpoints: [endpoint] }, table.hooks);
  const route = router.match(method, `${table.def.base}/${endpoint}`);
  if (route === null || route === 'method-not-allowed') throw new Error(`${table.def.table} has no ${endpoint} handler`);
  return route.handler;
}
