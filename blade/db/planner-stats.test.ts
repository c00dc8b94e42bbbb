import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../bootstrap';

describe('query planner statistics', () => {
  it('are gathered for a new database, so the button check joins from the role grants, not from every menu', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-stats-'));
    const db = prepareDatabase(dir);
    try {
      const analysed = db.prepare("SELECT COUNT(*) AS n FROM sqlite_stat1 WHERE tbl IN ('blade_menu', 'blade_role_menu')").get() as {
        n: number;
      };
      expect(analysed.n).toBeGreaterThan(0);
      // The query of blade/crud/permissions.ts grantedCodes.
      const plan = db
        .prepare(
          'EXPLAIN QUERY PLAN SELECT DISTINCT m.code FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id WHERE m.is_deleted = 0 AND rm.role_id IN (?, ?)',
        )
        .all('1', '2') as { detail: string }[];
      expect(plan[0].detail).toMatch(/^SEARCH rm /);
      expect(plan.some((step) => /^SEARCH m .*\bid=\?/.test(step.detail))).toBe(true);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
