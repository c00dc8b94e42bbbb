import type { CrudTable } from '../crud-table';
import { paramTable } from './param';

/** System tables served by the generic controller. */
export const systemTables: CrudTable[] = [{ def: paramTable }];
