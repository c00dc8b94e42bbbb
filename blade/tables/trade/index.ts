import type { CrudTable } from '../crud-table';

/** Trade tables: goods, orders, pick-ups, logistics, contracts, invoices, customer data. */
export const tradeTables: CrudTable[] = [];
