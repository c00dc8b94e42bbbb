import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { orderEntries, sumsByType } from '../ledger/entries';
import { computeFigures, findOrderRecord, OPEN_PICKUP, pickupsOf, type TradeFigures } from '../ledger/trade-projection';
import { refreshOrder } from '../ledger/trade-refresh';
import { ORDER_STATUS_ZH, ORDER_TRANSITIONS } from './workflow/machines';

/**
 * What a price supplement (order-supplements.ts) does once both parties signed it: the tonnes not yet settled take
 * the new price — the order's open price (open_unit_price, read by services/ledger/trade-projection.ts) and every
 * pick-up whose value is not fixed — while settled pick-ups keep their amounts and issued invoices, ledger entries,
 * are never rewritten. services/esign/sign-tasks.ts calls followSupplement after every change of an order contract.
 */
export const SUPPLEMENT_CONTRACT_TYPE = 6;
export const SUPPLEMENT_STATUS = { pending: 1, partly: 2, effective: 3, refused: 4, withdrawn: 5 } as const;
/** Pick-ups whose value is not fixed yet: 草稿, the open ones and 已驳回 (settled 5, voided 7/8 keep theirs). */
const UNSETTLED_PICKUPS = [0, ...OPEN_PICKUP, 6];
export const EPS = 0.005;
export const yuan = (value: number) => value.toFixed(2);

type SupplementRow = {
  id: string;
  tenant_id: string;
  order_no: string;
  supplement_no: string;
  contract_id: string;
  old_unit_price: number;
  new_unit_price: number;
  reason: string;
  proposer_party: 1 | 2;
  proposer_name: string;
  supplement_status: number;
  create_user: string;
};

/** The order's figures as they would read with `price` for the tonnes not yet settled. */
export function figuresAt(db: Db, tenantId: string, orderNo: string, price: number): TradeFigures {
  const order = findOrderRecord(db, tenantId, orderNo);
  const pickups = pickupsOf(db, tenantId, orderNo).map((pickup) =>
    UNSETTLED_PICKUPS.includes(pickup.pickup_status) ? { ...pickup, unit_price: price } : pickup,
  );
  return computeFigures({ ...order, open_unit_price: price }, pickups, sumsByType(orderEntries(db, tenantId, orderNo)));
}

/** 款到发货: goods already released but not settled take the new price too, and the money held must still cover them. */
export function assertCovered(orderNo: string, figures: TradeFigures): void {
  if (!figures.prepayment || figures.moneyHeld >= figures.releasedValue - EPS) return;
  throw new ServiceError(
    `款到发货: 按补充协议价格，订单 ${orderNo} 已放货货值 ${yuan(figures.releasedValue)} 元，已收款 ${yuan(figures.moneyHeld)} 元，尚差 ${yuan(figures.releasedValue - figures.moneyHeld)} 元；请先收款`,
  );
}

/** The new price takes effect on what is not settled yet (inside the last signature's transaction). */
function applySupplement(db: Db, supplement: SupplementRow, signedAt: string): void {
  const order = findOrderRecord(db, supplement.tenant_id, supplement.order_no);
  if (!ORDER_TRANSITIONS.supplement.from.includes(order.order_status)) {
    throw new ServiceError(
      `订单 ${order.order_no} 为「${ORDER_STATUS_ZH[order.order_status] ?? order.order_status}」，补充协议 ${supplement.supplement_no} 不能生效`,
    );
  }
  const price = supplement.new_unit_price;
  assertCovered(order.order_no, figuresAt(db, supplement.tenant_id, order.order_no, price));
  db.prepare(`UPDATE tp_orderpickup SET unit_price = ?, pickup_amount = ROUND(MAX(COALESCE(actual_quantity, 0), apply_quantity) * ?, 2), update_time = ?
    WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND pickup_status IN (${UNSETTLED_PICKUPS.join(', ')})`).run(
    price,
    price,
    signedAt,
    order.order_no,
    order.tenant_id,
  );
  const remark = db.prepare('SELECT remark FROM tp_order WHERE id = ?').get(order.id) as { remark: string | null };
  const note = `${signedAt.slice(0, 16)} 补充协议 ${supplement.supplement_no} 生效: 未结算货物 ${yuan(supplement.old_unit_price)}→${yuan(price)} 元/吨（${supplement.reason}）`;
  db.prepare('UPDATE tp_order SET open_unit_price = ?, remark = ?, update_time = ? WHERE id = ?').run(
    price,
    [remark.remark, note].filter(Boolean).join('；').slice(-500),
    signedAt,
    order.id,
  );
  const figures = refreshOrder(db, order.tenant_id, order.order_no, supplement.create_user);
  db.prepare(
    'UPDATE tp_ordersupplement SET supplement_status = ?, settled_quantity = ?, repriced_quantity = ?, effective_time = ?, update_time = ? WHERE id = ?',
  ).run(
    SUPPLEMENT_STATUS.effective,
    figures.settledQuantity,
    Math.max(0, Math.round((figures.quantity - figures.settledQuantity) * 1000) / 1000),
    signedAt,
    signedAt,
    supplement.id,
  );
}

/**
 * A supplement follows its contract's signing (services/esign/sign-tasks.ts calls this after every change of an order
 * contract): 部分签署 with the first signature, 已生效 (and the new price applied) with the last, 已拒签 or 已撤销 otherwise.
 */
export function followSupplement(db: Db, contractId: string): void {
  const contract = db
    .prepare('SELECT contract_type, sign_status, sign_time FROM tp_ordercontract WHERE id = ? AND is_deleted = 0')
    .get(contractId) as { contract_type: number; sign_status: number; sign_time: string | null } | undefined;
  if (!contract || contract.contract_type !== SUPPLEMENT_CONTRACT_TYPE) return;
  const supplement = db.prepare('SELECT * FROM tp_ordersupplement WHERE contract_id = ? AND is_deleted = 0').get(contractId) as
    | SupplementRow
    | undefined;
  if (!supplement || supplement.supplement_status === SUPPLEMENT_STATUS.effective) return;
  if (contract.sign_status === 3) {
    applySupplement(db, supplement, contract.sign_time || formatDateTime());
    return;
  }
  const status =
    contract.sign_status === 2
      ? SUPPLEMENT_STATUS.partly
      : contract.sign_status === 4
        ? SUPPLEMENT_STATUS.refused
        : contract.sign_status >= 5
          ? SUPPLEMENT_STATUS.withdrawn
          : SUPPLEMENT_STATUS.pending;
  db.prepare('UPDATE tp_ordersupplement SET supplement_status = ?, update_time = ? WHERE id = ?').run(
    status,
    formatDateTime(),
    supplement.id,
  );
}
