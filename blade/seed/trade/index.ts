import type { Db } from '../../db/open';
import { seedBases } from './bases';
import { seedCatalog } from './catalog';
import { seedContracts } from './contracts';
import { seedCustomerData } from './customer';
import { seedGoods } from './goods';
import { seedGoodsSkus } from './goods-skus';
import { buildOrders, orderedByGoods, seedOrders } from './orders';
import { seedParties } from './parties';
import { buildPickups, seedPickups } from './pickups';
import { seedVolumes } from './volumes';
import { seedEsign } from './esign';
import { seedLedger } from './ledger';
import { seedCreditLimits } from './credit-limits';

/**
 * Seeds the trade families (runs after the system seed, before the business seed). Orders and pick-ups are
 * built in memory first so that listings, orders and lines are written with their final quantities.
 * Returns the row count per table.
 */
export function seedTrade(db: Db): Record<string, number> {
  const orders = buildOrders();
  const pickups = buildPickups(orders);
  return {
    ...seedParties(db),
    ...seedCatalog(db),
    ...seedBases(db),
    ...seedGoods(db, orderedByGoods(orders)),
    ...seedGoodsSkus(db),
    ...seedOrders(db, orders),
    ...seedPickups(db, pickups),
    ...seedVolumes(db, orders),
    ...seedContracts(db, orders),
    ...seedEsign(db),
    ...seedCustomerData(db),
    ...seedCreditLimits(db, orders),
    // Last: it reads the pick-ups and invoices written above and derives the orders' figures from the entries.
    ...seedLedger(db, orders, pickups),
  };
}
