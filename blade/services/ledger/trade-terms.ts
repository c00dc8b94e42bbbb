import type { Db } from '../../db/open';
import type { BladeUser } from '../../auth/blade-user';
import type { Actor } from './entries';

/**
 * The terms a trade is performed under, with the defaults a new contract takes:
 * - the more-or-less band (溢短装) of the contract quantity, at the seller's option and settled at contract price
 *   (UCP 600 art. 30(b) is the usual reference): ±5 %;
 * - the weighbridge allowance (磅差) of one pick-up over what was released for it: 3 ‰;
 * - the VAT rate of grain invoices: 9 %, the `trade.grainVatRate` parameter (系统参数) when set.
 */
export const DEFAULT_TOLERANCE_PCT = 5;
export const DEFAULT_WEIGH_ALLOWANCE_PERMILLE = 3;
export const DEFAULT_VAT_RATE_PCT = 9;

/** settlement_method 1 款到发货: goods leave only against money received. */
export const PREPAYMENT = 1;
/** settlement_method 3 账期结算: goods leave on credit, within the buyer's approved limit (services/trade/credit-terms.ts). */
export const CREDIT_TERMS = 3;

export const tolerancePct = (order: { tolerance_pct?: number | null }) => order.tolerance_pct ?? DEFAULT_TOLERANCE_PCT;
export const weighAllowancePermille = (order: { weigh_allowance_permille?: number | null }) =>
  order.weigh_allowance_permille ?? DEFAULT_WEIGH_ALLOWANCE_PERMILLE;

export function vatRatePct(db: Db): number {
  const row = db
    .prepare(
      "SELECT param_value FROM blade_param WHERE param_key = 'trade.grainVatRate' AND is_deleted = 0 ORDER BY update_time DESC LIMIT 1",
    )
    .get() as { param_value: string } | undefined;
  const value = Number(row?.param_value);
  return Number.isFinite(value) && value >= 0 && value < 100 ? value : DEFAULT_VAT_RATE_PCT;
}

/** Who acted, as records name them: the person's real name and the account (放货人, 核验人, 司磅员, ledger entries). */
export function actorOf(db: Db, user: BladeUser): Actor {
  const row = db.prepare('SELECT real_name, account FROM blade_user WHERE id = ?').get(user.userId) as
    | { real_name: string | null; account: string }
    | undefined;
  const account = row?.account || user.account;
  const person = row?.real_name?.trim() || user.userName || account;
  return { id: user.userId, name: `${person}（${account}）` };
}
