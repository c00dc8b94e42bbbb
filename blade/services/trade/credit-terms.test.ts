import { useTestServer } from '../../testing/test-server';
import { journey, listings } from '../../testing/trade-journey';
import { tradeInvariants } from '../ledger/trade-invariants';

/**
 * 账期结算: an order on credit terms is signed only for a buyer whose credit limit was approved (by someone other than
 * who applied), and finance confirmation and release are refused past the limit with the shortfall named; a payment
 * frees the limit again. Read back through the endpoints; refused actions change nothing.
 */
const server = useTestServer({ logins: { admin: ['admin'], trader: ['trader'], manager: ['manager'] } });
const trade = journey(server);
const TP = '/blade-tradePort';
const BUYER = '哈尔滨金谷粮油有限公司';
const row = (sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as Record<string, any>;

describe('credit terms', () => {
  it('the seeded buyers on credit terms hold approved limits that cover their seeded orders', () => {
    const rows = server.db
      .prepare(`SELECT c.buyer_name, c.credit_limit, SUM(o.amount) AS total FROM tp_creditlimit c
      JOIN tp_order o ON o.buyer_name = c.buyer_name AND o.tenant_id = c.tenant_id AND o.settlement_method = 3 AND o.is_deleted = 0
      WHERE c.limit_status = 1 AND c.is_deleted = 0 GROUP BY c.id`)
      .all() as { buyer_name: string; credit_limit: number; total: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const seeded of rows) expect(seeded.credit_limit).toBeGreaterThanOrEqual(seeded.total);
  });

  it('needs an approved limit, applied for and approved by different people; releases past it are refused with the shortfall', async () => {
    const listing = listings(server, 3).find((candidate) => candidate.stock >= Math.max(100, candidate.min))!;
    const quantity = Math.max(100, listing.min);
    server.db.prepare('DELETE FROM tp_creditlimit WHERE buyer_name = ?').run(BUYER);
    const order = await trade.ok(`${TP}/order/saveOrderAndDetail`, {
      goodsId: listing.id,
      buyerName: BUYER,
      lines: [{ productId: listing.sku, quantity }],
    });
    await trade.ok(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`);
    expect((await trade.post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`)).msg).toBe(
      `账期结算: 买方 ${BUYER} 没有已批准的授信额度，请先申请并审批授信`,
    );
    expect(row('SELECT COUNT(*) AS n FROM tp_ordercontract WHERE order_no = ?', order.orderNo).n).toBe(0);

    // The trader applies (a typed status is refused); the trader cannot approve it, the manager can.
    const value = Math.round(quantity * listing.price * 100) / 100;
    const limit = Math.round(value * 0.3);
    expect(
      (
        await server.postJson(
          `${TP}/creditlimit/submit`,
          { buyerName: BUYER, creditLimit: limit, creditDays: 30, limitStatus: 1 },
          server.tokens.trader,
        )
      ).success,
    ).toBe(true);
    const applied = row('SELECT * FROM tp_creditlimit WHERE buyer_name = ? AND is_deleted = 0', BUYER);
    expect(applied).toMatchObject({ limit_status: 0, applied_by: '陈交易（trader）', credit_limit: limit });
    expect((await server.postJson(`${TP}/creditlimit/approve`, { id: applied.id, approved: true }, server.tokens.trader)).status).toBe(403);
    expect((await trade.post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`)).msg).toContain('没有已批准的授信额度');
    expect((await server.postJson(`${TP}/creditlimit/approve`, { id: applied.id, approved: false }, server.tokens.manager)).msg).toBe(
      '驳回时请填写审批意见',
    );
    const approved = await server.postJson(
      `${TP}/creditlimit/approve`,
      { id: applied.id, approved: true, approveRemark: '同意，按月结算' },
      server.tokens.manager,
    );
    expect(approved.data).toMatchObject({ limitStatus: 1, approvedBy: '张经理（manager）', approveRemark: '同意，按月结算' });

    // Signed and deposit paid; a pick-up of everything is worth more than the limit (the deposit counts as money held).
    const contract = await trade.ok(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
    for (const actorId of ['甲方', '乙方']) {
      const url = (await server.getJson(`${TP}/ordercontract/getShortUrl?id=${contract.id}&actorId=${encodeURIComponent(actorId)}`))
        .data as string;
      await fetch(`${server.base}/fasc/esign/sign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: url.replace(/^\/esign\/sign\//, '') }),
      });
    }
    const signed = await trade.order(order.orderNo);
    expect((await trade.money('registerDeposit', order.orderNo, signed.depositAmount)).success).toBe(true);
    const pickup = (await trade.pickup(order.orderNo, quantity)).data;
    const pickupValue = Math.round(quantity * pickup.unitPrice * 100) / 100;
    const over = Math.round((pickupValue - signed.depositAmount - limit) * 100) / 100;
    const refused = await trade.financeConfirm(pickup.id);
    expect(refused.msg).toBe(
      `账期结算: 买方 ${BUYER} 授信额度 ${limit.toFixed(2)} 元，已用 0.00 元，本次确认货值 ${pickupValue.toFixed(2)} 元，超出额度 ${over.toFixed(2)} 元`,
    );
    expect(row('SELECT pickup_status FROM tp_orderpickup WHERE id = ?', pickup.id).pickup_status).toBe(1);

    // A payment of the excess frees the limit: confirmed and released.
    expect((await trade.money('registerPayment', order.orderNo, over)).success).toBe(true);
    expect((await trade.financeConfirm(pickup.id)).success).toBe(true);
    expect((await trade.release(pickup.id)).success).toBe(true);
    expect(tradeInvariants(server.db, '000000', order.orderNo)).toEqual([]);

    // Changing an approved limit puts it back to 待审批 (and releases on credit stop until it is approved again).
    expect(
      (await server.postJson(`${TP}/creditlimit/submit`, { id: applied.id, creditLimit: limit * 2 }, server.tokens.trader)).success,
    ).toBe(true);
    expect(row('SELECT limit_status, approved_by FROM tp_creditlimit WHERE id = ?', applied.id)).toEqual({
      limit_status: 0,
      approved_by: '',
    });
    expect((await server.postJson(`${TP}/creditlimit/submit`, { id: applied.id, limitStatus: 1 }, server.tokens.trader)).msg).toBe(
      '授信额度的审批状态由审批操作决定，不能直接修改',
    );
  });
});
