import type { TableColumn } from './table-columns';
import { modelNames } from './naming';

/** What every template needs: the code record's settings and the table's real columns. */
export type GenModel = {
  codeName: string;
  serviceName: string;
  table: string;
  pkg: string;
  baseMode: boolean;
  wrapMode: boolean;
  names: ReturnType<typeof modelNames>;
  columns: TableColumn[];
};

/** From a blade_code row (snake_case; base/wrap mode are yes_no: 2 = 是). */
export function genModel(code: Record<string, unknown>, columns: TableColumn[]): GenModel {
  const table = String(code.table_name);
  return {
    codeName: String(code.code_name ?? ''),
    serviceName: String(code.service_name ?? ''),
    table,
    pkg: String(code.package_name ?? 'org.springblade.modules').replace(/[^A-Za-z0-9_.]/g, ''),
    baseMode: Number(code.base_mode) === 2,
    wrapMode: Number(code.wrap_mode) === 2,
    names: modelNames(table, String(code.table_prefix ?? '')),
    columns,
  };
}
