import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { findOrderRecord, tradeFigures } from '../ledger/trade-projection';
import { CREDIT_TERMS } from '../ledger/trade-terms';
import { approvedLimit } from './credit-limits';
import type { PickupRow } from './workflow/records';

/**
 * 账期结算 (credit terms): goods leave before they are paid, up to what the buyer's approved credit limit
 * (credit-limits.ts) allows. What the buyer uses of it is, over its open credit-terms orders, the value released and
 * not covered by the money held (payments and deposit): paying frees the limit again. An order on credit terms is
 * signed only for a buyer with an approved limit, and finance confirmation and release are refused past the limit
 * with the shortfall named.
 */
const EPS = 0.005;
const yuan = (value: number) => value.toFixed(2);
/** Orders whose goods may still be out on credit: signed and not finished. */
const OPEN = [2, 3, 4, 5, 6];

const owedOn = (db: Db, tenantId: string, orderNo: string, extra = 0) => {
  const figures = tradeFigures(db, tenantId, orderNo);
  return Math.max(0, figures.releasedValue + extra - figures.moneyHeld);
};

/** What the buyer owes on credit now: per open credit-terms order, goods released beyond the money held. */
export function creditUsed(db: Db, tenantId: string, buyerName: string, except?: string): number {
  const orders = db
    .prepare(`SELECT order_no FROM tp_order WHERE tenant_id = ? AND buyer_name = ? AND settlement_method = ? AND is_deleted = 0
    AND order_status IN (${OPEN.join(', ')})`)
    .all(tenantId, buyerName, CREDIT_TERMS) as { order_no: string }[];
  return (
    Math.round(
      orders.filter((order) => order.order_no !== except).reduce((sum, order) => sum + owedOn(db, tenantId, order.order_no), 0) * 100,
    ) / 100
  );
}

/** A credit-terms order's contract needs the buyer's approved limit. */
export function assertCreditApproved(db: Db, tenantId: string, orderNo: string): void {
  const order = findOrderRecord(db, tenantId, orderNo);
  if (order.settlement_method !== CREDIT_TERMS) return;
  if (approvedLimit(db, tenantId, order.buyer_name) === null)
    throw new ServiceError(`账期结算: 买方 ${order.buyer_name} 没有已批准的授信额度，请先申请并审批授信`);
}

/** Finance confirmation or release (`step`) of a pick-up on credit terms stays within the buyer's limit. */
export function assertCreditCovered(db: Db, tenantId: string, row: PickupRow, step: string): void {
  const order = findOrderRecord(db, tenantId, row.order_no);
  if (order.settlement_method !== CREDIT_TERMS) return;
  const limit = approvedLimit(db, tenantId, order.buyer_name);
  if (limit === null) throw new ServiceError(`账期结算: 买方 ${order.buyer_name} 没有已批准的授信额度，不能${step}`);
  const alreadyCounted = row.pickup_status === 3 || row.pickup_status === 4 || row.pickup_status === 5;
  const value = alreadyCounted ? 0 : Math.round((row.approved_quantity || row.apply_quantity) * row.unit_price * 100) / 100;
  const others = creditUsed(db, tenantId, order.buyer_name, order.order_no);
  const used = Math.round((others + owedOn(db, tenantId, order.order_no)) * 100) / 100;
  const needed = Math.round((others + owedOn(db, tenantId, order.order_no, value)) * 100) / 100;
  if (needed > limit + EPS) {
    throw new ServiceError(
      `账期结算: 买方 ${order.buyer_name} 授信额度 ${yuan(limit)} 元，已用 ${yuan(used)} 元，本次${step}货值 ${yuan(value)} 元，超出额度 ${yuan(needed - limit)} 元`,
    );
  }
}
