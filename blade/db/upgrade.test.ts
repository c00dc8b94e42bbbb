import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { openDatabase } from './open';

/** A database from an older release is migrated forward on start without losing data (README.md, "Run it"). */
describe('database upgrade', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blade-upgrade-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A database as the first release left it: only migration 1, with a user's own data in it. */
  function firstReleaseDatabase() {
    const db = new Database(path.join(dataDir, 'blade.db'));
    db.pragma('journal_mode = WAL');
    db.exec(migrations[0].sql);
    db.pragma('user_version = 1');
    const insert = db.prepare(
      "INSERT INTO blade_param (id, param_name, param_key, param_value, create_time, is_deleted) VALUES (?, ?, ?, ?, '2025-01-01 00:00:00', 0)",
    );
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(`p${i}`, `名称${i}`, `upgrade.key.${i}`, String(i));
    })();
    db.close();
  }

  it('applies every newer migration on open and keeps the existing rows', () => {
    firstReleaseDatabase();
    const db = openDatabase(dataDir);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations[migrations.length - 1].version);
    expect(db.prepare("SELECT count(*) AS n FROM blade_param WHERE param_key LIKE 'upgrade.key.%'").get()).toEqual({ n: 500 });
    expect(db.prepare("SELECT param_value FROM blade_param WHERE id = 'p42'").get()).toEqual({ param_value: '42' });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'social_local_identity'").get()).toBeTruthy();
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    // Opening again is a no-op.
    const again = openDatabase(dataDir);
    expect(again.prepare('SELECT count(*) AS n FROM blade_param').get()).toEqual({ n: 500 });
    again.close();
  });

  it('a migration that fails leaves the database at its previous version with its data', () => {
    firstReleaseDatabase();
    const db = new Database(path.join(dataDir, 'blade.db'));
    const broken = [
      ...migrations.slice(0, 2),
      { version: 3, name: 'broken', sql: 'CREATE TABLE half_done (id TEXT); INSERT INTO nowhere VALUES (1);' },
    ];
    jest.isolateModules(() => {
      jest.doMock('./migrations', () => ({ migrations: broken }));
      const { migrate: migrateBroken } = require('./migrate') as typeof import('./migrate');
      expect(() => migrateBroken(db)).toThrow();
    });
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    expect(db.prepare('SELECT count(*) AS n FROM blade_param').get()).toEqual({ n: 500 });
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations[migrations.length - 1].version);
    db.close();
  });
});
