import type { Db } from '../../db/open';
import { readTradeRefs } from './trade-refs';
import { OTHER_SCOPE } from './helpers';
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
  // 华北粮贸 (tenant 100001) runs the same families over its own customers and orders.
  const otherRefs = readTradeRefs(db, OTHER_SCOPE.tenantId);
  seedFinanceAccounts(db, refs);
  seedFinanceLoans(db, refs);
  seedFinanceLoans(db, otherRefs, OTHER_SCOPE);
  seedLoanLedger(db);
  seedCustomers(db, refs);
  seedCustomers(db, otherRefs, OTHER_SCOPE);
  seedOcean(db, refs);
  seedOcean(db, otherRefs, OTHER_SCOPE);
  seedContent(db);
  seedDesk(db, refs);
  seedInbox(db, refs, otherRefs);
  seedInspection(db, refs);
  seedInspection(db, otherRefs, OTHER_SCOPE);
  seedSupplyDemand(db, refs);
}
