import type { Db } from '../../db/open';
import { findOrderRecord, ORDER, storedFigures, tradeFigures } from './trade-projection';
import { orderEntries } from './entries';
import { statementInvariants } from './trade-statements';

const EPS = 0.005;

/**
 * The rules an order's money and tonnes keep whatever happened to it; answers every one broken (empty: all hold).
 * The property-based test (trade-invariants.property.test.ts) calls it after every random step.
 */
export function tradeInvariants(db: Db, tenantId: string, orderNo: string): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  const order = findOrderRecord(db, tenantId, orderNo);
  const figures = tradeFigures(db, tenantId, orderNo);
  const { deposit } = figures;

  check(
    figures.liftedQuantity <= figures.maxQuantity + 0.0005,
    `lifted ${figures.liftedQuantity} t > ordered × (1 + band) ${figures.maxQuantity} t`,
  );
  for (const [name, value] of Object.entries(deposit)) check(value >= -EPS, `deposit ${name} ${value} < 0`);
  check(
    Math.abs(deposit.received - (deposit.held + deposit.deducted + deposit.released + deposit.refunded + deposit.forfeited)) <= EPS,
    'deposit received ≠ held + deducted + released + refunded + forfeited',
  );
  check(figures.payments >= -EPS, `net payments ${figures.payments} < 0`);
  // Paid may pass what is due when a paid-for pick-up request is withdrawn: that credit is refunded at 结清 or on cancel
  // (checked below for both); registering a payment beyond what is due is refused (money-actions.ts).
  if (figures.prepayment)
    check(
      figures.moneyHeld >= figures.releasedValue - EPS,
      `prepayment: money held ${figures.moneyHeld} < value released ${figures.releasedValue}`,
    );
  check(
    figures.invoiced >= -EPS && figures.invoiced <= figures.settledValue + EPS,
    `invoiced ${figures.invoiced} outside 0…settled ${figures.settledValue}`,
  );

  const stored = storedFigures(figures);
  for (const [column, value] of Object.entries(stored)) {
    const have = (order as unknown as Record<string, unknown>)[column];
    check(typeof have === 'number' && Math.abs(have - value) <= EPS, `tp_order.${column} ${String(have)} ≠ projection ${value}`);
  }
  const lines = db
    .prepare('SELECT COALESCE(SUM(picked_quantity), 0) AS n FROM tp_orderdetail WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .get(orderNo, tenantId) as { n: number };
  check(Math.abs(lines.n - figures.liftedQuantity) <= 0.0005, `lines lifted ${lines.n} ≠ order lifted ${figures.liftedQuantity}`);

  if (order.order_status === ORDER.completed) {
    check(deposit.held <= EPS, 'completed with deposit held');
    check(Math.abs(figures.paid - figures.settledValue) <= EPS, `completed with paid ${figures.paid} ≠ settled ${figures.settledValue}`);
    check(
      Math.abs(figures.invoiced - figures.settledValue) <= EPS,
      `completed with invoiced ${figures.invoiced} ≠ settled ${figures.settledValue}`,
    );
    check(figures.openPickups === 0, 'completed with open pick-ups');
  }
  if (order.order_status === ORDER.cancelled) {
    check(deposit.held <= EPS && figures.paid <= EPS, `cancelled with money held (paid ${figures.paid}, deposit ${deposit.held})`);
    check(figures.openPickups === 0, 'cancelled with open pick-ups');
  }

  // The journal (资金流水) shows each cash entry once, at its amount.
  const journal = db
    .prepare(`SELECT COALESCE(SUM(CASE direction WHEN 1 THEN amount ELSE -amount END), 0) AS net, COUNT(*) AS n FROM tp_financialdetails
    WHERE tenant_id = ? AND order_no = ? AND ledger_entry_id IS NOT NULL AND ledger_entry_id <> '' AND is_deleted = 0`)
    .get(tenantId, orderNo) as { net: number; n: number };
  const cash = orderEntries(db, tenantId, orderNo).filter((entry) => CASH_SIGN[entry.entry_type] !== undefined);
  const cashNet = cash.reduce((sum, entry) => sum + CASH_SIGN[entry.entry_type]! * entry.amount, 0);
  check(
    journal.n === cash.length && Math.abs(journal.net - cashNet) <= EPS,
    `资金流水 ${journal.n} rows / ${journal.net.toFixed(2)} ≠ ledger cash ${cash.length} / ${cashNet.toFixed(2)}`,
  );
  // The buyer's monthly statements (对账单) are its ledger's sums (trade-statements.ts).
  broken.push(...statementInvariants(db, tenantId, order.buyer_name));
  return broken;
}

/** Entries that move cash between the buyer and the platform, as the journal counts them: +1 received, −1 paid out. */
export const CASH_SIGN: Partial<Record<string, 1 | -1>> = {
  payment: 1,
  deposit_received: 1,
  refund: -1,
  deposit_released: -1,
  deposit_refunded: -1,
};
