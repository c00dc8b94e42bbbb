import type { CrudTable } from '../crud-table';
import { noticeTable } from './notice';

/** Finance, ocean, inspection, supply-demand, CMS, reports, desk and messaging tables. */
export const businessTables: CrudTable[] = [{ def: noticeTable }];
