import type { ResourceAction, ResourceDef } from '../resources/define-resource';

/**
 * Saber's permission map (docs/blade-contract.md §6.3): walk `/menu/buttons`; an element with a `children`
 * property is descended into and its own code is not kept; every other element's code is a key.
 */
export function flattenPermissions(nodes: unknown): Set<string> {
  const codes = new Set<string>();
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!item || typeof item !== 'object') continue;
      const node = item as { code?: unknown; children?: unknown };
      if ('children' in node && Array.isArray(node.children)) walk(node.children);
      else if (typeof node.code === 'string' && node.code) codes.add(node.code);
    }
  };
  walk(nodes);
  return codes;
}

export function permissionCode(resource: Pick<ResourceDef, 'name' | 'permission'>, action: ResourceAction | string): string {
  return `${resource.permission ?? resource.name}_${action}`;
}

/** Whether the user's button map allows an action on a resource. */
export function can(
  permissions: ReadonlySet<string>,
  resource: Pick<ResourceDef, 'name' | 'permission'>,
  action: ResourceAction | string,
): boolean {
  return permissions.has(permissionCode(resource, action));
}
