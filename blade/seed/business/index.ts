import type { Db } from '../../db/open';
import { readTradeRefs } from './trade-refs';
import { seedFinanceAccounts } from './finance-accounts';
import { seedFinanceLoans } from './finance-loans';
import { seedLoanLedger } from './finance-ledger';
import { seedCustomers } from './customers';
import { seedOcean } from './ocean';
import { seedContent } from './content';
import { seedDesk } from './desk';
import { seedInbox } from './inbox';
import { seedInspection } from './inspection';
import { seedSupplyDemand } from './supply-demand';

/** Seeds finance, ocean, inspection, supply-demand, CMS, reports and desk data (runs after the trade seed). */
export function seedBusiness(db: Db): void {
  const refs = readTradeRefs(db);
  seedFinanceAccounts(db, refs);
  seedFinanceLoans(db, refs);
  seedLoanLedger(db);
  seedCustomers(db, refs);
  seedOcean(db, refs);
  seedContent(db);
  seedDesk(db, refs);
  seedInbox(db, refs);
  seedInspection(db, refs);
  seedSupplyDemand(db, refs);
}
