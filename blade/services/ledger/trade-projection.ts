import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { orderEntries, sumsByType } from './entries';
import { PREPAYMENT, tolerancePct } from './trade-terms';

/**
 * An order's money and tonnes as projections of its ledger entries (services/ledger/entries.ts) and its pick-ups.
 * Every endpoint and screen that shows 已付金额, 冻结保证金, 余额, 支付状态 or 开票状态 reads them from here; the
 * copies kept on tp_order (for lists and filters) are written only by refreshOrder below.
 *
 * - paid (已付金额) = payments − refunds + deposit deducted (the deposit applied to the goods);
 * - deposit held (冻结保证金) = received − deducted − released − refunded − forfeited;
 * - due (应付货款) = value lifted + the unlifted rest at contract price (or a signed supplement's) while the order is open; once completed the *   settled value; nothing once cancelled;
 * - balance (余额) = paid − value lifted (positive: the buyer is in credit);
 * - 支付状态 0 未支付 / 1 部分支付 / 2 已付清 against due, 3 已退款 for a cancelled order whose money went back;
 * - 开票状态 0 待申请 / 6 部分开票 / 2 已开票 (all of the settled value invoiced and nothing left to settle).
 */
export type OrderRecord = {
  id: string;
  tenant_id: string;
  order_no: string;
  order_status: number;
  quantity: number;
  amount: number;
  deposit_ratio: number;
  deposit_amount: number;
  deposit_paid: number | null;
  paid_amount: number | null;
  pay_status: number | null;
  invoice_status: number | null;
  picked_quantity: number | null;
  settlement_method: number | null;
  tolerance_pct: number | null;
  weigh_allowance_permille: number | null;
  buyer_id: string | null;
  buyer_name: string;
  seller_name: string;
  goods_id: string | null;
  /** The price of the tonnes not yet settled after a signed price supplement (services/trade/order-supplements.ts). */
  open_unit_price?: number | null;
};

type PickupRecord = {
  id: string;
  pickup_status: number;
  apply_quantity: number;
  approved_quantity: number | null;
  actual_quantity: number | null;
  unit_price: number;
  pickup_amount: number | null;
  deposit_status: number | null;
};

export const ORDER = {
  pending: 0,
  toSign: 1,
  awaitingDeposit: 2,
  awaitingPayment: 3,
  executing: 4,
  partlyLifted: 5,
  toSettle: 6,
  completed: 7,
  cancelled: 8,
  defaulted: 9,
} as const;
export const INVOICE_STATUS = { none: 0, partial: 6, invoiced: 2 } as const;
/** Pick-ups finance has seen but not settled: 待审核, 待监管放行, 待提货, 提货中. */
export const OPEN_PICKUP = [1, 2, 3, 4] as const;
/** Pick-ups whose goods were released to the buyer: 待提货, 提货中, 已完成. */
const RELEASED_PICKUP = [3, 4, 5];

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const EPS = 0.005;

export type TradeFigures = ReturnType<typeof computeFigures>;

export function findOrderRecord(db: Db, tenantId: string, orderNo: string): OrderRecord {
  const row = db.prepare('SELECT * FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0').get(orderNo, tenantId) as
    | OrderRecord
    | undefined;
  if (!row) throw new ServiceError(`订单 ${orderNo} 不存在`);
  return row;
}

export function pickupsOf(db: Db, tenantId: string, orderNo: string): PickupRecord[] {
  return db
    .prepare(
      'SELECT id, pickup_status, apply_quantity, approved_quantity, actual_quantity, unit_price, pickup_amount, deposit_status FROM tp_orderpickup WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0',
    )
    .all(orderNo, tenantId) as PickupRecord[];
}

/** The value a pick-up stands for: settled at its fixed amount, otherwise its tonnes (lifted, or released if more) at its price. */
const pickupValue = (pickup: PickupRecord, tonnes: number) =>
  pickup.pickup_status === 5 && pickup.pickup_amount != null ? pickup.pickup_amount : round2(tonnes * pickup.unit_price);

export function computeFigures(order: OrderRecord, pickups: PickupRecord[], sums: ReturnType<typeof sumsByType>) {
  const quantity = round3(order.quantity);
  const contractAmount = round2(order.amount);
  // What the unsettled tonnes are worth a tonne: the contract's price, or the one a signed supplement set.
  const unitPrice =
    order.open_unit_price != null && order.open_unit_price > 0 ? order.open_unit_price : quantity > 0 ? contractAmount / quantity : 0;
  const band = tolerancePct(order);
  let liftedQuantity = 0,
    liftedValue = 0,
    settledQuantity = 0,
    settledValue = 0,
    releasedValue = 0,
    openPickups = 0,
    toRelease = 0;
  for (const pickup of pickups) {
    const actual = pickup.actual_quantity ?? 0;
    if (actual > 0) {
      liftedQuantity += actual;
      liftedValue += pickupValue(pickup, actual);
    }
    if (pickup.pickup_status === 5) {
      settledQuantity += actual;
      settledValue += pickupValue(pickup, actual);
    }
    if (RELEASED_PICKUP.includes(pickup.pickup_status)) {
      const released = pickup.pickup_status === 5 ? actual : Math.max(actual, pickup.approved_quantity || pickup.apply_quantity);
      releasedValue += pickupValue(pickup, released);
    }
    if ((OPEN_PICKUP as readonly number[]).includes(pickup.pickup_status)) openPickups += 1;
    if (pickup.pickup_status === 1 || pickup.pickup_status === 2)
      toRelease += pickupValue(pickup, pickup.approved_quantity || pickup.apply_quantity);
  }
  liftedQuantity = round3(liftedQuantity);
  liftedValue = round2(liftedValue);
  settledValue = round2(settledValue);
  const deposit = {
    due: round2(order.deposit_amount ?? 0),
    received: sums.deposit_received,
    deducted: sums.deposit_deducted,
    released: sums.deposit_released,
    refunded: sums.deposit_refunded,
    forfeited: sums.deposit_forfeited,
    held: round2(sums.deposit_received - sums.deposit_deducted - sums.deposit_released - sums.deposit_refunded - sums.deposit_forfeited),
  };
  const payments = round2(sums.payment - sums.refund);
  const paid = round2(payments + deposit.deducted);
  const status = order.order_status;
  const due =
    status === ORDER.cancelled || status === ORDER.defaulted
      ? 0
      : status === ORDER.completed
        ? settledValue
        : round2(liftedValue + Math.max(0, quantity - liftedQuantity) * unitPrice);
  const invoiced = round2(sums.invoice - sums.credit_note);
  const refundedAll = sums.refund > EPS || deposit.refunded > EPS;
  const payStatus = status === ORDER.cancelled && refundedAll && paid <= EPS ? 3 : paid <= EPS ? 0 : paid >= due - EPS ? 2 : 1;
  const invoiceStatus =
    invoiced <= EPS
      ? INVOICE_STATUS.none
      : invoiced >= due - EPS && settledValue >= due - EPS
        ? INVOICE_STATUS.invoiced
        : INVOICE_STATUS.partial;
  return {
    orderNo: order.order_no,
    status,
    quantity,
    contractAmount,
    unitPrice: round2(unitPrice),
    tolerancePct: band,
    maxQuantity: round3(quantity * (1 + band / 100)),
    minQuantity: round3(quantity * (1 - band / 100)),
    liftedQuantity,
    liftedValue,
    settledQuantity: round3(settledQuantity),
    settledValue,
    releasedValue: round2(releasedValue),
    openPickups,
    remainingQuantity: round3(Math.max(0, quantity - liftedQuantity)),
    payments,
    refunds: sums.refund,
    paid,
    due,
    outstanding: round2(due - paid),
    balance: round2(paid - liftedValue),
    deposit,
    invoiced,
    invoiceable: round2(settledValue - invoiced),
    payStatus,
    invoiceStatus,
    prepayment: order.settlement_method === PREPAYMENT,
    /** What the seller holds of the buyer's money: what the prepayment rule weighs against the goods released. */
    moneyHeld: round2(paid + deposit.held),
    /** The value of pick-ups requested and not yet released (待审核, 待监管放行): 款到发货 needs it covered before release. */
    toReleaseValue: round2(toRelease),
    /**
     * What a payment may bring in: what is still owed, or under 款到发货 more when the pick-ups awaiting release ask for
     * more than that (an over-lift inside the band, paid before it leaves; refunded at 结清 if it is not lifted).
     */
    payable: round2(Math.max(due - paid, order.settlement_method === PREPAYMENT ? releasedValue + toRelease - (paid + deposit.held) : 0)),
  };
}

export function tradeFigures(db: Db, tenantId: string, orderNo: string): TradeFigures {
  const order = findOrderRecord(db, tenantId, orderNo);
  return computeFigures(order, pickupsOf(db, tenantId, orderNo), sumsByType(orderEntries(db, tenantId, orderNo)));
}

/** The stored copies of the projection on tp_order. */
export function storedFigures(figures: TradeFigures) {
  return {
    paid_amount: figures.paid,
    deposit_paid: figures.deposit.received,
    pay_status: figures.payStatus,
    invoice_status: figures.invoiceStatus,
    picked_quantity: figures.liftedQuantity,
  };
}
