import { z } from 'zod';
import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { toVO } from '../../crud/row-codec';
import type { BladeUser } from '../../auth/blade-user';
import { placeholders } from '../shared/rows';
import { assertOrderAction } from './workflow/machines';
import { caller, findOrder, orderNoParam, parseInput, type LineRow, type OrderRow } from './workflow/records';
import { esignProvider } from '../esign/active-provider';
import { contractActors, corpIdentity, replaceActors, type ActorRow } from '../esign/sign-tasks';
import { registerContract } from './contract-registers';
import { assertCreditApproved } from './credit-terms';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * An order's contracts and their signing (order/generateContract, ordercontract/getShortUrl, actors,
 * downDocuments). Generating one creates the provider's sign task with one actor per party (甲方 the
 * seller, 乙方 the buyer); services/esign records their signatures.
 */
const CONTRACT_TYPES: Record<number, string> = { 1: '购销合同', 2: '质押合同', 3: '监管协议', 4: '委托提货协议', 5: '融资合同' };
/** The tenant's own company (its root department's full name) initiates every sign task. */
const platformCorp = (db: Db, tenantId: string) =>
  (
    db
      .prepare("SELECT full_name FROM blade_dept WHERE tenant_id = ? AND parent_id = '0' AND is_deleted = 0 ORDER BY sort LIMIT 1")
      .get(tenantId) as { full_name: string } | undefined
  )?.full_name ?? '';

type ContractRow = Record<string, unknown> & {
  id: string;
  tenant_id: string;
  contract_no: string;
  contract_name: string;
  order_no: string;
  sign_status: number;
  sign_task_id: string;
  contract_type: number;
};

/**
 * Starts the provider's sign task for one of the order's contracts, one actor per party (甲方 the seller, 乙方 the
 * buyer), initiated by the tenant's own company; a party whose signing identity was unbound is refused by name.
 */
export async function openSignTask(
  ctx: Context,
  user: BladeUser,
  order: OrderRow,
  contract: { contractId: string; contractNo: string; name: string },
) {
  const parties = [
    { actorId: '甲方', identity: corpIdentity(ctx.db, user.tenantId, order.seller_name, user.userId) },
    { actorId: '乙方', identity: corpIdentity(ctx.db, user.tenantId, order.buyer_name, user.userId) },
  ];
  const initiator = corpIdentity(ctx.db, user.tenantId, platformCorp(ctx.db, user.tenantId), user.userId);
  const signTaskId = await esignProvider(ctx.db).createSignTask({
    tenantId: user.tenantId,
    subject: `${contract.contractNo} ${contract.name}`,
    contractId: contract.contractId,
    contractNo: contract.contractNo,
    initiatorOpenId: initiator.open_id,
    actors: parties.map(({ actorId, identity }) => ({
      actorId,
      actorType: identity.id_type,
      actorName: identity.name,
      openId: identity.open_id,
    })),
  });
  return { signTaskId, parties };
}

/**
 * POST generateContract?orderNo&type — drafts the order's contract of that type (dict contract_type) and
 * starts its sign task (sign_status 1 待签署); the sales contract's number becomes the order's contract no.
 * A party whose signing identity was unbound is refused by name.
 */
export async function generateContract(ctx: Context) {
  const user = caller(ctx, 'order_contract');
  const input = parseInput(
    ctx,
    orderNoParam.extend({
      type: z.coerce
        .number({ error: '请选择合同类型' })
        .int()
        .refine((type) => type in CONTRACT_TYPES, '请选择合同类型'),
    }),
  );
  const order = findOrder(ctx, user, input.orderNo);
  assertOrderAction('generateContract', { orderNo: order.order_no, status: order.order_status });
  // The parties are the contract's 甲方 and 乙方: without them it would name "null" and bind no one.
  if (!order.seller_name?.trim() || !order.buyer_name?.trim())
    throw new ServiceError(`订单 ${order.order_no} 缺少买方或卖方，不能生成合同`);
  if (input.type === 1) assertCreditApproved(ctx.db, user.tenantId, order.order_no);
  const base = order.contract_no || `HT${order.order_no.slice(2)}`;
  const contractNo = input.type === 1 ? base : `${base}-${input.type}`;
  const existing = ctx.db
    .prepare('SELECT id, sign_status FROM tp_ordercontract WHERE order_no = ? AND contract_no = ? AND tenant_id = ? AND is_deleted = 0')
    .get(order.order_no, contractNo, user.tenantId) as { id: string; sign_status: number } | undefined;
  if (existing?.sign_status === 3) throw new ServiceError(`合同 ${contractNo} 已签署完成，不能重新生成`);
  const id = existing?.id ?? nextId();
  const name = `${order.goods_name}${CONTRACT_TYPES[input.type]}`;
  const { signTaskId, parties } = await openSignTask(ctx, user, order, { contractId: id, contractNo, name });
  ctx.db.transaction(() => {
    // Checked again inside the write: the order may have moved while the provider answered.
    assertOrderAction('generateContract', { orderNo: order.order_no, status: findOrder(ctx, user, order.order_no).order_status });
    const now = formatDateTime();
    const values = {
      contract_type: input.type,
      contract_name: name,
      party_a_name: order.seller_name,
      party_b_name: order.buyer_name,
      amount: order.amount,
      sign_status: 1,
      contract_status: 1,
      sign_task_id: signTaskId,
      short_url: '',
      file_url: `/api/blade-tradePort/ordercontract/downDocuments?id=${id}`,
      signed_file_url: '',
      sign_time: '',
      effective_date: '',
      update_user: user.userId,
      update_time: now,
    };
    if (existing) {
      ctx.db
        .prepare(
          `UPDATE tp_ordercontract SET ${Object.keys(values)
            .map((column) => `${column} = ?`)
            .join(', ')} WHERE id = ?`,
        )
        .run(...Object.values(values), id);
    } else {
      const row = {
        id,
        tenant_id: user.tenantId,
        order_id: order.id,
        order_no: order.order_no,
        contract_no: contractNo,
        ...values,
        create_user: user.userId,
        create_time: now,
        status: 1,
        is_deleted: 0,
      };
      ctx.db
        .prepare(`INSERT INTO tp_ordercontract (${Object.keys(row).join(', ')}) VALUES (${placeholders(Object.keys(row).length)})`)
        .run(...Object.values(row));
    }
    replaceActors(ctx.db, { id, tenant_id: user.tenantId }, signTaskId, parties);
    if (input.type === 1 && !order.contract_no)
      ctx.db.prepare('UPDATE tp_order SET contract_no = ? WHERE id = ?').run(contractNo, order.id);
    registerContract(ctx.db, id);
  })();
  return R.data(toVO(ctx.db.prepare('SELECT * FROM tp_ordercontract WHERE id = ?').get(id) as Record<string, unknown>));
}

function findContract(ctx: Context, user: BladeUser): ContractRow {
  const input = parseInput(ctx, z.object({ id: z.string().trim().optional(), orderNo: z.string().trim().optional() }));
  if (!input.id && !input.orderNo) throw new ServiceError(BLADE_MESSAGES.missingId);
  const row = (
    input.id
      ? ctx.db.prepare('SELECT * FROM tp_ordercontract WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(input.id, user.tenantId)
      : ctx.db
          .prepare(
            'SELECT * FROM tp_ordercontract WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY update_time DESC, id DESC',
          )
          .get(input.orderNo, user.tenantId)
  ) as ContractRow | undefined;
  if (!row) throw new ServiceError('合同不存在，请先生成合同');
  return row;
}

const actorVO = (actor: ActorRow) => ({
  id: actor.id,
  actorId: actor.actor_id,
  actorType: actor.actor_type,
  actorName: actor.actor_name,
  openId: actor.open_id,
  signStatus: actor.sign_status,
  signTime: actor.sign_time ?? '',
  refuseReason: actor.refuse_reason ?? '',
});

/** GET /ordercontract/actors?id — the contract's signing parties and where each stands. */
export function contractActorList(ctx: Context) {
  const user = caller(ctx, 'ordercontract');
  const contract = findContract(ctx, user);
  return R.data(contractActors(ctx.db, user.tenantId, contract.id).map(actorVO));
}

/**
 * GET /ordercontract/getShortUrl?id (or orderNo)[&actorId] — one party's signing link for a contract
 * awaiting signatures: the named actor (甲方/乙方 or its row id), else the first still to sign.
 */
export async function getShortUrl(ctx: Context) {
  const user = caller(ctx, 'ordercontract_sign_url');
  const contract = findContract(ctx, user);
  const { actorId } = parseInput(ctx, z.object({ actorId: z.string().trim().max(32).optional() }));
  if (contract.sign_status !== 1 && contract.sign_status !== 2)
    throw new ServiceError(`当前状态不允许此操作: 合同 ${contract.contract_no} 不在待签署状态`);
  const actors = contractActors(ctx.db, user.tenantId, contract.id);
  const actor = actorId
    ? actors.find((row) => row.actor_id === actorId || row.id === actorId)
    : actors.find((row) => row.sign_status === 0);
  if (!actor) throw new ServiceError(actorId ? `签署方 ${actorId} 不存在` : `合同 ${contract.contract_no} 没有待签署的签署方`);
  if (actor.sign_status !== 0)
    throw new ServiceError(`当前状态不允许此操作: ${actor.actor_name} 已${actor.sign_status === 1 ? '签署' : '拒签'}`);
  const url = await esignProvider(ctx.db).actorSignUrl({
    tenantId: user.tenantId,
    signTaskId: contract.sign_task_id,
    actorId: actor.actor_id,
    actorRowId: actor.id,
  });
  if (actor.sort === 1) ctx.db.prepare('UPDATE tp_ordercontract SET short_url = ? WHERE id = ?').run(url, contract.id);
  return R.data(url);
}

const SIGN_LABEL = ['待签署', '已签署', '已拒签'];

// The document the parties sign reads amounts as the screens do: 317,800.00 元, 140.5 吨.
const yuan = (value: number) => Number(value ?? 0).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tonnes = (value: number) => Number(value ?? 0).toLocaleString('zh-CN', { maximumFractionDigits: 3 });

/** A line's grade as the tenant's dictionary names it (grain_grade: 一等…等外), the key itself when unknown. */
function gradeLabel(db: Db, tenantId: string, grade: number | null): string {
  const row = db
    .prepare(
      "SELECT dict_value FROM blade_dict_biz WHERE code = 'grain_grade' AND dict_key = ? AND parent_id <> '0' AND tenant_id = ? AND is_deleted = 0",
    )
    .get(String(grade), tenantId) as { dict_value: string } | undefined;
  if (grade === null || grade === undefined) return '—';
  return row?.dict_value ?? String(grade);
}

/** The contract as UTF-8 text from the order's data, with where each party's signature stands. */
export function contractText(db: Db, contract: ContractRow): string {
  const order = db
    .prepare('SELECT * FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .get(contract.order_no, contract.tenant_id) as OrderRow | undefined;
  if (!order) throw new ServiceError(`订单 ${contract.order_no} 不存在`);
  const lines = db
    .prepare('SELECT * FROM tp_orderdetail WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY create_time, id')
    .all(order.order_no, contract.tenant_id) as LineRow[];
  const actors = contractActors(db, contract.tenant_id, contract.id);
  const signatures = [
    '三、签署',
    ...actors.map(
      (actor) =>
        `  ${actor.actor_id}: ${actor.actor_name}  ${SIGN_LABEL[actor.sign_status] ?? ''}${actor.sign_time ? ` ${actor.sign_time}` : ''}`,
    ),
  ];
  // A price supplement (order-supplements.ts) amends the sales contract's price for what is not yet settled.
  const supplement =
    contract.contract_type === 6
      ? (db.prepare('SELECT * FROM tp_ordersupplement WHERE contract_id = ? AND is_deleted = 0').get(contract.id) as
          | { old_unit_price: number; new_unit_price: number; reason: string; proposer_party: number; proposer_name: string }
          | undefined)
      : undefined;
  if (supplement) {
    return [
      `${contract.contract_name}`,
      `协议编号: ${contract.contract_no}    原合同编号: ${order.contract_no ?? ''}    订单编号: ${order.order_no}`,
      '',
      `甲方(卖方): ${order.seller_name}`,
      `乙方(买方): ${order.buyer_name}`,
      '',
      '依据《中华人民共和国民法典》第五百四十三条，经双方协商一致，对原合同的价格变更如下:',
      `一、自本协议双方签署之日起，原合同项下尚未结算的货物按 ${yuan(supplement.new_unit_price)} 元/吨结算（原单价 ${yuan(supplement.old_unit_price)} 元/吨）；已结算的货物及已开具的发票仍按原价格执行。`,
      `二、变更原因: ${supplement.reason}（${supplement.proposer_party === 1 ? '甲方' : '乙方'} ${supplement.proposer_name} 提出）`,
      '原合同其他条款不变。',
      '',
      ...signatures,
    ].join('\r\n');
  }
  return [
    `${contract.contract_name}`,
    `合同编号: ${contract.contract_no}    订单编号: ${order.order_no}`,
    '',
    `甲方(卖方): ${order.seller_name}`,
    `乙方(买方): ${order.buyer_name}`,
    '',
    '一、标的',
    ...lines.map(
      (line, index) =>
        `  ${index + 1}. ${line.product_name}  等级: ${gradeLabel(db, contract.tenant_id, line.grade)}  ${tonnes(line.quantity)} 吨 × ${yuan(line.unit_price)} 元/吨 = ${yuan(line.amount)} 元`,
    ),
    `  合计: ${tonnes(order.quantity)} 吨，${yuan(order.amount)} 元`,
    '',
    `二、保证金: 合同金额的 ${order.deposit_ratio}%，即 ${yuan(order.deposit_amount)} 元`,
    '',
    ...signatures,
  ].join('\r\n');
}

/** GET /ordercontract/downDocuments?id (or orderNo) — the contract document (with its signatures once signed). */
export function downDocuments(ctx: Context) {
  const user = caller(ctx, 'ordercontract_download');
  const contract = findContract(ctx, user);
  const text = `${contractText(ctx.db, contract)}\r\n\r\n生成时间: ${formatDateTime()}`;
  const name = encodeURIComponent(`${contract.contract_no}.txt`);
  return {
    status: 200,
    body: Buffer.from(`\uFEFF${text}`, 'utf8'),
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    },
  };
}

export type { ContractRow };
