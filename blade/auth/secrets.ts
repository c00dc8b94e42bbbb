import crypto from 'node:crypto';
import type { Db } from '../db/open';

const cache = new WeakMap<Db, string>();

/** The JWT signing key, generated once per database (Blade reads it from `blade.token.sign-key`). */
export function signingKey(db: Db): string {
  const cached = cache.get(db);
  if (cached) return cached;
  let row = db.prepare("SELECT value FROM auth_secret WHERE name = 'sign-key'").get() as { value: string } | undefined;
  if (!row) {
    const value = crypto.randomBytes(32).toString('base64url');
    db.prepare("INSERT OR IGNORE INTO auth_secret (name, value) VALUES ('sign-key', ?)").run(value);
    row = db.prepare("SELECT value FROM auth_secret WHERE name = 'sign-key'").get() as { value: string };
  }
  cache.set(db, row.value);
  return row.value;
}
