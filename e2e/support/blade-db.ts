import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E } from './env';

/** Direct access to the embedded service's SQLite file: read captcha answers, prepare data. Never a test-only endpoint. */
function open(readonly: boolean) {
  return new Database(path.join(E2E.dataDir!, 'blade.db'), { readonly, timeout: 5000 });
}

export function captchaAnswer(key: string): string {
  const db = open(true);
  try {
    const row = db.prepare('SELECT code FROM auth_captcha WHERE captcha_key = ?').get(key) as { code: string } | undefined;
    if (!row) throw new Error(`no captcha stored for key ${key}`);
    return row.code;
  } finally {
    db.close();
  }
}

export function setTenantDomain(tenantId: string, domain: string): void {
  const db = open(false);
  try {
    db.prepare('UPDATE blade_tenant SET domain = ? WHERE tenant_id = ?').run(domain, tenantId);
  } finally {
    db.close();
  }
}
