import { openDatabase, type Db } from './db/open';
import { syncTables } from './crud/schema-sync';
import { crudTables } from './tables';
import { seedIfEmpty } from './seed';
import { writeSeededAttachmentFiles } from './seed/attachment-files';
import { refreshPlannerStatistics } from './db/planner-stats';

/**
 * Opens the database, migrates it forward (versioned migrations, then additive table sync), seeds a new one and brings
 * the query planner's statistics up to date.
 */
export function prepareDatabase(dataDir: string, options: { reset?: boolean } = {}): Db {
  const db = openDatabase(dataDir, options);
  syncTables(
    db,
    crudTables.map((table) => table.def),
  );
  if (seedIfEmpty(db)) writeSeededAttachmentFiles(db, dataDir);
  refreshPlannerStatistics(db);
  return db;
}
