import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../bootstrap';

/** Set by the jest run's global setup (blade/testing/jest-global-setup.ts): the seeded database every test file copies. */
export const TEMPLATE_ENV = 'BLADE_TEST_TEMPLATE';

/** Seeds a database (and the attachment files the seed writes beside it) into `dataDir`, checkpointed so one file holds it. */
export function seedTemplate(dataDir: string): string {
  const db = prepareDatabase(dataDir);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return dataDir;
}

let ownTemplate: string | null = null;

/** The run's template, or (a test file run without the global setup) one seeded once for this worker. */
function template(): string {
  const shared = process.env[TEMPLATE_ENV];
  if (shared && fs.existsSync(path.join(shared, 'blade.db'))) return shared;
  if (!ownTemplate) {
    ownTemplate = seedTemplate(fs.mkdtempSync(path.join(os.tmpdir(), 'blade-template-')));
    process.once('exit', () => fs.rmSync(ownTemplate as string, { recursive: true, force: true }));
  }
  return ownTemplate;
}

/**
 * A fresh data directory holding a copy of the seeded database: seeding takes seconds, a copy milliseconds, and
 * every test file still writes to a database of its own.
 */
export function seededDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blade-test-'));
  fs.cpSync(template(), dataDir, { recursive: true });
  return dataDir;
}
