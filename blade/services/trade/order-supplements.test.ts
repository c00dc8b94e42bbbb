import { useTestServer } from '../../testing/test-server';
import { journey, listings } from '../../testing/trade-journey';
import { tradeInvariants } from '../ledger/trade-invariants';

/**
 * A price after signing changes only by a supplementary agreement both parties sign (Civil Code art. 543): proposed
 * with a reason and who asked, signed by 甲方 and 乙方 on their links, then the unsettled tonnes take the new price
 * while settled pick-ups and issued invoices keep theirs. Read back through the endpoints the screens use.
 */
const server = useTestServer();
const trade = journey(server);
const TP = '/blade-tradePort';
const row = (sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as Record<string, any>;
const holds = (orderNo: string) => expect(tradeInvariants(server.db, '000000', orderNo)).toEqual([]);

async function executing(settlement: number, quantity: number) {
  const listing = listings(server, settlement).find((candidate) => candidate.stock >= Math.max(quantity, candidate.min))!;
  const order = await trade.signedOrder(listing, Math.max(quantity, listing.min));
  expect((await trade.money('registerDeposit', order.orderNo, order.depositAmount)).success).toBe(true);
  return trade.order(order.orderNo);
}

async function lift(orderNo: string, tonnes: number) {
  const pickup = await trade.ok(`${TP}/orderpickup/pickUpSave`, { orderNo, applyQuantity: tonnes });
  await trade.ok(`${TP}/orderpickup/financialDetermination?id=${pickup.id}`);
  await trade.ok(`${TP}/orderpickup/confirmOrder?id=${pickup.id}`);
  await trade.ok(`${TP}/orderpickup/verification?id=${pickup.id}`);
  expect((await trade.weigh(pickup.id, tonnes)).success).toBe(true);
  return trade.ok(`${TP}/orderpickup/orderBalance?id=${pickup.id}`);
}

const propose = (orderNo: string, unitPrice: number, reason = '玉米期货盘面上涨，双方协商调价', proposerParty = 1) =>
  trade.post(`${TP}/order/proposeSupplement`, { orderNo, unitPrice, reason, proposerParty });

async function signAs(contractId: string, actorId: string, what: 'sign' | 'refuse' = 'sign') {
  const url = (await server.getJson(`${TP}/ordercontract/getShortUrl?id=${contractId}&actorId=${encodeURIComponent(actorId)}`))
    .data as string;
  return fetch(`${server.base}/fasc/esign/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: url.replace(/^\/esign\/sign\//, ''), reason: '不同意调价' }),
  });
}

describe('price supplements', () => {
  it('both parties sign; the unsettled tonnes take the new price, the settled lot and the issued invoice keep theirs', async () => {
    const order = await executing(2, 100);
    const oldPrice = (await trade.figures(order.orderNo)).unitPrice as number;
    const settled = await lift(order.orderNo, 40);
    expect((await trade.invoice(order.orderNo, 20_000, 'P1')).success).toBe(true);
    const newPrice = oldPrice + 120;

    // Editing the price is refused after signing and points at the supplement; a supplement needs a reason.
    expect((await trade.post(`${TP}/order/updateOrderPrice`, { orderNo: order.orderNo, unitPrice: newPrice, reason: 'x' })).msg).toContain(
      '调整价格仅限',
    );
    expect((await propose(order.orderNo, newPrice, '')).msg).toBe('请填写原因');
    expect((await propose(order.orderNo, oldPrice)).msg).toBe(`新单价与现行单价 ${oldPrice.toFixed(2)} 元/吨相同`);
    const proposed = await propose(order.orderNo, newPrice);
    expect(proposed.data).toMatchObject({
      supplementStatus: 1,
      oldUnitPrice: oldPrice,
      newUnitPrice: newPrice,
      proposerParty: 1,
      proposerName: order.sellerName,
      proposedBy: '管理员（admin）',
    });
    expect((await propose(order.orderNo, newPrice + 1)).msg).toBe(
      `订单 ${order.orderNo} 已有待签署的补充协议 ${proposed.data.supplementNo}，请待双方签署完成或一方拒签后再提出`,
    );
    // It is a contract of the order and of 合同管理, with its own document.
    const contract = row('SELECT * FROM tp_ordercontract WHERE id = ?', proposed.data.contractId);
    expect(contract).toMatchObject({ contract_type: 6, contract_no: proposed.data.supplementNo, sign_status: 1 });
    expect(row('SELECT contract_type, contract_status FROM tp_contract WHERE contract_no = ?', contract.contract_no)).toEqual({
      contract_type: 6,
      contract_status: 1,
    });
    const document = await (await server.get(`${TP}/ordercontract/downDocuments?id=${contract.id}`, server.admin)).text();
    expect(document).toContain(`尚未结算的货物按 ${newPrice.toLocaleString('zh-CN', { minimumFractionDigits: 2 })} 元/吨结算`);

    // One signature changes nothing yet.
    expect((await signAs(contract.id, '甲方')).status).toBe(200);
    expect(row('SELECT supplement_status FROM tp_ordersupplement WHERE id = ?', proposed.data.id).supplement_status).toBe(2);
    expect((await trade.figures(order.orderNo)).unitPrice).toBe(oldPrice);

    // The second does: 60 unsettled tonnes at the new price, the settled 40 t and the invoice as they were.
    expect((await signAs(contract.id, '乙方')).status).toBe(200);
    const figures = await trade.figures(order.orderNo);
    expect(figures).toMatchObject({ unitPrice: newPrice, settledQuantity: 40, settledValue: settled.pickupAmount, invoiced: 20_000 });
    expect(figures.due).toBeCloseTo(settled.pickupAmount + 60 * newPrice, 2);
    expect(row('SELECT pickup_amount, unit_price FROM tp_orderpickup WHERE id = ?', settled.id)).toEqual({
      pickup_amount: settled.pickupAmount,
      unit_price: settled.unitPrice,
    });
    expect(
      row('SELECT supplement_status, settled_quantity, repriced_quantity FROM tp_ordersupplement WHERE id = ?', proposed.data.id),
    ).toEqual({ supplement_status: 3, settled_quantity: 40, repriced_quantity: 60 });
    expect(row('SELECT contract_status FROM tp_contract WHERE contract_no = ?', contract.contract_no).contract_status).toBe(3);
    expect((await trade.order(order.orderNo)).remark).toContain(`补充协议 ${proposed.data.supplementNo} 生效`);
    holds(order.orderNo);

    // The next lot is valued at the new price.
    const next = await lift(order.orderNo, 60);
    expect(next).toMatchObject({ unitPrice: newPrice, pickupAmount: Math.round(60 * newPrice * 100) / 100 });
    holds(order.orderNo);
  });

  it('a refused supplement leaves the price; one cannot be proposed before signing; the order’s end withdraws a pending one', async () => {
    const order = await executing(2, 60);
    const price = (await trade.figures(order.orderNo)).unitPrice as number;
    const refused = (await propose(order.orderNo, price - 50, '质量争议，买方要求降价', 2)).data;
    expect((await signAs(refused.contractId, '甲方', 'refuse')).status).toBe(200);
    expect(row('SELECT supplement_status FROM tp_ordersupplement WHERE id = ?', refused.id).supplement_status).toBe(4);
    expect((await trade.figures(order.orderNo)).unitPrice).toBe(price);

    const pending = (await propose(order.orderNo, price - 30, '质量争议，重新协商', 2)).data;
    expect((await trade.cancel(order.orderNo, '双方协商解除', 'refund')).success).toBe(true);
    expect(row('SELECT supplement_status FROM tp_ordersupplement WHERE id = ?', pending.id).supplement_status).toBe(5);
    expect(row('SELECT sign_status FROM tp_ordercontract WHERE id = ?', pending.contractId).sign_status).toBe(5);
    expect((await trade.figures(order.orderNo)).unitPrice).toBe(price);

    const listing = listings(server, 2).find((candidate) => candidate.stock >= Math.max(50, candidate.min))!;
    const draft = await trade.ok(`${TP}/order/saveOrderAndDetail`, {
      goodsId: listing.id,
      buyerName: '哈尔滨金谷粮油有限公司',
      lines: [{ productId: listing.sku, quantity: Math.max(50, listing.min) }],
    });
    expect((await propose(draft.orderNo, price + 10)).msg).toContain('价格补充协议仅限');
  });

  it('款到发货: a raise that would leave released goods unpaid is refused with the shortfall, and nothing is written', async () => {
    const order = await executing(1, 60);
    const figures = await trade.figures(order.orderNo);
    const pickup = (await trade.pickup(order.orderNo, order.quantity)).data;
    expect((await trade.money('registerPayment', order.orderNo, figures.outstanding - figures.deposit.held)).success).toBe(true);
    expect((await trade.financeConfirm(pickup.id)).success).toBe(true);
    expect((await trade.release(pickup.id)).success).toBe(true);
    const count = () => row('SELECT (SELECT COUNT(*) FROM tp_ordersupplement) + (SELECT COUNT(*) FROM tp_ordercontract) AS n').n as number;
    const before = count();
    const raised = figures.unitPrice + 100;
    const answer = await propose(order.orderNo, raised);
    expect(answer.msg).toBe(
      `款到发货: 按补充协议价格，订单 ${order.orderNo} 已放货货值 ${(order.quantity * raised).toFixed(2)} 元，已收款 ${figures.contractAmount.toFixed(2)} 元，尚差 ${(order.quantity * raised - figures.contractAmount).toFixed(2)} 元；请先收款`,
    );
    expect(count()).toBe(before);
    // A cut is fine: the money held covers it.
    expect((await propose(order.orderNo, figures.unitPrice - 100)).success).toBe(true);
    holds(order.orderNo);
  });

  it('款到发货: the last signature is refused while the raise would leave goods released since the proposal unpaid', async () => {
    const order = await executing(1, 60);
    const figures = await trade.figures(order.orderNo);
    const pickup = (await trade.pickup(order.orderNo, order.quantity)).data;
    const raised = figures.unitPrice + 100;
    // Proposed while nothing was released: covered. Then the goods go out, paid at the contract price.
    const proposed = (await propose(order.orderNo, raised)).data;
    expect((await trade.money('registerPayment', order.orderNo, figures.outstanding - figures.deposit.held)).success).toBe(true);
    expect((await trade.financeConfirm(pickup.id)).success).toBe(true);
    expect((await trade.release(pickup.id)).success).toBe(true);
    expect((await signAs(proposed.contractId, '甲方')).status).toBe(200);
    const refused = await (await signAs(proposed.contractId, '乙方')).json();
    expect(refused.msg).toBe(
      `款到发货: 按补充协议价格，订单 ${order.orderNo} 已放货货值 ${(order.quantity * raised).toFixed(2)} 元，已收款 ${figures.contractAmount.toFixed(2)} 元，尚差 ${(order.quantity * 100).toFixed(2)} 元；请先收款`,
    );
    expect(row('SELECT supplement_status FROM tp_ordersupplement WHERE id = ?', proposed.id).supplement_status).toBe(2);
    expect(
      row("SELECT sign_status FROM fasc_sign_actor WHERE contract_id = ? AND actor_id = '乙方'", proposed.contractId).sign_status,
    ).toBe(0);
    expect((await trade.figures(order.orderNo)).unitPrice).toBe(figures.unitPrice);
    // Paid the difference, the buyer's signature goes through and the released lot takes the new price.
    expect((await trade.money('registerPayment', order.orderNo, order.quantity * 100)).success).toBe(true);
    expect((await signAs(proposed.contractId, '乙方')).status).toBe(200);
    expect(await trade.figures(order.orderNo)).toMatchObject({ unitPrice: raised, releasedValue: order.quantity * raised });
    holds(order.orderNo);
  });
});
