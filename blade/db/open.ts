import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';

export type Db = Database.Database;

/**
 * Opens (creating when missing) the service's SQLite file and migrates it forward.
 * WAL + synchronous=NORMAL: a killed process loses no committed transaction; only an OS crash could.
 */
export function openDatabase(dataDir: string, options: { reset?: boolean } = {}): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'blade.db');
  if (options.reset) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
