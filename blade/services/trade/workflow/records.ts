import { z } from 'zod';
import type { Context } from '../../../http/router';
import { ServiceError } from '../../../http/envelope';
import type { BladeUser } from '../../../auth/blade-user';
import { requireCode } from '../../../crud/permissions';
import { round2 } from './amounts';
import { BLADE_MESSAGES, missingParameter } from '../../../../domain/blade-messages';

/** The rows the workflow endpoints read and write, always within the caller's tenant. */
export type PickupRow = {
  id: string;
  tenant_id: string;
  pickup_no: string;
  order_no: string;
  pickup_status: number;
  deposit_status: number | null;
  apply_quantity: number;
  approved_quantity: number;
  actual_quantity: number;
  unit_price: number;
  pickup_amount: number;
  deposit_deducted: number;
  deposit_released: number | null;
  remark: string | null;
};

export type OrderRow = {
  id: string;
  tenant_id: string;
  order_no: string;
  order_status: number;
  quantity: number;
  amount: number;
  picked_quantity: number;
  deposit_ratio: number;
  deposit_amount: number;
  deposit_paid: number;
  paid_amount: number;
  pay_status: number;
  contract_no: string | null;
  buyer_name: string;
  seller_name: string;
  goods_name: string;
  remark: string | null;
  open_unit_price: number | null;
};

export type LineRow = {
  id: string;
  quantity: number;
  unit_price: number;
  amount: number;
  picked_quantity: number;
  grade: number;
  product_name: string;
};

/** The caller, holding the button code (Blade's @PreAuth); 401 without a token, 403 without the code. */
export function caller(ctx: Context, code: string): BladeUser {
  requireCode(ctx.db, ctx.user, code);
  return ctx.user!;
}

/** Validates a JSON body or the query string with zod; the first issue becomes the 400's msg. */
export function parseInput<T extends z.ZodTypeAny>(ctx: Context, schema: T): z.infer<T> {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {};
  const input = { ...Object.fromEntries(ctx.query), ...body };
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  return parsed.data;
}

export const idParam = z.object({ id: z.string({ error: BLADE_MESSAGES.missingId }).trim().min(1, BLADE_MESSAGES.missingId) });
export const orderNoParam = z.object({
  orderNo: z
    .string({ error: missingParameter('orderNo') })
    .trim()
    .min(1, missingParameter('orderNo')),
});

export function findPickup(ctx: Context, user: BladeUser, id: string): PickupRow {
  const row = ctx.db.prepare('SELECT * FROM tp_orderpickup WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(id, user.tenantId) as
    | PickupRow
    | undefined;
  if (!row) throw new ServiceError('提货单不存在或已删除');
  return row;
}

export function findOrder(ctx: Context, user: BladeUser, orderNo: string): OrderRow {
  const row = ctx.db
    .prepare('SELECT * FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .get(orderNo, user.tenantId) as OrderRow | undefined;
  if (!row) throw new ServiceError(`订单 ${orderNo} 不存在`);
  return row;
}

export function orderLines(ctx: Context, user: BladeUser, orderNo: string): LineRow[] {
  return ctx.db
    .prepare('SELECT * FROM tp_orderdetail WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY create_time, id')
    .all(orderNo, user.tenantId) as LineRow[];
}

export const actorName = (user: BladeUser) => user.nickName || user.userName || user.account;

/** What a pick-up repeats of its order: parties, goods, contract, the average price and the first lot's warehouse. */
export function pickupFieldsFromOrder(ctx: Context, user: BladeUser, order: OrderRow) {
  const lot = ctx.db
    .prepare(
      'SELECT logistics_base_id, warehouse_name FROM tp_orderdetail WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY create_time, id LIMIT 1',
    )
    .get(order.order_no, user.tenantId) as { logistics_base_id: string; warehouse_name: string } | undefined;
  return {
    order_no: order.order_no,
    order_id: order.id,
    contract_no: order.contract_no ?? '',
    goods_name: order.goods_name,
    buyer_name: order.buyer_name,
    seller_name: order.seller_name,
    logistics_base_id: lot?.logistics_base_id ?? '',
    warehouse_name: lot?.warehouse_name ?? '',
    // The contract's price, or the one a signed price supplement set for the tonnes not yet settled (order-supplements.ts).
    unit_price:
      order.open_unit_price != null && order.open_unit_price > 0
        ? order.open_unit_price
        : order.quantity > 0
          ? round2(order.amount / order.quantity)
          : 0,
  };
}
