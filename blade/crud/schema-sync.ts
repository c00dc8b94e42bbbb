import type { Db } from '../db/open';
import { allColumns, type ColumnType, type TableDef } from './table-def';
import { listIndexes } from './list-indexes';

const SQL_TYPE: Record<ColumnType, string> = { text: 'TEXT', int: 'INTEGER', real: 'REAL', datetime: 'TEXT', date: 'TEXT' };

/**
 * Additive migration for the generic tables: creates missing tables, adds missing columns and
 * indexes (the lists' own from list-indexes.ts, then the table's extra ones) on every start, so an existing
 * database gains new ones. It never drops or rewrites anything, so upgrading keeps every record.
 */
export function syncTables(db: Db, defs: TableDef[]): void {
  db.transaction(() => {
    for (const def of defs) {
      const columns = allColumns(def);
      const existing = db.prepare(`PRAGMA table_info(${def.table})`).all() as { name: string }[];
      if (existing.length === 0) {
        const body = Object.entries(columns).map(([name, type]) => {
          if (name === 'id') return 'id TEXT PRIMARY KEY';
          if (name === 'is_deleted') return 'is_deleted INTEGER NOT NULL DEFAULT 0';
          if (name === 'status') return 'status INTEGER NOT NULL DEFAULT 1';
          return `${name} ${SQL_TYPE[type]}`;
        });
        db.exec(`CREATE TABLE ${def.table} (${body.join(', ')})`);
      } else {
        const have = new Set(existing.map((column) => column.name));
        for (const [name, type] of Object.entries(columns)) {
          if (!have.has(name)) db.exec(`ALTER TABLE ${def.table} ADD COLUMN ${name} ${SQL_TYPE[type]}`);
        }
      }
      const tenantIndex = 'is_deleted' in columns ? ['tenant_id', 'is_deleted'] : ['tenant_id'];
      const indexes = [...(def.tenant ? [tenantIndex] : []), ...listIndexes(def), ...(def.indexes ?? [])];
      for (const index of indexes) {
        db.exec(`CREATE INDEX IF NOT EXISTS ix_${def.table}_${index.join('_')} ON ${def.table} (${index.join(', ')})`);
      }
    }
  })();
}
