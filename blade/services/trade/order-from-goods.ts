import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { toVO } from '../../crud/row-codec';
import { caller, parseInput } from './workflow/records';
import { round2 } from './workflow/amounts';
import { requireCode } from '../../crud/permissions';
import { actorOf, DEFAULT_TOLERANCE_PCT, DEFAULT_WEIGH_ALLOWANCE_PERMILLE } from '../ledger/trade-terms';

const line = z.object({
  productId: z.string({ error: '请选择SKU' }).regex(/^\d{1,20}$/, '请选择SKU'),
  quantity: z.coerce.number({ error: '请输入数量' }).positive('数量必须大于0').max(1_000_000, '数量过大'),
  /** Optional: a price other than the SKU's listed one is a negotiated price and needs priceReason (and order_price). */
  unitPrice: z.coerce.number({ error: '请输入单价' }).positive('单价必须大于0').max(1_000_000, '单价过大').optional(),
});
const input = z.object({
  goodsId: z.string({ error: '请选择商品' }).regex(/^\d{1,20}$/, '请选择商品'),
  buyerName: z.string({ error: '请输入买方' }).trim().min(1, '请输入买方').max(100, '买方名称不能超过100个字符'),
  buyerId: z.string().trim().max(20).optional(),
  remark: z.string().trim().max(500, '备注不能超过500个字符').optional(),
  priceReason: z.string().trim().max(200, '议价说明不能超过200个字符').optional(),
  lines: z.array(line, { error: '请至少添加一条明细' }).min(1, '请至少添加一条明细').max(20, '一个订单最多20条明细'),
});

type Goods = {
  id: string;
  goods_no: string;
  goods_name: string;
  category_id: string;
  seller_id: string;
  seller_name: string;
  on_sale: number;
  goods_status: number;
  min_order_quantity: number | null;
  deposit_ratio: number | null;
  delivery_method: number | null;
  delivery_place: string;
  delivery_start: string;
  delivery_end: string;
  settlement_method: number | null;
  logistics_base_id: string;
};
type Sku = { id: string; product_name: string; grade: number | null; price: number | null; stock: number | null };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * POST /blade-tradePort/order/saveOrderAndDetail `{goodsId, buyerName, buyerId?, remark?, lines: [{productId, quantity, unitPrice}]}`
 * (button order_add): an order (待确认) on a listing that is on sale, one line per SKU at the SKU's listed price
 * (a negotiated price needs priceReason and order_price, and is recorded on the line). Quantity and amount
 * are the sums of the lines, the deposit the listing's ratio of the amount; each SKU's stock and the
 * listing's available quantity go down by what was ordered, all in one transaction.
 */
export function saveOrderAndDetail(ctx: Context) {
  const user = caller(ctx, 'order_add');
  const data = parseInput(ctx, input);
  const goods = ctx.db
    .prepare('SELECT * FROM tp_goods WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
    .get(data.goodsId, user.tenantId) as Goods | undefined;
  if (!goods) throw new ServiceError('商品不存在');
  if (goods.on_sale !== 1 || goods.goods_status !== 2) throw new ServiceError(`商品 ${goods.goods_name} 未上架，不能下单`);
  const ids = data.lines.map((item) => item.productId);
  if (new Set(ids).size !== ids.length) throw new ServiceError('同一SKU只能添加一次');

  const skus = new Map<string, Sku>();
  for (const id of ids) {
    const sku = ctx.db
      .prepare(
        'SELECT id, product_name, grade, price, stock FROM tp_product WHERE id = ? AND goods_id = ? AND tenant_id = ? AND is_deleted = 0',
      )
      .get(id, goods.id, user.tenantId) as Sku | undefined;
    if (!sku) throw new ServiceError('SKU不属于该商品');
    skus.set(id, sku);
  }
  for (const item of data.lines) {
    const sku = skus.get(item.productId)!;
    if (item.quantity > (sku.stock ?? 0) + 1e-9) throw new ServiceError(`${sku.product_name} 库存不足，可订 ${round3(sku.stock ?? 0)} 吨`);
  }
  // The price is the listing's (its SKU's); a negotiated one is recorded on the line with who approved it and why.
  const actor = actorOf(ctx.db, user);
  const priced = data.lines.map((item) => {
    const listed = skus.get(item.productId)!.price ?? 0;
    const unitPrice = item.unitPrice ?? listed;
    if (!(unitPrice > 0)) throw new ServiceError(`${skus.get(item.productId)!.product_name} 未定价，不能下单`);
    if (Math.abs(unitPrice - listed) < 0.005) return { ...item, unitPrice: listed, note: '' };
    if (!data.priceReason)
      throw new ServiceError(`${skus.get(item.productId)!.product_name} 挂牌价 ${listed} 元/吨，议价 ${unitPrice} 元/吨须填写议价说明`);
    requireCode(ctx.db, user, 'order_price');
    return { ...item, unitPrice, note: `议价 ${listed}→${unitPrice} 元/吨，${actor.name} 批准: ${data.priceReason}` };
  });
  const quantity = round3(data.lines.reduce((sum, item) => sum + item.quantity, 0));
  if (goods.min_order_quantity && quantity < goods.min_order_quantity)
    throw new ServiceError(`订购数量不能低于起订量 ${goods.min_order_quantity} 吨`);
  const amount = round2(priced.reduce((sum, item) => sum + round2(item.quantity * item.unitPrice), 0));

  const now = formatDateTime();
  const audit = {
    create_user: user.userId,
    create_dept: user.deptId.split(',')[0] ?? '',
    create_time: now,
    update_user: user.userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  const orderId = nextId();
  // The second it was placed and four digits of its id; two orders placed in the same second may draw the same four
  // (order numbers are unique per tenant, and an order reached by a taken number would be another's), so draw again.
  const taken = ctx.db.prepare('SELECT 1 FROM tp_order WHERE order_no = ?');
  let orderNo = `DD${now.replace(/\D/g, '').slice(0, 14)}${orderId.slice(-4)}`;
  while (taken.get(orderNo)) orderNo = `DD${now.replace(/\D/g, '').slice(0, 14)}${nextId().slice(-4)}`;
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    ctx.db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row));
  };
  ctx.db.transaction(() => {
    insert('tp_order', {
      id: orderId,
      tenant_id: user.tenantId,
      order_no: orderNo,
      goods_id: goods.id,
      goods_name: goods.goods_name,
      category_id: goods.category_id,
      order_type: 1,
      buyer_id: data.buyerId ?? '',
      buyer_name: data.buyerName,
      seller_id: goods.seller_id,
      seller_name: goods.seller_name,
      quantity,
      amount,
      deposit_ratio: goods.deposit_ratio ?? 0,
      deposit_amount: round2((amount * (goods.deposit_ratio ?? 0)) / 100),
      deposit_paid: 0,
      paid_amount: 0,
      picked_quantity: 0,
      delivery_method: goods.delivery_method,
      delivery_place: goods.delivery_place,
      delivery_start: goods.delivery_start,
      delivery_end: goods.delivery_end,
      settlement_method: goods.settlement_method,
      order_status: 0,
      pay_status: 0,
      invoice_status: 0,
      order_time: now,
      remark: data.remark ?? '',
      tolerance_pct: DEFAULT_TOLERANCE_PCT,
      weigh_allowance_permille: DEFAULT_WEIGH_ALLOWANCE_PERMILLE,
      ...audit,
    });
    for (const item of priced) {
      const sku = skus.get(item.productId)!;
      insert('tp_orderdetail', {
        id: nextId(),
        tenant_id: user.tenantId,
        order_id: orderId,
        order_no: orderNo,
        product_id: sku.id,
        product_name: sku.product_name,
        grade: sku.grade,
        logistics_base_id: goods.logistics_base_id,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        amount: round2(item.quantity * item.unitPrice),
        picked_quantity: 0,
        remark: item.note,
        ...audit,
      });
      ctx.db.prepare('UPDATE tp_product SET stock = ROUND(stock - ?, 3), update_time = ? WHERE id = ?').run(item.quantity, now, sku.id);
    }
    ctx.db
      .prepare('UPDATE tp_goods SET available_quantity = MAX(0, ROUND(available_quantity - ?, 3)), update_time = ? WHERE id = ?')
      .run(quantity, now, goods.id);
  })();
  return R.data(toVO(ctx.db.prepare('SELECT * FROM tp_order WHERE id = ?').get(orderId) as Record<string, unknown>));
}
