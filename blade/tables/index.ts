import type { TableDef } from '../crud/table-def';
import type { CrudHooks } from '../crud/controller';
import { paramTable } from './system/param';
import { noticeTable } from './desk/notice';

/** Every table served by the generic controller, with the hooks of those that need more than CRUD. */
export const crudTables: { def: TableDef; hooks?: CrudHooks }[] = [
  { def: paramTable },
  { def: noticeTable },
];
