import type { ResourceDef } from './define-resource';
import { systemResources } from './system';
import { tradeResources } from './trade';
import { businessResources } from './business';

/**
 * The explicit registry of every resource (no directory scanning): the generic screen finds its
 * resource by menu path, the BFF its permission codes by API path.
 */
export const resources: readonly ResourceDef[] = [...systemResources, ...tradeResources, ...businessResources];

const byName = new Map(resources.map((resource) => [resource.name, resource]));
const byPath = new Map(resources.map((resource) => [resource.menuPath, resource]));

export function getResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export function getResourceByPath(menuPath: string): ResourceDef | undefined {
  return byPath.get(menuPath.replace(/\/$/, ''));
}
