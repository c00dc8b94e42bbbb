import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import type { BladeUser } from '../../auth/blade-user';
import { placeholders, splitIds } from '../shared/rows';
import { scopedPage } from '../business/scoped-read';
import { toVO } from '../../crud/row-codec';
import { orderpickupTable } from '../../tables/trade/orderpickup';
import { assertOrderAction, assertPickupAction, type PickupAction } from './workflow/machines';
import { depositShare, round2, round3 } from './workflow/amounts';
import {
  caller,
  findOrder,
  findPickup,
  idParam,
  orderNoParam,
  parseInput,
  pickupFieldsFromOrder,
  type PickupRow,
} from './workflow/records';
import { postEntry } from '../ledger/entries';
import { actorOf, tolerancePct } from '../ledger/trade-terms';
import { findOrderRecord, OPEN_PICKUP, tradeFigures } from '../ledger/trade-projection';
import { refreshOrder } from '../ledger/trade-refresh';
import { assertCreditCovered } from './credit-terms';
import { BLADE_MESSAGES, reasonTooLong } from '../../../domain/blade-messages';

/**
 * The pick-up order (提货单) workflow under /blade-tradePort/orderpickup: each action needs its button code,
 * is checked against the state machine (workflow/machines.ts) and answers the updated pick-up.
 */
const CODES: Record<PickupAction, string> = {
  submit: 'orderpickup_add',
  financeConfirm: 'orderpickup_finance_confirm',
  financeCancel: 'orderpickup_finance_cancel',
  confirm: 'orderpickup_confirm',
  return: 'orderpickup_return',
  verify: 'orderpickup_verify',
  pound: 'orderpickupdetail_pound',
  balance: 'orderpickup_balance',
  deduct: 'orderpickup_deduct',
  release: 'orderpickup_release',
};

const state = (row: PickupRow) => ({ pickupNo: row.pickup_no, status: row.pickup_status, depositStatus: row.deposit_status ?? 0 });

function update(ctx: Context, user: BladeUser, id: string, changes: Record<string, unknown>) {
  const entries = Object.entries(changes);
  ctx.db
    .prepare(
      `UPDATE tp_orderpickup SET ${entries.map(([column]) => `${column} = ?`).join(', ')}, update_user = ?, update_time = ? WHERE id = ?`,
    )
    .run(...entries.map(([, value]) => value), user.userId, formatDateTime(), id);
}

const answer = (ctx: Context, id: string) =>
  R.data(toVO(ctx.db.prepare('SELECT * FROM tp_orderpickup WHERE id = ?').get(id) as Record<string, unknown>));

/** A transition that only moves the state (plus the columns `extra` sets), inside one transaction. */
function simple(action: PickupAction, extra: (row: PickupRow, user: BladeUser, ctx: Context) => Record<string, unknown> = () => ({})) {
  return (ctx: Context) => {
    const user = caller(ctx, CODES[action]);
    const { id } = parseInput(ctx, idParam);
    ctx.db.transaction(() => {
      const row = findPickup(ctx, user, id);
      const to = assertPickupAction(action, state(row));
      update(ctx, user, id, { pickup_status: to, ...extra(row, user, ctx) });
      refreshOrder(ctx.db, user.tenantId, row.order_no, user.userId);
    })();
    return answer(ctx, id);
  };
}

/**
 * 款到发货: the money the seller holds of the buyer (paid + deposit held) must cover the value of every pick-up released,
 * this one included, before finance confirms it or the goods are released; the refusal names the shortfall.
 */
function assertPrepaid(ctx: Context, user: BladeUser, row: PickupRow, step: string) {
  const figures = tradeFigures(ctx.db, user.tenantId, row.order_no);
  if (!figures.prepayment) return;
  const alreadyCounted = row.pickup_status === 3 || row.pickup_status === 4 || row.pickup_status === 5;
  const value = alreadyCounted ? 0 : round2((row.approved_quantity || row.apply_quantity) * row.unit_price);
  const needed = round2(figures.releasedValue + value);
  if (figures.moneyHeld < needed - 0.005) {
    throw new ServiceError(
      `款到发货: 订单 ${row.order_no} 已收款 ${figures.moneyHeld.toFixed(2)} 元，已放货及本次${step}货值 ${needed.toFixed(2)} 元，尚差 ${(needed - figures.moneyHeld).toFixed(2)} 元`,
    );
  }
}

const reasonInput = z.object({ reason: z.string().trim().max(255, reasonTooLong(255)).optional() });
const requiredReason = z.object({
  reason: z.string({ error: '请填写退回原因' }).trim().min(1, '请填写退回原因').max(255, reasonTooLong(255)),
});

// POST financialDetermination?id — finance has checked the buyer's payment covers the pick-up: 待审核 → 待监管放行.
export const financialDetermination = simple('financeConfirm', (row, user, ctx) => {
  assertPrepaid(ctx, user, row, '确认');
  assertCreditCovered(ctx.db, user.tenantId, row, '确认');
  return {};
});

// POST financeCancelOrder?id[&reason] — finance withdraws its confirmation: 待监管放行 → 待审核.
export const financeCancelOrder = simple('financeCancel', (_row, _user, ctx) => {
  const { reason } = parseInput(ctx, reasonInput);
  return reason ? { remark: `财务撤销: ${reason}` } : {};
});

// POST confirmOrder?id — the seller (or supervisor) releases the goods: 待监管放行 → 待提货, approved = requested.
export const confirmOrder = simple('confirm', (row, user, ctx) => {
  assertPrepaid(ctx, user, row, '放货');
  assertCreditCovered(ctx.db, user.tenantId, row, '放货');
  return {
    approved_quantity: row.apply_quantity,
    release_by: actorOf(ctx.db, user).name,
    release_time: formatDateTime(),
    supervise_confirm: 1,
  };
});

// POST returnOrder?id&reason — sent back to the buyer with the reason: 待审核/待监管放行 → 已驳回.
export const returnOrder = simple('return', (_row, _user, ctx) => ({ remark: parseInput(ctx, requiredReason).reason }));

// POST verification?id — the gate has checked the consignee and trucks: 待提货 → 提货中.
export const verification = simple('verify', (_row, user, ctx) => ({
  verify_by: actorOf(ctx.db, user).name,
  verify_time: formatDateTime(),
}));

/**
 * POST orderBalance?id — settles a lifting pick-up: 提货中 → 已完成, its amount = actual tonnes × unit price.
 * GET orderBalance?orderNo (or ?id of a pick-up) — the order's balance figures.
 */
export function settlePickup(ctx: Context) {
  const user = caller(ctx, CODES.balance);
  const { id } = parseInput(ctx, idParam);
  ctx.db.transaction(() => {
    const row = findPickup(ctx, user, id);
    const to = assertPickupAction('balance', state(row));
    if (!(row.actual_quantity > 0)) throw new ServiceError(`提货单 ${row.pickup_no} 尚无磅单，不能结算`);
    // Settled tonnes keep this price whatever happens to the order's price later.
    update(ctx, user, id, { pickup_status: to, pickup_amount: round2(row.actual_quantity * row.unit_price), deposit_status: 0 });
    refreshOrder(ctx.db, user.tenantId, row.order_no, user.userId);
  })();
  return answer(ctx, id);
}

/** The order's balance figures, as the ledger's projection has them (services/ledger/trade-projection.ts). */
export function balanceOf(ctx: Context, user: BladeUser, orderNo: string) {
  const figures = tradeFigures(ctx.db, user.tenantId, orderNo);
  return {
    amount: figures.contractAmount,
    quantity: figures.quantity,
    pickedQuantity: figures.liftedQuantity,
    remainingQuantity: figures.remainingQuantity,
    pickedValue: figures.liftedValue,
    settledValue: figures.settledValue,
    dueAmount: figures.due,
    paidAmount: figures.paid,
    payments: figures.payments,
    depositAmount: figures.deposit.due,
    depositReceived: figures.deposit.received,
    depositHeld: figures.deposit.held,
    depositDeducted: figures.deposit.deducted,
    depositReleased: figures.deposit.released,
    depositRefunded: figures.deposit.refunded,
    depositForfeited: figures.deposit.forfeited,
    invoicedAmount: figures.invoiced,
    balance: figures.balance,
    outstanding: figures.outstanding,
    payStatus: figures.payStatus,
    invoiceStatus: figures.invoiceStatus,
    tolerancePct: figures.tolerancePct,
    maxQuantity: figures.maxQuantity,
    minQuantity: figures.minQuantity,
  };
}

export function orderBalance(ctx: Context) {
  const user = caller(ctx, 'orderpickup');
  const id = ctx.query.get('id');
  const orderNo = id ? findPickup(ctx, user, id).order_no : parseInput(ctx, orderNoParam).orderNo;
  return R.data({ orderNo, ...balanceOf(ctx, user, orderNo) });
}

/**
 * The deposit share of a settled pick-up, once: its value × the deposit ratio, never more than the order still holds;
 * the last lot (nothing left open or to settle and the order lifted into its band) takes all that is held, so no
 * deposit stays frozen on a performed contract. A deduction pays goods and stops at what is still owed; a release
 * returns the share to the buyer and, on 款到发货, may not leave released goods uncovered.
 */
function applyDeposit(ctx: Context, user: BladeUser, row: PickupRow, action: 'deduct' | 'release') {
  assertPickupAction(action, state(row));
  const order = findOrderRecord(ctx.db, user.tenantId, row.order_no);
  const figures = tradeFigures(ctx.db, user.tenantId, row.order_no);
  const held = figures.deposit.held;
  const others = ctx.db
    .prepare(`SELECT COUNT(*) AS n FROM tp_orderpickup WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND id <> ?
      AND (pickup_status IN (${OPEN_PICKUP.join(', ')}) OR (pickup_status = 5 AND COALESCE(deposit_status, 0) = 0))`)
    .get(row.order_no, user.tenantId, row.id) as { n: number };
  const lastLot = others.n === 0 && figures.liftedQuantity >= figures.minQuantity - 0.0005;
  let share = lastLot
    ? held
    : Math.min(held, depositShare(row.pickup_amount || round2(row.actual_quantity * row.unit_price), order.deposit_ratio));
  if (action === 'deduct') share = Math.min(share, Math.max(0, figures.outstanding));
  share = round2(share);
  if (share < 0.01) {
    throw new ServiceError(
      held < 0.01 ? `订单 ${row.order_no} 已无冻结的保证金` : `订单 ${row.order_no} 货款已付清，保证金不能再抵扣，请释放`,
    );
  }
  if (action === 'release' && figures.prepayment && figures.moneyHeld - share < figures.releasedValue - 0.005) {
    throw new ServiceError(
      `款到发货: 释放 ${share.toFixed(2)} 元保证金后已收款低于已放货货值 ${figures.releasedValue.toFixed(2)} 元，请先收款或抵扣`,
    );
  }
  postEntry(ctx.db, actorOf(ctx.db, user), {
    tenantId: user.tenantId,
    domain: 'trade',
    type: action === 'deduct' ? 'deposit_deducted' : 'deposit_released',
    orderNo: row.order_no,
    pickupId: row.id,
    partyId: order.buyer_id ?? '',
    partyName: order.buyer_name,
    amount: share,
    note: `提货单 ${row.pickup_no}${lastLot ? ' (末批)' : ''}`,
  });
  update(
    ctx,
    user,
    row.id,
    action === 'deduct' ? { deposit_status: 1, deposit_deducted: share } : { deposit_status: 2, deposit_released: share },
  );
  refreshOrder(ctx.db, user.tenantId, row.order_no, user.userId);
}

// POST depositDeduction?id — the settled pick-up's deposit share pays for its goods.
export function depositDeduction(ctx: Context) {
  const user = caller(ctx, CODES.deduct);
  const { id } = parseInput(ctx, idParam);
  ctx.db.transaction(() => applyDeposit(ctx, user, findPickup(ctx, user, id), 'deduct'))();
  return answer(ctx, id);
}

// POST depositRelease?ids=a,b — returns the deposit shares of several settled pick-ups; all or none.
export function depositRelease(ctx: Context) {
  const user = caller(ctx, CODES.release);
  const ids = splitIds(parseInput(ctx, z.object({ ids: z.union([z.string(), z.array(z.string())]).optional() })).ids ?? '');
  if (ids.length === 0) throw new ServiceError(BLADE_MESSAGES.selectAtLeastOne);
  ctx.db.transaction(() => {
    for (const id of ids) applyDeposit(ctx, user, findPickup(ctx, user, id), 'release');
  })();
  const rows = ctx.db.prepare(`SELECT * FROM tp_orderpickup WHERE id IN (${placeholders(ids.length)})`).all(...ids) as Record<
    string,
    unknown
  >[];
  return R.data(rows.map(toVO));
}

// GET djList — settled pick-ups with their deposit share and what became of it (held, deducted, released).
export function djList(ctx: Context) {
  const result = scopedPage(ctx, orderpickupTable, [{ sql: 'pickup_status = 5', params: [] }]);
  const ratios = new Map<string, number>();
  const ratio = (orderNo: string, tenantId: string) => {
    if (!ratios.has(orderNo)) {
      const row = ctx.db.prepare('SELECT deposit_ratio FROM tp_order WHERE order_no = ? AND tenant_id = ?').get(orderNo, tenantId) as
        | { deposit_ratio: number }
        | undefined;
      ratios.set(orderNo, row?.deposit_ratio ?? 0);
    }
    return ratios.get(orderNo)!;
  };
  const records = (result.records as Record<string, unknown>[]).map((record) => ({
    ...record,
    depositStatus: record.depositStatus === '' ? 0 : record.depositStatus,
    depositShare: depositShare(Number(record.pickupAmount) || 0, ratio(String(record.orderNo), ctx.user!.tenantId)),
  }));
  return R.data({ ...result, records });
}

const saveInput = z.object({
  id: z.string().trim().optional(),
  orderNo: z.string({ error: '请选择订单' }).trim().min(1, '请选择订单'),
  applyQuantity: z.coerce.number({ error: '请输入申请提货数量' }).positive('申请提货数量必须大于0'),
  pickupStart: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '提货开始日期格式应为 yyyy-MM-dd')
    .optional(),
  pickupEnd: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '提货截止日期格式应为 yyyy-MM-dd')
    .optional(),
  pickupMethod: z.coerce.number().int().min(1).max(3).default(1),
  consignee: z.string().trim().max(50).default(''),
  consigneePhone: z.string().trim().max(20).default(''),
  vehicleCount: z.coerce.number().int().min(0).max(999).default(0),
  remark: z.string().trim().max(500).default(''),
});

/**
 * POST pickUpSave — a new pick-up (待审核) against an executing order, or a draft / returned one submitted
 * again; the requested tonnes may not exceed what the order has left after its open pick-ups.
 */
export function pickUpSave(ctx: Context) {
  const user = caller(ctx, CODES.submit);
  const input = parseInput(ctx, saveInput);
  if (input.pickupStart && input.pickupEnd && input.pickupEnd < input.pickupStart) throw new ServiceError('提货截止日期不能早于开始日期');
  const id = input.id || nextId();
  ctx.db.transaction(() => {
    const existing = input.id ? findPickup(ctx, user, input.id) : null;
    if (existing) assertPickupAction('submit', state(existing));
    const order = findOrder(ctx, user, existing?.order_no ?? input.orderNo);
    assertOrderAction('newPickup', { orderNo: order.order_no, status: order.order_status });
    const open = ctx.db
      .prepare(`SELECT COALESCE(SUM(MAX(apply_quantity - actual_quantity, 0)), 0) AS n FROM tp_orderpickup
                WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND pickup_status IN (1, 2, 3, 4) AND id <> ?`)
      .get(order.order_no, user.tenantId, id) as { n: number };
    // The buyer may lift up to the contract's band over the ordered quantity (溢短装, services/ledger/trade-terms.ts).
    const left = round3(
      order.quantity * (1 + tolerancePct(findOrderRecord(ctx.db, user.tenantId, order.order_no)) / 100) - order.picked_quantity - open.n,
    );
    if (input.applyQuantity > left) throw new ServiceError(`申请提货数量超过订单 ${order.order_no} 的可提数量 ${Math.max(0, left)} 吨`);
    const now = formatDateTime();
    const fromOrder = pickupFieldsFromOrder(ctx, user, order);
    const values = {
      ...fromOrder,
      apply_quantity: round3(input.applyQuantity),
      pickup_amount: round2(input.applyQuantity * fromOrder.unit_price),
      pickup_start: input.pickupStart ?? now.slice(0, 10),
      pickup_end: input.pickupEnd ?? '',
      pickup_method: input.pickupMethod,
      consignee: input.consignee,
      consignee_phone: input.consigneePhone,
      vehicle_count: input.vehicleCount,
      remark: input.remark,
      pickup_status: 1,
      deposit_status: 0,
    };
    if (existing) {
      update(ctx, user, id, values);
    } else {
      const row = {
        id,
        tenant_id: user.tenantId,
        pickup_no: `TH${now.slice(0, 10).replace(/-/g, '')}${id.slice(-8)}`,
        approved_quantity: 0,
        actual_quantity: 0,
        deposit_deducted: 0,
        deposit_released: 0,
        ...values,
        create_user: user.userId,
        create_time: now,
        update_user: user.userId,
        update_time: now,
        status: 1,
        is_deleted: 0,
      };
      const columns = Object.keys(row);
      ctx.db
        .prepare(`INSERT INTO tp_orderpickup (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`)
        .run(...Object.values(row));
    }
  })();
  return answer(ctx, id);
}
