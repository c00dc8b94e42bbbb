import { z } from 'zod';
import type { Context } from '../../http/router';
import type { Db } from '../../db/open';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { toVO } from '../../crud/row-codec';
import { placeholders } from '../shared/rows';
import { replaceActors } from '../esign/sign-tasks';
import { tradeFigures } from '../ledger/trade-projection';
import { actorOf } from '../ledger/trade-terms';
import { assertOrderAction } from './workflow/machines';
import { round2 } from './workflow/amounts';
import { caller, findOrder, orderNoParam, parseInput } from './workflow/records';
import { openSignTask } from './contract-signing';
import { registerContract } from './contract-registers';
import { assertCovered, EPS, figuresAt, SUPPLEMENT_CONTRACT_TYPE, SUPPLEMENT_STATUS, yuan } from './supplement-effect';
import { reasonTooLong } from '../../../domain/blade-messages';

/**
 * 价格补充协议: once an order's sales contract is signed, its price changes only by a supplementary agreement both
 * parties sign (Civil Code art. 543). Proposing one (order/proposeSupplement) drafts it as an order contract of type
 * 6 with its own sign task, signed by 甲方 and 乙方 on their links like the sales contract (services/esign). When the
 * second signature lands, in that same transaction, the tonnes not yet settled take the new price: the order's open
 * price (open_unit_price, read by the projection) and every pick-up not settled; settled pick-ups keep their fixed
 * amounts and issued invoices are ledger entries that nothing rewrites. A refusal, a withdrawn task or the order's
 * end leaves the price as it was (supplement-effect.ts).
 *
 * supplement_status: 1 待签署, 2 部分签署, 3 已生效, 4 已拒签, 5 已撤销.
 */
const proposal = orderNoParam.extend({
  unitPrice: z.coerce.number({ error: '请输入单价' }).positive('单价必须大于0').max(1_000_000, '单价过大'),
  reason: z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').max(200, reasonTooLong(200)),
  proposerParty: z.coerce
    .number({ error: '请选择提出方' })
    .int()
    .refine((party) => party === 1 || party === 2, '请选择提出方'),
});

function pendingSupplement(db: Db, tenantId: string, orderNo: string) {
  return db
    .prepare(
      'SELECT supplement_no FROM tp_ordersupplement WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND supplement_status IN (1, 2)',
    )
    .get(orderNo, tenantId) as { supplement_no: string } | undefined;
}

/**
 * POST order/proposeSupplement {orderNo, unitPrice, reason, proposerParty (1 甲方 the seller, 2 乙方 the buyer)} — drafts a
 * price supplement and starts its sign task; answers the supplement. One at a time per order.
 */
export async function proposeSupplement(ctx: Context) {
  const user = caller(ctx, 'order_price');
  const input = parseInput(ctx, proposal);
  const order = findOrder(ctx, user, input.orderNo);
  const check = () => {
    const current = findOrder(ctx, user, order.order_no);
    assertOrderAction('supplement', { orderNo: current.order_no, status: current.order_status });
    const pending = pendingSupplement(ctx.db, user.tenantId, order.order_no);
    if (pending)
      throw new ServiceError(`订单 ${order.order_no} 已有待签署的补充协议 ${pending.supplement_no}，请待双方签署完成或一方拒签后再提出`);
    const before = tradeFigures(ctx.db, user.tenantId, order.order_no);
    if (Math.abs(before.unitPrice - input.unitPrice) < EPS) throw new ServiceError(`新单价与现行单价 ${yuan(before.unitPrice)} 元/吨相同`);
    const after = figuresAt(ctx.db, user.tenantId, order.order_no, input.unitPrice);
    const repriced = Math.max(0, Math.round((after.quantity - after.settledQuantity) * 1000) / 1000);
    if (repriced <= 0 && after.liftedQuantity <= after.settledQuantity)
      throw new ServiceError(`订单 ${order.order_no} 的货物已全部结算，没有可按新价格结算的吨数`);
    assertCovered(order.order_no, after);
    return { before, after };
  };
  const { after } = check();
  const count = (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM tp_ordersupplement WHERE order_no = ? AND tenant_id = ?')
      .get(order.order_no, user.tenantId) as { n: number }
  ).n;
  const supplementNo = `${order.contract_no || `HT${order.order_no.slice(2)}`}-BC${count + 1}`;
  const contractId = nextId();
  const id = nextId();
  const name = `${order.goods_name}价格补充协议`;
  const { signTaskId, parties } = await openSignTask(ctx, user, order, { contractId, contractNo: supplementNo, name });
  ctx.db.transaction(() => {
    // Checked again inside the write: the order may have moved while the provider answered.
    const { before } = check();
    const now = formatDateTime();
    const actor = actorOf(ctx.db, user);
    const contract = {
      id: contractId,
      tenant_id: user.tenantId,
      order_id: order.id,
      order_no: order.order_no,
      contract_no: supplementNo,
      contract_name: name,
      contract_type: SUPPLEMENT_CONTRACT_TYPE,
      party_a_name: order.seller_name,
      party_b_name: order.buyer_name,
      amount: after.due,
      sign_status: 1,
      contract_status: 1,
      sign_task_id: signTaskId,
      short_url: '',
      file_url: `/api/blade-tradePort/ordercontract/downDocuments?id=${contractId}`,
      signed_file_url: '',
      sign_time: '',
      effective_date: '',
      create_user: user.userId,
      create_time: now,
      update_user: user.userId,
      update_time: now,
      status: 1,
      is_deleted: 0,
    };
    ctx.db
      .prepare(`INSERT INTO tp_ordercontract (${Object.keys(contract).join(', ')}) VALUES (${placeholders(Object.keys(contract).length)})`)
      .run(...Object.values(contract));
    replaceActors(ctx.db, { id: contractId, tenant_id: user.tenantId }, signTaskId, parties);
    const row = {
      id,
      tenant_id: user.tenantId,
      order_id: order.id,
      order_no: order.order_no,
      supplement_no: supplementNo,
      contract_id: contractId,
      sign_task_id: signTaskId,
      old_unit_price: round2(before.unitPrice),
      new_unit_price: input.unitPrice,
      reason: input.reason,
      proposer_party: input.proposerParty,
      proposer_name: input.proposerParty === 1 ? order.seller_name : order.buyer_name,
      proposed_by: actor.name,
      supplement_status: SUPPLEMENT_STATUS.pending,
      settled_quantity: null,
      repriced_quantity: null,
      effective_time: '',
      create_user: user.userId,
      create_time: now,
      update_user: user.userId,
      update_time: now,
      status: 1,
      is_deleted: 0,
    };
    ctx.db
      .prepare(`INSERT INTO tp_ordersupplement (${Object.keys(row).join(', ')}) VALUES (${placeholders(Object.keys(row).length)})`)
      .run(...Object.values(row));
    registerContract(ctx.db, contractId);
  })();
  return R.data(toVO(ctx.db.prepare('SELECT * FROM tp_ordersupplement WHERE id = ?').get(id) as Record<string, unknown>));
}
