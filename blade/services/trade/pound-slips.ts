import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { toVO } from '../../crud/row-codec';
import { placeholders } from '../shared/rows';
import { assertPickupAction } from './workflow/machines';
import { orderStatusAfterPick, round3, spreadPicked, weighSlip } from './workflow/amounts';
import { caller, findOrder, findPickup, orderLines, parseInput } from './workflow/records';
import { actorOf, tolerancePct, weighAllowancePermille } from '../ledger/trade-terms';
import { findOrderRecord } from '../ledger/trade-projection';
import { refreshOrder } from '../ledger/trade-refresh';
import { missingParameter } from '../../../domain/blade-messages';

const tonnes = (label: string) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .min(0, `${label}不能为负数`)
    .max(100000, `${label}过大`);
const dateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, '时间格式应为 yyyy-MM-dd HH:mm:ss')
  .optional();

const slipInput = z.object({
  pickupId: z
    .string({ error: missingParameter('pickupId') })
    .trim()
    .min(1, missingParameter('pickupId')),
  weighNo: z.string().trim().max(32).optional(),
  plateNo: z.string({ error: '请输入车牌号' }).trim().min(1, '请输入车牌号').max(20, '车牌号不能超过20个字符'),
  driverName: z.string().trim().max(20).default(''),
  driverPhone: z.string().trim().max(20).default(''),
  grossWeight: tonnes('毛重'),
  tareWeight: tonnes('皮重'),
  deductWeight: tonnes('扣重').default(0),
  /** Optional: when sent it must agree with gross − tare. */
  netWeight: z.coerce.number().optional(),
  grossTime: dateTime,
  tareTime: dateTime,
});

/**
 * POST /blade-order/orderpickupdetail/poundsSave — one weighbridge slip of a released or lifting pick-up:
 * net = gross − tare, settlement = net − deduction. The pick-up's actual tonnes, the order's picked tonnes
 * (spread over its lines) and the order's status (执行中 → 部分提货 → 待结算) follow. The slip's 司磅员 is who recorded
 * it (real name and account), not a name typed into the form.
 */
export function poundsSave(ctx: Context) {
  const user = caller(ctx, 'orderpickupdetail_pound');
  const input = parseInput(ctx, slipInput);
  const weights = weighSlip(input);
  if ('error' in weights) throw new ServiceError(weights.error);
  if (input.netWeight !== undefined && Math.abs(round3(input.netWeight) - weights.netWeight) > 0.0005) {
    throw new ServiceError(`净重应等于毛重 − 皮重 (${weights.netWeight} 吨)`);
  }
  const id = nextId();
  ctx.db.transaction(() => {
    const pickup = findPickup(ctx, user, input.pickupId);
    const to = assertPickupAction('pound', {
      pickupNo: pickup.pickup_no,
      status: pickup.pickup_status,
      depositStatus: pickup.deposit_status ?? 0,
    });
    // A pick-up lifts what was released for it within the weighbridge allowance (磅差, 3‰ by default); the order as a
    // whole within its contract's more-or-less band (溢短装, ±5 % by default): services/ledger/trade-terms.ts.
    const order = findOrder(ctx, user, pickup.order_no);
    const terms = findOrderRecord(ctx.db, user.tenantId, order.order_no);
    const approved = pickup.approved_quantity || pickup.apply_quantity;
    const lifted = round3(pickup.actual_quantity + weights.settleWeight);
    const allowance = weighAllowancePermille(terms);
    if (lifted > round3(approved * (1 + allowance / 1000))) {
      throw new ServiceError(`提货单 ${pickup.pickup_no} 累计实提 ${lifted} 吨超过放货数量 ${approved} 吨的 ${allowance}‰ 磅差`);
    }
    const band = tolerancePct(terms);
    const picked = round3(order.picked_quantity + weights.settleWeight);
    if (picked > round3(order.quantity * (1 + band / 100))) {
      throw new ServiceError(`累计提货 ${picked} 吨超过订单 ${order.order_no} 成交数量 ${order.quantity} 吨的 ${band}% 溢短装上限`);
    }
    const now = formatDateTime();
    const row = {
      id,
      tenant_id: user.tenantId,
      pickup_id: pickup.id,
      pickup_no: pickup.pickup_no,
      order_no: order.order_no,
      weigh_no: input.weighNo || `BD${now.slice(0, 10).replace(/-/g, '')}${id.slice(-6)}`,
      plate_no: input.plateNo,
      driver_name: input.driverName,
      driver_phone: input.driverPhone,
      gross_weight: round3(input.grossWeight),
      tare_weight: round3(input.tareWeight),
      net_weight: weights.netWeight,
      deduct_weight: round3(input.deductWeight),
      settle_weight: weights.settleWeight,
      gross_time: input.grossTime ?? now,
      tare_time: input.tareTime ?? now,
      weighman: actorOf(ctx.db, user).name,
      image: '',
      create_user: user.userId,
      create_time: now,
      update_user: user.userId,
      update_time: now,
      status: 1,
      is_deleted: 0,
    };
    const columns = Object.keys(row);
    ctx.db
      .prepare(`INSERT INTO tp_orderpickupdetail (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`)
      .run(...Object.values(row));
    const actual = round3(pickup.actual_quantity + weights.settleWeight);
    ctx.db
      .prepare(
        'UPDATE tp_orderpickup SET actual_quantity = ?, pickup_status = ?, vehicle_count = MAX(COALESCE(vehicle_count, 0), ?), update_user = ?, update_time = ? WHERE id = ?',
      )
      .run(
        actual,
        to,
        (
          ctx.db.prepare('SELECT COUNT(*) AS n FROM tp_orderpickupdetail WHERE pickup_id = ? AND is_deleted = 0').get(pickup.id) as {
            n: number;
          }
        ).n,
        user.userId,
        now,
        pickup.id,
      );
    const lines = orderLines(ctx, user, order.order_no);
    const shares = spreadPicked(lines, picked);
    const setLine = ctx.db.prepare('UPDATE tp_orderdetail SET picked_quantity = ?, update_time = ? WHERE id = ?');
    lines.forEach((line, index) => setLine.run(shares[index], now, line.id));
    ctx.db
      .prepare('UPDATE tp_order SET picked_quantity = ?, order_status = ?, update_user = ?, update_time = ? WHERE id = ?')
      .run(picked, orderStatusAfterPick(order.order_status, order.quantity, picked), user.userId, now, order.id);
    const figures = refreshOrder(ctx.db, user.tenantId, order.order_no, user.userId);
    // 款到发货: a slip over what was released (inside the 磅差) releases that much more goods; money must cover them too.
    if (figures.prepayment && figures.moneyHeld < figures.releasedValue - 0.005) {
      throw new ServiceError(
        `款到发货: 提货单 ${pickup.pickup_no} 实提 ${lifted} 吨超出放货 ${approved} 吨，已放货货值 ${figures.releasedValue.toFixed(2)} 元，已收款 ${figures.moneyHeld.toFixed(2)} 元，尚差 ${(figures.releasedValue - figures.moneyHeld).toFixed(2)} 元，请先收款`,
      );
    }
  })();
  return R.data(toVO(ctx.db.prepare('SELECT * FROM tp_orderpickupdetail WHERE id = ?').get(id) as Record<string, unknown>));
}
