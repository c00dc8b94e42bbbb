import type { CrudTable } from './crud-table';
import { systemTables } from './system';
import { tradeTables } from './trade';
import { businessTables } from './business';
import { esignTables } from '../services/esign/tables';

/** Every table served by the generic controller. */
export const crudTables: CrudTable[] = [...systemTables, ...tradeTables, ...businessTables, ...esignTables.map((def) => ({ def }))];
