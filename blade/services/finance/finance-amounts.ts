/**
 * The sums behind pledges, in whole fen (money) and kilograms (tonnes × 1000) so that repeated releases add up
 * exactly: pledged = remaining + released. A loan's money is its ledger's (services/ledger/loan-projection.ts).
 */
import { PLEDGE, PLEDGE_TYPE } from './machines';

const fen = (yuan: number) => Math.round(yuan * 100);
const kg = (tonnes: number) => Math.round(tonnes * 1000);

export type PledgeHolding = { quantity: number; released: number; pledgeType: number; minimumStock: number };
export type Release = { released: number; remaining: number; status: number };

/**
 * A release (解押) of `quantity` tonnes, or the reason it is refused. While the loan is outstanding a static
 * pledge stays whole and a dynamic pledge keeps at least its floor stock (最低控货量).
 */
export function applyRelease(holding: PledgeHolding, quantity: number, loanOutstanding: boolean): Release | string {
  const remaining = (kg(holding.quantity) - kg(holding.released)) / 1000;
  if (!(quantity > 0)) return '解押数量须大于0';
  if (kg(quantity) > kg(remaining)) return `解押数量 ${quantity} 吨超过剩余质押数量 ${remaining} 吨`;
  const after = (kg(remaining) - kg(quantity)) / 1000;
  if (loanOutstanding && holding.pledgeType !== PLEDGE_TYPE.dynamic) return '静态质押在借款结清前不得解押';
  if (loanOutstanding && kg(after) < kg(holding.minimumStock)) {
    return `借款未结清，解押后剩余 ${after} 吨将低于最低控货量 ${holding.minimumStock} 吨`;
  }
  return {
    released: (kg(holding.released) + kg(quantity)) / 1000,
    remaining: after,
    status: after === 0 ? PLEDGE.released : PLEDGE.partlyReleased,
  };
}

/** What a pledge inquiry's collateral can raise: quantity × unit price × LTV %, to the fen. */
export const loanableAmount = (quantity: number, unitPrice: number, loanToValue: number) =>
  Math.round((kg(quantity) * fen(unitPrice) * loanToValue) / 100 / 1000) / 100;

/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
