import type { ResourceDef } from '../resources/define-resource';
import { endpointPath } from '../resources/define-resource';
import { parseGridState, type GridState } from './grid-state';
import { toListQuery, toQueryString } from './to-query';

/**
 * The list call a grid view makes, shared by the browser's grid (lib/hooks/use-resource-grid.ts) and the server's
 * first page (lib/bff/first-page.ts): both must name the same SWR key, or the browser would fetch the rows again.
 */

/** What the browser's grid starts from: its SWR key and the list's `data`, exactly what its own call would have read. */
export type FirstPage = { key: string; data: unknown };

/** The fields a list's search form offers, the only filters its URL may carry. */
export function searchableFields(resource: ResourceDef): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.search)
    .map(([name]) => name);
}

/** The list URL: paged for lists; unpaged for trees, from the lazy endpoint's roots when the tree is lazy. */
export function listKeyFor(resource: ResourceDef, state: GridState): string | null {
  const query = toListQuery(resource, state);
  if (resource.tree) {
    delete query.current;
    delete query.size;
  }
  if (resource.tree?.lazy) {
    query[resource.tree.lazyParam ?? 'parentId'] = resource.tree.rootValue ?? '0';
    return `/api${resource.api}/${resource.tree.lazyEndpoint ?? 'lazy-list'}?${toQueryString(query)}`;
  }
  const listPath = endpointPath(resource, 'list');
  return listPath ? `/api${listPath}?${toQueryString(query)}` : null;
}

/** The list URL of the view a page URL's query describes (its filters, sort, page and size). */
export function listKeyForUrl(resource: ResourceDef, params: URLSearchParams): string | null {
  return listKeyFor(resource, parseGridState(params, searchableFields(resource), resource.defaultSort ?? null));
}
