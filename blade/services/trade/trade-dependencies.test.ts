import { useTestServer } from '../../testing/test-server';
import { journey, listings } from '../../testing/trade-journey';

/**
 * What other records still depend on: a listing named by an open order can only be taken off sale, and a supply or
 * demand post cannot be published past its date and stops being published once its date has passed.
 */
const server = useTestServer();
const trade = journey(server);
const row = (sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as Record<string, any>;
const SD = '/blade-supplyDemand/supplyDemand';

describe('a listing with open orders', () => {
  it('cannot be deleted: goods/remove is refused naming the order and offering 下架, and nothing changes', async () => {
    const openOrders = (goodsId: string) =>
      row('SELECT COUNT(*) AS n FROM tp_order WHERE goods_id = ? AND is_deleted = 0 AND order_status NOT IN (7, 8, 9)', goodsId)
        .n as number;
    const listing = listings(server, 2).find(
      (candidate) => candidate.stock >= Math.max(60, candidate.min) && openOrders(candidate.id) === 0,
    )!;
    const order = await trade.signedOrder(listing, Math.max(60, listing.min));
    const goods = row('SELECT goods_no, goods_name FROM tp_goods WHERE id = ?', listing.id);
    const refused = await server.postJson(`/blade-tradePort/goods/remove?ids=${listing.id}`);
    expect(refused.success).toBe(false);
    expect(refused.msg).toContain(`挂牌商品 ${goods.goods_no}（${goods.goods_name}）尚有未完结订单`);
    expect(refused.msg).toContain(order.orderNo);
    expect(refused.msg).toContain('请使用「下架」');
    expect(row('SELECT is_deleted, on_sale FROM tp_goods WHERE id = ?', listing.id)).toEqual({ is_deleted: 0, on_sale: 1 });
    // 下架 works and still refuses the deletion while the order runs; once it is cancelled the listing may go.
    expect((await server.postJson('/blade-tradePort/goods/goodsOnSale', { id: listing.id, onSale: 0 })).success).toBe(true);
    expect((await server.postJson(`/blade-tradePort/goods/remove?ids=${listing.id}`)).msg).toContain('该商品已下架，订单完结后方可删除');
    expect((await trade.cancel(order.orderNo, '买方放弃', 'refund')).success).toBe(true);
    expect((await server.postJson(`/blade-tradePort/goods/remove?ids=${listing.id}`)).success).toBe(true);
    expect(row('SELECT is_deleted FROM tp_goods WHERE id = ?', listing.id).is_deleted).toBe(1);
  });

  it('a listing without orders is deleted as before', async () => {
    const free = row(`SELECT g.id FROM tp_goods g WHERE g.tenant_id = '000000' AND g.is_deleted = 0
      AND NOT EXISTS (SELECT 1 FROM tp_order o WHERE o.goods_id = g.id AND o.is_deleted = 0 AND o.order_status NOT IN (7, 8, 9)) LIMIT 1`);
    expect((await server.postJson(`/blade-tradePort/goods/remove?ids=${free.id}`)).success).toBe(true);
    expect(row('SELECT is_deleted FROM tp_goods WHERE id = ?', free.id).is_deleted).toBe(1);
  });
});

describe('supply and demand posts expire on their date', () => {
  const yesterday = () => new Date(Date.now() + 8 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);
  const nextMonth = () => new Date(Date.now() + 8 * 3600_000 + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const count = () => row('SELECT COUNT(*) AS n FROM tp_supplydemand').n as number;

  it('cannot be saved as 已发布 with an expiry in the past, as new or by an edit; nothing is written', async () => {
    const before = count();
    const refused = await server.postJson(`${SD}/submit`, {
      title: '供应2019年玉米',
      sdType: 1,
      variety: 2,
      quantity: 800,
      validUntil: '2020-03-31',
      sdStatus: 1,
    });
    expect(refused.msg).toBe('有效期 2020-03-31 已过，不能发布；请先把有效期改到今天或以后');
    expect(count()).toBe(before);
    // Saved as 待审核 it may carry the past date; publishing it is refused until the date moves.
    expect(
      (
        await server.postJson(`${SD}/submit`, {
          title: '供应2019年玉米',
          sdType: 1,
          variety: 2,
          quantity: 800,
          validUntil: '2020-03-31',
          sdStatus: 0,
        })
      ).success,
    ).toBe(true);
    const post = row("SELECT id FROM tp_supplydemand WHERE title = '供应2019年玉米'");
    expect((await server.postJson(`${SD}/submit`, { id: post.id, sdStatus: 1 })).msg).toContain('有效期 2020-03-31 已过');
    expect(row('SELECT sd_status FROM tp_supplydemand WHERE id = ?', post.id).sd_status).toBe(0);
    expect((await server.postJson(`${SD}/submit`, { id: post.id, sdStatus: 1, validUntil: nextMonth() })).success).toBe(true);
    expect(row('SELECT sd_status FROM tp_supplydemand WHERE id = ?', post.id).sd_status).toBe(1);
  });

  it('a published post whose date has passed reads 已过期 in the list, its filter and its detail, and its next write stores it', async () => {
    expect(
      (
        await server.postJson(`${SD}/submit`, {
          title: '求购大豆300吨',
          sdType: 2,
          variety: 3,
          quantity: 300,
          validUntil: nextMonth(),
          sdStatus: 1,
        })
      ).success,
    ).toBe(true);
    const post = row("SELECT id FROM tp_supplydemand WHERE title = '求购大豆300吨'");
    // The date passes (written straight to the row, as time would).
    server.db.prepare('UPDATE tp_supplydemand SET valid_until = ? WHERE id = ?').run(yesterday(), post.id);
    const published = (await server.getJson(`${SD}/list?sdStatus=1&size=100`)).data.records as { id: string }[];
    expect(published.map((record) => record.id)).not.toContain(post.id);
    expect((await server.getJson(`${SD}/detail?id=${post.id}`)).data.sdStatus).toBe(5);
    const expired = (await server.getJson(`${SD}/list?sdStatus=5&size=100`)).data.records as { id: string; validUntil: string }[];
    expect(expired.map((record) => record.id)).toContain(post.id);
    expect(expired.every((record) => record.validUntil < nextMonth())).toBe(true);
    // Reads wrote nothing; the post's next write stores the state it reads, and it cannot be published again as it is.
    expect(row('SELECT sd_status FROM tp_supplydemand WHERE id = ?', post.id).sd_status).toBe(1);
    expect((await server.postJson(`${SD}/submit`, { id: post.id, description: '到期未成交' })).success).toBe(true);
    expect(row('SELECT sd_status FROM tp_supplydemand WHERE id = ?', post.id).sd_status).toBe(5);
    expect((await server.postJson(`${SD}/submit`, { id: post.id, sdStatus: 1 })).msg).toContain('已过，不能发布');
  });
});
