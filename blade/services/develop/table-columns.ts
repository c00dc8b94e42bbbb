import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';

/** One column of a table as the generator sees it (PRAGMA table_info). */
export type TableColumn = { name: string; type: string; notNull: boolean; primaryKey: boolean };

/** The columns of a table of the embedded database, in declaration order; refuses an unknown table. */
export function tableColumns(db: Db, table: string): TableColumn[] {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) throw new ServiceError(`表名不合法: ${table}`);
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  if (!exists) throw new ServiceError(`数据表不存在: ${table}`);
  const rows = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; pk: number }[];
  return rows.map((row) => ({ name: row.name, type: row.type.toUpperCase(), notNull: row.notnull === 1, primaryKey: row.pk > 0 }));
}

/** Whether a datasource is the embedded SQLite database (the only one readable offline). */
export function isEmbeddedDatasource(datasource: { driver_class?: unknown; url?: unknown }): boolean {
  return String(datasource.driver_class ?? '') === 'org.sqlite.JDBC' || String(datasource.url ?? '').startsWith('jdbc:sqlite:');
}
