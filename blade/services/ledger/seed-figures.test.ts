import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../../bootstrap';
import { tradeInvariants } from './trade-invariants';

/** The seeded orders' figures are the ledger's projection and keep every trade invariant. */
describe('seeded trade ledger', () => {
  it('every seeded order keeps the invariants', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-seed-'));
    const db = prepareDatabase(dir);
    try {
      const orders = db.prepare('SELECT tenant_id, order_no, order_status FROM tp_order WHERE is_deleted = 0').all() as {
        tenant_id: string;
        order_no: string;
        order_status: number;
      }[];
      expect(orders.length).toBeGreaterThan(50);
      const broken = orders.flatMap((order) =>
        tradeInvariants(db, order.tenant_id, order.order_no).map((rule) => `${order.order_no} (${order.order_status}): ${rule}`),
      );
      expect(broken).toEqual([]);
      const entries = (db.prepare('SELECT COUNT(*) AS n FROM tp_ledger_entry').get() as { n: number }).n;
      expect(entries).toBeGreaterThan(100);
      const statuses = db.prepare('SELECT order_status, COUNT(*) AS n FROM tp_order GROUP BY order_status').all();
      expect(statuses).toEqual(expect.arrayContaining([expect.objectContaining({ order_status: 7 })]));
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
