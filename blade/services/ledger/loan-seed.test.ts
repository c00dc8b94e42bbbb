import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../../bootstrap';
import { loanInvariants } from './loan-invariants';
import { loanFigures } from './loan-projection';

/** The seeded loans' figures are the ledger's projection and keep every loan invariant. */
describe('seeded loan ledger', () => {
  it('every seeded loan keeps the invariants; the disbursed ones carry interest and the settled one paid it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loan-seed-'));
    const db = prepareDatabase(dir);
    try {
      const loans = db
        .prepare('SELECT id, tenant_id, agreement_no, agreement_status FROM tp_financeloanagreement WHERE is_deleted = 0')
        .all() as { id: string; tenant_id: string; agreement_no: string; agreement_status: number }[];
      expect(loans.length).toBeGreaterThan(5);
      const broken = loans.flatMap((loan) =>
        loanInvariants(db, loan.tenant_id, loan.id).map((rule) => `${loan.agreement_no} (${loan.agreement_status}): ${rule}`),
      );
      expect(broken).toEqual([]);
      const settled = loans.find((loan) => loan.agreement_status === 4)!;
      expect(loanFigures(db, settled.tenant_id, settled.id)).toMatchObject({
        outstanding: 0,
        interestDue: 0,
        owed: 0,
        paidUp: true,
        interestRepaid: expect.any(Number),
      });
      expect(loanFigures(db, settled.tenant_id, settled.id).interestRepaid).toBeGreaterThan(0);
      const overdue = loans.find((loan) => loan.agreement_status === 3)!;
      expect(loanFigures(db, overdue.tenant_id, overdue.id)).toMatchObject({ overdue: true });
      expect(loanFigures(db, overdue.tenant_id, overdue.id).penaltyDue).toBeGreaterThan(0);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
