import type { Db } from '../../db/open';
import type { LoanRecord } from '../ledger/loan-terms';
import { loanFigures } from '../ledger/loan-projection';
import { DEFAULT_LTV, type Exposure, type PledgeRecord } from './collateral';
import { LOAN, PLEDGE } from './machines';

/** The live loan agreement and the pledge agreement of one application, each found from the other. */
export function pledgeOfLoan(db: Db, loan: Pick<LoanRecord, 'tenant_id' | 'application_id'>): PledgeRecord | undefined {
  if (!loan.application_id) return undefined;
  return db
    .prepare(
      'SELECT * FROM tp_financepledgeagreement WHERE tenant_id = ? AND application_id = ? AND is_deleted = 0 AND agreement_status <> ? ORDER BY create_time DESC LIMIT 1',
    )
    .get(loan.tenant_id, loan.application_id, PLEDGE.terminated) as PledgeRecord | undefined;
}

export function loanOfPledge(db: Db, pledge: Pick<PledgeRecord, 'tenant_id' | 'application_id'>): LoanRecord | undefined {
  if (!pledge.application_id) return undefined;
  return db
    .prepare(
      'SELECT * FROM tp_financeloanagreement WHERE tenant_id = ? AND application_id = ? AND is_deleted = 0 AND agreement_status <> ? ORDER BY create_time DESC LIMIT 1',
    )
    .get(pledge.tenant_id, pledge.application_id, LOAN.terminated) as LoanRecord | undefined;
}

/** Statuses in which the loan still stands against the pledge: signed and not yet disbursed, repaying, overdue. */
const LIVE: readonly number[] = [LOAN.awaitingSignature, LOAN.awaitingDisbursement, LOAN.repaying, LOAN.overdue];

/** The loan's exposure as the cover rules weigh it (collateral.ts). */
export function exposureOf(db: Db, loan: LoanRecord | undefined): Exposure {
  if (!loan || !LIVE.includes(loan.agreement_status ?? -1)) return { live: false, exposure: 0, principalRepaid: 0 };
  const figures = loanFigures(db, loan.tenant_id, loan.id);
  const disbursed = figures.disbursed > 0.005;
  return { live: true, exposure: disbursed ? figures.outstanding : loan.loan_amount, principalRepaid: figures.principalRepaid };
}

/** The pledge's LTV: its own, else the application's, else the desk's default. */
export function loanToValue(db: Db, pledge: PledgeRecord): number {
  if (pledge.loan_to_value) return pledge.loan_to_value;
  const app = pledge.application_id
    ? (db.prepare('SELECT loan_to_value FROM tp_financeloanapplication WHERE id = ?').get(pledge.application_id) as
        | { loan_to_value: number | null }
        | undefined)
    : undefined;
  return app?.loan_to_value || DEFAULT_LTV;
}
