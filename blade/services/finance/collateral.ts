import type { Db } from '../../db/open';
import { PLEDGE, PLEDGE_TYPE } from './machines';

/**
 * The cover a pledge gives its loan (docs/design.md §10):
 * - the goods are valued at the latest dated price in force: a mark (tp_financepricemark, the listing's price or one
 *   entered by finance), else the price the agreement was signed at;
 * - cover % = remaining tonnes × price ÷ the loan's exposure × 100 (exposure: outstanding principal once disbursed,
 *   the agreed amount before);
 * - a release while the loan is live keeps cover at or above the warning line (预警线) and lets out at most what the
 *   principal repaid pays for: tonnes released in all ≤ principal repaid ÷ (price × LTV);
 * - below the warning line the loan is 预警 (a margin call is due), below the liquidation line (平仓线) 需平仓.
 */
export type PledgeRecord = {
  id: string;
  tenant_id: string;
  agreement_no: string;
  application_id: string | null;
  pledgor_name: string;
  commodity_no: string | null;
  pledge_type: number | null;
  pledge_quantity: number;
  released_quantity: number | null;
  minimum_stock: number | null;
  pledge_price: number | null;
  warning_line: number | null;
  liquidation_line: number | null;
  loan_to_value: number | null;
  warehouse_name: string | null;
  agreement_status: number | null;
  start_date: string | null;
  cover_ratio: number | null;
  cover_status: number | null;
  mark_price: number | null;
  mark_date: string | null;
};
export type Valuation = { price: number; date: string; source: 'agreement' | 'listing' | 'finance' };
export const COVER_STATUS = { healthy: 0, warning: 1, liquidation: 2 } as const;
export const DEFAULT_WARNING_LINE = 115;
export const DEFAULT_LIQUIDATION_LINE = 105;
export const DEFAULT_LTV = 70;

const kg = (tonnes: number) => Math.round(tonnes * 1000);
const round2 = (value: number) => Math.round(value * 100) / 100;

export const warningLine = (pledge: PledgeRecord) => pledge.warning_line ?? DEFAULT_WARNING_LINE;
export const liquidationLine = (pledge: PledgeRecord) => pledge.liquidation_line ?? DEFAULT_LIQUIDATION_LINE;
export const remainingTonnes = (pledge: Pick<PledgeRecord, 'pledge_quantity' | 'released_quantity'>) =>
  (kg(pledge.pledge_quantity) - kg(pledge.released_quantity ?? 0)) / 1000;

export function valuation(db: Db, pledge: PledgeRecord): Valuation {
  const mark = db
    .prepare(
      'SELECT price, price_date, source FROM tp_financepricemark WHERE tenant_id = ? AND pledge_agreement_id = ? ORDER BY price_date DESC, create_time DESC, rowid DESC LIMIT 1',
    )
    .get(pledge.tenant_id, pledge.id) as { price: number; price_date: string; source: Valuation['source'] } | undefined;
  if (mark) return { price: mark.price, date: mark.price_date, source: mark.source };
  return { price: pledge.pledge_price ?? 0, date: pledge.start_date ?? '', source: 'agreement' };
}

/** Cover % of `value` over `exposure` (null when nothing is owed). */
export const coverPct = (value: number, exposure: number) => (exposure > 0.005 ? round2((value / exposure) * 100) : null);

export function coverStatus(cover: number | null, pledge: PledgeRecord): number {
  if (cover === null) return COVER_STATUS.healthy;
  if (cover < liquidationLine(pledge)) return COVER_STATUS.liquidation;
  return cover < warningLine(pledge) ? COVER_STATUS.warning : COVER_STATUS.healthy;
}

/** What the loan stands at, as the release rules weigh it. */
export type Exposure = { live: boolean; exposure: number; principalRepaid: number };

export type CoverFigures = ReturnType<typeof coverFigures>;

export function coverFigures(pledge: PledgeRecord, price: Valuation, loan: Exposure, ltv: number) {
  const remaining = remainingTonnes(pledge);
  const value = round2(remaining * price.price);
  const cover = loan.live ? coverPct(value, loan.exposure) : null;
  const line = warningLine(pledge);
  // Tonnes that may leave: the cover line's and the repaid principal's limits, whichever is smaller, to the kilogram.
  const byCover = loan.live && loan.exposure > 0.005 ? remaining - (loan.exposure * line) / 100 / price.price : remaining;
  const byRepaid = loan.live ? loan.principalRepaid / (price.price * (ltv / 100)) - (pledge.released_quantity ?? 0) : remaining;
  const releasable = Math.max(0, Math.floor(Math.min(remaining, byCover, byRepaid) * 1000 + 1e-6) / 1000);
  return {
    price: price.price,
    priceDate: price.date,
    priceSource: price.source,
    remaining,
    value,
    exposure: loan.exposure,
    cover,
    warningLine: line,
    liquidationLine: liquidationLine(pledge),
    loanToValue: ltv,
    status: coverStatus(cover, pledge),
    releasable,
    /** What would bring the cover back to the warning line: money to repay, or tonnes to add. */
    shortfall: cover !== null && cover < line ? round2((loan.exposure * line) / 100 - value) : 0,
  };
}

/** Why releasing `quantity` tonnes now is refused, or null when it is allowed (the tonnage rules are finance-amounts.ts's). */
export function releaseRefusal(figures: CoverFigures, pledge: PledgeRecord, quantity: number, loan: Exposure): string | null {
  if (!loan.live) return null;
  const after = round2((figures.remaining - quantity) * figures.price);
  const cover = coverPct(after, loan.exposure);
  if (cover !== null && cover < figures.warningLine - 1e-9) {
    return `解押 ${quantity} 吨后质物价值 ${after.toFixed(2)} 元，覆盖率 ${cover}% 低于预警线 ${figures.warningLine}%（敞口 ${loan.exposure.toFixed(2)} 元，单价 ${figures.price}），本次最多可解押 ${figures.releasable} 吨`;
  }
  const allowed = loan.principalRepaid / (figures.price * (figures.loanToValue / 100));
  const total = ((pledge.released_quantity ?? 0) * 1000 + quantity * 1000) / 1000;
  if (kg(total) > Math.floor(allowed * 1000 + 1e-6)) {
    return `累计解押 ${total} 吨超过已还本金可释放的 ${Math.floor(allowed * 1000) / 1000} 吨（已还本金 ${loan.principalRepaid.toFixed(2)} 元 ÷ (单价 ${figures.price} × 质押率 ${figures.loanToValue}%)），本次最多可解押 ${figures.releasable} 吨`;
  }
  return null;
}

export const isPledgeInForce = (pledge: Pick<PledgeRecord, 'agreement_status'>) =>
  pledge.agreement_status === PLEDGE.pledged || pledge.agreement_status === PLEDGE.partlyReleased;
export const isDynamic = (pledge: Pick<PledgeRecord, 'pledge_type'>) => pledge.pledge_type === PLEDGE_TYPE.dynamic;
