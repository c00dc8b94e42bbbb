import { resources } from '../resources';
import { endpointPath, submitPath, type ResourceDef } from '../resources/define-resource';
import { permissionCode } from '../auth/access';
import { actionPath } from '../resources/row-actions';

/**
 * The button codes a state-changing Blade call needs, derived from the resource registry:
 * submit → add or edit, save → add, update → edit, remove → delete, a row action → its code. Unknown calls need none here
 * (Blade still checks them).
 */
function writeRules(list: readonly ResourceDef[]): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  const add = (path: string | null, codes: string[]) => {
    if (!path) return;
    const key = `POST ${path}`;
    rules.set(key, [...new Set([...(rules.get(key) ?? []), ...codes])]);
  };
  for (const resource of list) {
    if (resource.readOnly) continue;
    add(submitPath(resource, 'add'), [permissionCode(resource, 'add')]);
    add(submitPath(resource, 'edit'), [permissionCode(resource, 'edit')]);
    add(endpointPath(resource, 'remove'), [permissionCode(resource, 'delete')]);
    for (const action of resource.rowActions ?? []) if (action.method !== 'GET') add(actionPath(resource, action), [action.code]);
  }
  return rules;
}

const RULES = writeRules(resources);

/** Codes of which the caller needs at least one, or null when the BFF does not guard this call. */
export function requiredWriteCodes(method: string, upstreamPath: string, rules = RULES): string[] | null {
  return rules.get(`${method.toUpperCase()} ${upstreamPath}`) ?? null;
}

export { writeRules };
