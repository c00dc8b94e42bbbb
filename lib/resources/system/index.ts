import type { ResourceDef } from '../define-resource';
import { param } from './param';

/** System administration: users, roles, departments, menus, tenants, dictionaries, logs, resources, tools. */
export const systemResources: ResourceDef[] = [param];
