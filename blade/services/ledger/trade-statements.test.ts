import { useTestServer } from '../../testing/test-server';
import { journey, listings } from '../../testing/trade-journey';
import { statementInvariants } from './trade-statements';
import { tradeInvariants } from './trade-invariants';

/**
 * The monthly statements of account (对账单) are the ledger's sums: read through the statement screen's list after
 * each money step of a trade, and checked against the entries for every seeded buyer.
 */
const server = useTestServer();
const trade = journey(server);
const BUYER = '哈尔滨金谷粮油有限公司';

const statements = async (period: string) => {
  const records = (
    await server.getJson(`/blade-tradePort/financialStatements/list?customerName=${encodeURIComponent(BUYER)}&period=${period}&size=50`)
  ).data.records as Record<string, any>[];
  const ledger = records.filter((record) => String(record.statementNo).startsWith('LD'));
  return { goods: ledger.find((record) => record.statementType === 1), deposit: ledger.find((record) => record.statementType === 2) };
};

describe('statements of account from the ledger', () => {
  it('the seeded buyers’ statements equal their ledger sums', () => {
    const parties = server.db.prepare("SELECT DISTINCT tenant_id, party_name FROM tp_ledger_entry WHERE domain = 'trade'").all() as {
      tenant_id: string;
      party_name: string;
    }[];
    expect(parties.length).toBeGreaterThan(3);
    for (const party of parties) expect(statementInvariants(server.db, party.tenant_id, party.party_name)).toEqual([]);
  });

  it('a deposit, a payment and its reversal move this month’s statements by their amounts', async () => {
    const listing = listings(server, 2).find((candidate) => candidate.stock >= Math.max(60, candidate.min))!;
    const order = await trade.signedOrder(listing, Math.max(60, listing.min));
    const period = trade.today().slice(0, 7);
    const before = await statements(period);
    const base = {
      goods: {
        increase: before.goods?.increaseAmount ?? 0,
        decrease: before.goods?.decreaseAmount ?? 0,
        closing: before.goods?.closingBalance ?? 0,
      },
      deposit: { increase: before.deposit?.increaseAmount ?? 0, closing: before.deposit?.closingBalance ?? 0 },
    };
    expect((await trade.money('registerDeposit', order.orderNo, order.depositAmount)).success).toBe(true);
    expect((await trade.money('registerPayment', order.orderNo, 10_000)).success).toBe(true);
    let now = await statements(period);
    expect(now.deposit).toMatchObject({
      increaseAmount: base.deposit.increase + order.depositAmount,
      closingBalance: base.deposit.closing + order.depositAmount,
    });
    expect(now.goods).toMatchObject({ decreaseAmount: base.goods.decrease + 10_000, closingBalance: base.goods.closing - 10_000 });
    expect(now.goods!.openingBalance + now.goods!.increaseAmount - now.goods!.decreaseAmount).toBeCloseTo(now.goods!.closingBalance, 2);

    // A statement already confirmed that a reversal changes reads 有差异.
    server.db.prepare('UPDATE tp_financialstatements SET reconcile_status = 1 WHERE id = ?').run(now.goods!.id);
    const payment = (await server.getJson(`/blade-tradePort/order/ledger?orderNo=${order.orderNo}`)).data.entries.find(
      (entry: any) => entry.entryType === 'payment',
    );
    expect(
      (await trade.post('/blade-tradePort/order/reverseEntry', { orderNo: order.orderNo, entryId: payment.id, reason: '银行退票' }))
        .success,
    ).toBe(true);
    now = await statements(period);
    expect(now.goods).toMatchObject({
      decreaseAmount: base.goods.decrease,
      closingBalance: base.goods.closing,
      reconcileStatus: 2,
      remark: '确认后有补记分录，请重新对账',
    });
    expect(tradeInvariants(server.db, '000000', order.orderNo)).toEqual([]);
  });
});
