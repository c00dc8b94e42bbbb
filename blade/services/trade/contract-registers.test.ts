import { useTestServer } from '../../testing/test-server';
import { journey, listings } from '../../testing/trade-journey';

/**
 * A contract generated for an order is registered in 合同管理 (tp_contract) and 电子合同 (tp_contracts), read back
 * through their list endpoints, and follows the order and its signing: 待签署, 签署中, 已生效, 已作废 when refused,
 * a new sign task replacing the old one, 已终止 when the signed order is cancelled.
 */
const server = useTestServer();
const trade = journey(server);
const TP = '/blade-tradePort';

const registered = async (contractNo: string) => ({
  contract: (await server.getJson(`${TP}/contract/list?contractNo=${contractNo}`)).data.records as Record<string, any>[],
  tasks: (await server.getJson(`${TP}/contracts/list?contractNo=${contractNo}&size=50`)).data.records as Record<string, any>[],
});

async function linkOf(contractId: string, actorId: string) {
  const url = (await server.getJson(`${TP}/ordercontract/getShortUrl?id=${contractId}&actorId=${encodeURIComponent(actorId)}`))
    .data as string;
  return url.replace(/^\/esign\/sign\//, '');
}
const esign = (what: 'sign' | 'refuse', token: string, reason?: string) =>
  fetch(`${server.base}/fasc/esign/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, reason }),
  });

describe('contract registers', () => {
  it('a generated contract appears in 合同管理 and 电子合同 and follows its signing, a refusal and a new sign task', async () => {
    const listing = listings(server, 2).find((candidate) => candidate.stock >= Math.max(50, candidate.min))!;
    const order = await trade.ok(`${TP}/order/saveOrderAndDetail`, {
      goodsId: listing.id,
      buyerName: '哈尔滨金谷粮油有限公司',
      lines: [{ productId: listing.sku, quantity: Math.max(50, listing.min) }],
    });
    await trade.ok(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`);
    const first = await trade.ok(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
    let seen = await registered(first.contractNo);
    expect(seen.contract).toHaveLength(1);
    expect(seen.contract[0]).toMatchObject({
      orderNo: order.orderNo,
      contractStatus: 1,
      signStatus: 1,
      partyAName: first.partyAName,
      partyBName: first.partyBName,
      amount: first.amount,
      contractType: 1,
    });
    expect(seen.tasks).toEqual([
      expect.objectContaining({
        signTaskId: first.signTaskId,
        signStatus: 1,
        signedCount: 0,
        signerCount: 2,
        contractId: seen.contract[0].id,
      }),
    ]);

    // The buyer refuses: both registers read it void.
    expect((await esign('refuse', await linkOf(first.id, '乙方'), '单价有误')).status).toBe(200);
    seen = await registered(first.contractNo);
    expect(seen.contract[0]).toMatchObject({ contractStatus: 7, signStatus: 4 });
    expect(seen.contract[0].remark).toContain('拒签: 单价有误');
    expect(seen.tasks[0]).toMatchObject({ signStatus: 4 });

    // Generated again: one contract in 合同管理, a second sign task in 电子合同; both parties sign and it is in force.
    const second = await trade.ok(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
    expect((await esign('sign', await linkOf(second.id, '甲方'))).status).toBe(200);
    seen = await registered(first.contractNo);
    expect(seen.contract).toHaveLength(1);
    expect(seen.contract[0]).toMatchObject({ contractStatus: 2, signStatus: 2 });
    expect(seen.tasks.find((task) => task.signTaskId === second.signTaskId)).toMatchObject({ signStatus: 2, signedCount: 1 });
    expect((await esign('sign', await linkOf(second.id, '乙方'))).status).toBe(200);
    seen = await registered(first.contractNo);
    const today = trade.today();
    expect(seen.contract[0]).toMatchObject({ contractStatus: 3, signStatus: 3, signDate: today, effectiveDate: today });
    expect(seen.tasks).toHaveLength(2);
    expect(seen.tasks.find((task) => task.signTaskId === second.signTaskId)).toMatchObject({ signStatus: 3, signedCount: 2 });

    // Cancelled after signing: the contract is terminated in both registers' terms, with the reason.
    expect((await trade.money('registerDeposit', order.orderNo, 100)).success).toBe(true);
    expect((await trade.cancel(order.orderNo, '双方协商解除', 'refund')).success).toBe(true);
    seen = await registered(first.contractNo);
    expect(seen.contract[0]).toMatchObject({ contractStatus: 6, signStatus: 3, remark: '订单取消: 双方协商解除' });
  });

  it('a contract withdrawn unsigned with its cancelled order reads 已作废 and 已撤销', async () => {
    const listing = listings(server, 2).find((candidate) => candidate.stock >= Math.max(50, candidate.min))!;
    const order = await trade.ok(`${TP}/order/saveOrderAndDetail`, {
      goodsId: listing.id,
      buyerName: '哈尔滨金谷粮油有限公司',
      lines: [{ productId: listing.sku, quantity: Math.max(50, listing.min) }],
    });
    await trade.ok(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`);
    const contract = await trade.ok(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
    expect((await trade.cancel(order.orderNo, '买方放弃')).success).toBe(true);
    const seen = await registered(contract.contractNo);
    expect(seen.contract[0]).toMatchObject({ contractStatus: 7, signStatus: 5, remark: '订单取消: 买方放弃' });
    expect(seen.tasks[0]).toMatchObject({ signStatus: 5 });
  });
});
