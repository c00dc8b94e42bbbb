import { registerCrud } from '../../crud/controller';
import type { Endpoint } from '../../crud/table-def';
import { Router, type Handler } from '../../http/router';
import type { CrudTable } from '../../tables/crud-table';

const READS = new Set<Endpoint>(['list', 'page', 'listAll', 'select', 'detail']);

/**
 * One endpoint of the generic controller for a table, to serve under a Blade-specific name
 * (`sellist`, `listDetail`, POST on the base path…) with the same permission, tenant and filter rules.
 * `override` adjusts the definition, e.g. `{ filter: 'entity' }` for Blade's entity-bound lists.
 */
export function crudEndpoint(table: CrudTable, endpoint: Endpoint, override: Partial<CrudTable['def']> = {}): Handler {
  const router = new Router();
  registerCrud(router, { ...table.def, ...override, endpoints: [endpoint] }, table.hooks);
  const route = router.match(READS.has(endpoint) ? 'GET' : 'POST', `${table.def.base}/${endpoint}`);
  if (route === null || route === 'method-not-allowed') throw new Error(`${table.def.table} has no ${endpoint} handler`);
  return route.handler;
}
