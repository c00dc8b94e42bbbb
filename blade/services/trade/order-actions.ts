import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { toVO } from '../../crud/row-codec';
import type { BladeUser } from '../../auth/blade-user';
import { placeholders } from '../shared/rows';
import { assertOrderAction } from './workflow/machines';
import { round2 } from './workflow/amounts';
import { actorName, caller, findOrder, orderLines, orderNoParam, parseInput, type OrderRow } from './workflow/records';

/** The order (订单) actions under /blade-tradePort/order and …/orderdetail, checked against the order state machine. */
const orderState = (order: OrderRow) => ({ orderNo: order.order_no, status: order.order_status });

const reason = z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').max(200, '原因不能超过200个字符');
const price = z.coerce.number({ error: '请输入单价' }).positive('单价必须大于0').max(1_000_000, '单价过大');

/** Re-totals an order from its lines (amount, deposit due) and notes why in its remark. */
function retotal(ctx: Context, user: BladeUser, order: OrderRow, note: string) {
  const lines = orderLines(ctx, user, order.order_no);
  const amount = round2(lines.reduce((sum, line) => sum + line.amount, 0));
  const remark = [order.remark, note].filter(Boolean).join('；').slice(-500);
  ctx.db.prepare('UPDATE tp_order SET amount = ?, deposit_amount = ?, remark = ?, update_user = ?, update_time = ? WHERE id = ?')
    .run(amount, round2((amount * order.deposit_ratio) / 100), remark, user.userId, formatDateTime(), order.id);
  // Open pick-ups are valued at the new average price.
  const unitPrice = order.quantity > 0 ? round2(amount / order.quantity) : 0;
  ctx.db.prepare('UPDATE tp_orderpickup SET unit_price = ?, pickup_amount = ROUND(MAX(actual_quantity, apply_quantity) * ?, 2) WHERE order_no = ? AND tenant_id = ? AND pickup_status IN (0, 1, 2, 3, 4, 6)')
    .run(unitPrice, unitPrice, order.order_no, user.tenantId);
}

const orderAnswer = (ctx: Context, id: string) => R.data(toVO(ctx.db.prepare('SELECT * FROM tp_order WHERE id = ?').get(id) as Record<string, unknown>));

/** POST updateOrderPrice {orderNo, unitPrice, reason, detailId?} — a new unit price for one line or every line. */
export function updateOrderPrice(ctx: Context) {
  const user = caller(ctx, 'order_price');
  const input = parseInput(ctx, orderNoParam.extend({ unitPrice: price, reason, detailId: z.string().trim().optional() }));
  const order = findOrder(ctx, user, input.orderNo);
  ctx.db.transaction(() => {
    assertOrderAction('updatePrice', orderState(order));
    const lines = orderLines(ctx, user, order.order_no).filter((line) => !input.detailId || line.id === input.detailId);
    if (lines.length === 0) throw new ServiceError('订单明细不存在');
    const set = ctx.db.prepare('UPDATE tp_orderdetail SET unit_price = ?, amount = ?, update_user = ?, update_time = ? WHERE id = ?');
    for (const line of lines) set.run(input.unitPrice, round2(line.quantity * input.unitPrice), user.userId, formatDateTime(), line.id);
    const from = [...new Set(lines.map((line) => line.unit_price))].join('/');
    retotal(ctx, user, order, `${formatDateTime().slice(0, 16)} ${actorName(user)}调价 ${from}→${input.unitPrice} 元/吨: ${input.reason}`);
  })();
  return orderAnswer(ctx, order.id);
}

/** POST exchangeSave {orderNo, detailId, productName, grade, unitPrice?, reason} — another product or grade for a line not yet lifted. */
export function exchangeSave(ctx: Context) {
  const user = caller(ctx, 'order_exchange');
  const input = parseInput(ctx, orderNoParam.extend({
    detailId: z.string({ error: '请选择订单明细' }).trim().min(1, '请选择订单明细'),
    productName: z.string({ error: '请输入换货产品' }).trim().min(1, '请输入换货产品').max(100),
    grade: z.coerce.number({ error: '请选择等级' }).int().min(1, '请选择等级').max(4, '请选择等级'),
    unitPrice: price.optional(),
    reason,
  }));
  const order = findOrder(ctx, user, input.orderNo);
  ctx.db.transaction(() => {
    assertOrderAction('exchange', orderState(order));
    const line = orderLines(ctx, user, order.order_no).find((candidate) => candidate.id === input.detailId);
    if (!line) throw new ServiceError('订单明细不存在');
    if (line.picked_quantity > 0) throw new ServiceError('该明细已有提货，不能换货');
    const unitPrice = input.unitPrice ?? line.unit_price;
    ctx.db.prepare('UPDATE tp_orderdetail SET product_name = ?, grade = ?, unit_price = ?, amount = ?, remark = ?, update_user = ?, update_time = ? WHERE id = ?')
      .run(input.productName, input.grade, unitPrice, round2(line.quantity * unitPrice), `换货: ${line.product_name}→${input.productName}`, user.userId, formatDateTime(), line.id);
    retotal(ctx, user, order, `${formatDateTime().slice(0, 16)} ${actorName(user)}换货 ${line.product_name}→${input.productName}: ${input.reason}`);
  })();
  return orderAnswer(ctx, order.id);
}

/** POST /orderdetail/confirmation?orderNo — both sides agree the lines: 待确认 → 待签约. */
export function confirmLines(ctx: Context) {
  const user = caller(ctx, 'orderdetail_confirm');
  const { orderNo } = parseInput(ctx, orderNoParam);
  const order = findOrder(ctx, user, orderNo);
  ctx.db.transaction(() => {
    const to = assertOrderAction('confirmLines', orderState(order));
    if (orderLines(ctx, user, orderNo).length === 0) throw new ServiceError(`订单 ${orderNo} 没有明细，不能确认`);
    ctx.db.prepare('UPDATE tp_order SET order_status = ?, update_user = ?, update_time = ? WHERE id = ?').run(to, user.userId, formatDateTime(), order.id);
  })();
  return orderAnswer(ctx, order.id);
}

const CONTRACT_TYPES: Record<number, string> = { 1: '购销合同', 2: '质押合同', 3: '监管协议', 4: '委托提货协议', 5: '融资合同' };

/**
 * POST generateContract?orderNo&type — drafts the order's contract of that type (dict contract_type) for
 * signing (sign_status 1 待签署); the sales contract's number becomes the order's contract no.
 */
export function generateContract(ctx: Context) {
  const user = caller(ctx, 'order_contract');
  const input = parseInput(ctx, orderNoParam.extend({
    type: z.coerce.number({ error: '请选择合同类型' }).int().refine((type) => type in CONTRACT_TYPES, '请选择合同类型'),
  }));
  const order = findOrder(ctx, user, input.orderNo);
  let id = '';
  ctx.db.transaction(() => {
    assertOrderAction('generateContract', orderState(order));
    const base = order.contract_no || `HT${order.order_no.slice(2)}`;
    const contractNo = input.type === 1 ? base : `${base}-${input.type}`;
    const now = formatDateTime();
    const existing = ctx.db.prepare('SELECT id, sign_status FROM tp_ordercontract WHERE order_no = ? AND contract_no = ? AND tenant_id = ? AND is_deleted = 0')
      .get(order.order_no, contractNo, user.tenantId) as { id: string; sign_status: number } | undefined;
    if (existing?.sign_status === 3) throw new ServiceError(`合同 ${contractNo} 已签署完成，不能重新生成`);
    id = existing?.id ?? nextId();
    const values = {
      contract_type: input.type, contract_name: `${order.goods_name}${CONTRACT_TYPES[input.type]}`, party_a_name: order.seller_name, party_b_name: order.buyer_name,
      amount: order.amount, sign_status: 1, sign_task_id: nextId(), short_url: '', file_url: `/api/blade-tradePort/ordercontract/downDocuments?id=${id}`,
      signed_file_url: '', sign_time: '', update_user: user.userId, update_time: now,
    };
    if (existing) {
      ctx.db.prepare(`UPDATE tp_ordercontract SET ${Object.keys(values).map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(...Object.values(values), id);
    } else {
      const row = { id, tenant_id: user.tenantId, order_id: order.id, order_no: order.order_no, contract_no: contractNo, ...values, create_user: user.userId, create_time: now, status: 1, is_deleted: 0 };
      ctx.db.prepare(`INSERT INTO tp_ordercontract (${Object.keys(row).join(', ')}) VALUES (${placeholders(Object.keys(row).length)})`).run(...Object.values(row));
    }
    if (input.type === 1 && !order.contract_no) ctx.db.prepare('UPDATE tp_order SET contract_no = ? WHERE id = ?').run(contractNo, order.id);
  })();
  return R.data(toVO(ctx.db.prepare('SELECT * FROM tp_ordercontract WHERE id = ?').get(id) as Record<string, unknown>));
}

type ContractRow = Record<string, unknown> & { id: string; contract_no: string; order_no: string; sign_status: number; sign_task_id: string; short_url: string };

function findContract(ctx: Context, user: BladeUser): ContractRow {
  const input = parseInput(ctx, z.object({ id: z.string().trim().optional(), orderNo: z.string().trim().optional() }));
  if (!input.id && !input.orderNo) throw new ServiceError('缺少必要的请求参数: id');
  const row = (input.id
    ? ctx.db.prepare('SELECT * FROM tp_ordercontract WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(input.id, user.tenantId)
    : ctx.db.prepare('SELECT * FROM tp_ordercontract WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY update_time DESC, id DESC').get(input.orderNo, user.tenantId)) as ContractRow | undefined;
  if (!row) throw new ServiceError('合同不存在，请先生成合同');
  return row;
}

/** GET /ordercontract/getShortUrl?id (or orderNo) — the e-sign (FaDaDa) short link of a contract awaiting signatures. */
export function getShortUrl(ctx: Context) {
  const user = caller(ctx, 'ordercontract_sign_url');
  const contract = findContract(ctx, user);
  if (contract.sign_status !== 1 && contract.sign_status !== 2) throw new ServiceError(`当前状态不允许此操作: 合同 ${contract.contract_no} 不在待签署状态`);
  const shortUrl = contract.short_url || `https://t.fadada.com/s/${String(contract.sign_task_id || contract.id).slice(-8)}`;
  if (!contract.short_url) ctx.db.prepare('UPDATE tp_ordercontract SET short_url = ? WHERE id = ?').run(shortUrl, contract.id);
  return R.data(shortUrl);
}

/** GET /ordercontract/downDocuments?id (or orderNo) — the contract as a UTF-8 text document, from the order's data. */
export function downDocuments(ctx: Context) {
  const user = caller(ctx, 'ordercontract_download');
  const contract = findContract(ctx, user);
  const order = findOrder(ctx, user, contract.order_no);
  const lines = orderLines(ctx, user, order.order_no);
  const text = [
    `${contract.contract_name}`, `合同编号: ${contract.contract_no}    订单编号: ${order.order_no}`, '',
    `甲方(卖方): ${order.seller_name}`, `乙方(买方): ${order.buyer_name}`, '',
    '一、标的', ...lines.map((line, index) => `  ${index + 1}. ${line.product_name}  ${line.grade}等  ${line.quantity} 吨 × ${line.unit_price} 元/吨 = ${line.amount} 元`),
    `  合计: ${order.quantity} 吨，${order.amount} 元`, '',
    `二、保证金: 合同金额的 ${order.deposit_ratio}%，即 ${order.deposit_amount} 元`, '',
    `生成时间: ${formatDateTime()}`,
  ].join('\r\n');
  const name = encodeURIComponent(`${contract.contract_no}.txt`);
  return {
    status: 200,
    body: Buffer.from(`\uFEFF${text}`, 'utf8'),
    headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}` },
  };
}
