import type { TableDef } from '../crud/table-def';
import type { CrudHooks } from '../crud/controller';

/** A table and the hooks it needs beyond plain CRUD. */
export type CrudTable = { def: TableDef; hooks?: CrudHooks };
