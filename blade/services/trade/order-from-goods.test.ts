import { json, useTestServer } from '../../testing/test-server';

// An order with SKU lines on a listed goods: totals, stock, refusals, button code and tenant.
const server = useTestServer();
type Listing = { id: string; goods_no: string; min: number; available: number; ratio: number };
let listing: Listing;
let skus: { id: string; price: number; stock: number }[];

beforeAll(() => {
  listing = server.db
    .prepare(`SELECT id, goods_no, min_order_quantity AS min, available_quantity AS available, deposit_ratio AS ratio FROM tp_goods
    WHERE tenant_id = '000000' AND on_sale = 1 AND goods_status = 2 AND available_quantity >= 1000 AND is_deleted = 0 LIMIT 1`)
    .get() as Listing;
  skus = server.db.prepare('SELECT id, price, stock FROM tp_product WHERE goods_id = ? ORDER BY sku DESC').all(listing.id) as typeof skus;
});

const save = (body: unknown, token = server.admin) => server.post('/blade-tradePort/order/saveOrderAndDetail', token, body);

describe('saveOrderAndDetail', () => {
  it('creates a pending order whose quantity and amount add up its lines and takes the stock', async () => {
    const body = await json(
      await save({
        goodsId: listing.id,
        buyerName: '哈尔滨金谷粮油有限公司',
        lines: [
          { productId: skus[0].id, quantity: 60.5, unitPrice: skus[0].price },
          { productId: skus[1].id, quantity: 40, unitPrice: 2222.22 },
        ],
        priceReason: '大客户议价',
      }),
    );
    expect(body.success).toBe(true);
    const amount = Math.round((60.5 * skus[0].price + 40 * 2222.22) * 100) / 100;
    expect(body.data).toMatchObject({
      goodsId: listing.id,
      quantity: 100.5,
      amount,
      orderStatus: 0,
      depositAmount: Math.round(amount * listing.ratio) / 100,
    });
    expect(body.data.orderNo).toMatch(/^DD\d{18}$/);
    const lines = (await json(await server.get(`/blade-tradePort/orderdetail/detailByOrderNo?orderNo=${body.data.orderNo}`, server.admin)))
      .data;
    expect(lines.map((row: any) => [row.productId, row.quantity, row.amount])).toEqual(
      expect.arrayContaining([
        [skus[0].id, 60.5, Math.round(60.5 * skus[0].price * 100) / 100],
        [skus[1].id, 40, 88888.8],
      ]),
    );
    // The negotiated line names its listed price, who approved the other and why.
    expect(lines.find((row: any) => row.productId === skus[1].id).remark).toBe(
      `议价 ${skus[1].price}→2222.22 元/吨，管理员（admin） 批准: 大客户议价`,
    );
    expect(lines.find((row: any) => row.productId === skus[0].id).remark).toBe('');
    const after = server.db.prepare('SELECT available_quantity AS available FROM tp_goods WHERE id = ?').get(listing.id) as {
      available: number;
    };
    expect(after.available).toBeCloseTo(listing.available - 100.5, 3);
    expect((server.db.prepare('SELECT stock FROM tp_product WHERE id = ?').get(skus[1].id) as { stock: number }).stock).toBeCloseTo(
      skus[1].stock - 40,
      3,
    );
  });

  it('a cancelled order gives its tonnes back to the listing and its SKUs, and withdraws its contract from signing', async () => {
    const stock = () => (server.db.prepare('SELECT stock FROM tp_product WHERE id = ?').get(skus[0].id) as { stock: number }).stock;
    const available = () =>
      (server.db.prepare('SELECT available_quantity AS n FROM tp_goods WHERE id = ?').get(listing.id) as { n: number }).n;
    const [stockBefore, availableBefore] = [stock(), available()];
    const quantity = Math.max(30, listing.min);
    const placed = (
      await json(
        await save({
          goodsId: listing.id,
          buyerName: '哈尔滨金谷粮油有限公司',
          lines: [{ productId: skus[0].id, quantity, unitPrice: skus[0].price }],
        }),
      )
    ).data;
    expect(stock()).toBeCloseTo(stockBefore - quantity, 3);
    const post = async (path: string, body?: unknown) => json(await server.post(path, server.admin, body));
    expect((await post(`/blade-tradePort/orderdetail/confirmation?orderNo=${placed.orderNo}`)).success).toBe(true);
    const contract = (await post(`/blade-tradePort/order/generateContract?orderNo=${placed.orderNo}&type=1`)).data;
    expect(contract).toMatchObject({ signStatus: 1 });
    expect((await post('/blade-tradePort/order/submit', { id: placed.id, orderStatus: 8, cancelReason: '买方撤单' })).success).toBe(true);
    expect([stock(), available()]).toEqual([stockBefore, availableBefore]);
    expect(server.db.prepare('SELECT sign_status, contract_status FROM tp_ordercontract WHERE order_no = ?').get(placed.orderNo)).toEqual({
      sign_status: 5,
      contract_status: 0,
    });
  });

  it('an edit of the listing after an order keeps what was listed: the tonnes sold stay counted', async () => {
    const figures = () =>
      server.db.prepare('SELECT total_quantity AS total, available_quantity AS available FROM tp_goods WHERE id = ?').get(listing.id) as {
        total: number;
        available: number;
      };
    const before = figures();
    const quantity = Math.max(20, listing.min);
    expect(
      (
        await json(
          await save({
            goodsId: listing.id,
            buyerName: '哈尔滨金谷粮油有限公司',
            lines: [{ productId: skus[1].id, quantity, unitPrice: skus[1].price }],
          }),
        )
      ).success,
    ).toBe(true);
    const sku = server.db.prepare('SELECT price FROM tp_product WHERE id = ?').get(skus[1].id) as { price: number };
    expect(
      (await json(await server.post('/blade-tradePort/product/updateSku', server.admin, { id: skus[1].id, price: sku.price }))).success,
    ).toBe(true);
    expect(figures().total).toBeCloseTo(before.total, 3);
    expect(figures().available).toBeCloseTo(before.available - quantity, 3);
  });

  it('refuses what cannot be ordered, in Blade envelopes, and changes nothing', async () => {
    const refuse = async (body: unknown, msg: string | RegExp) => {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect((await json(response)).msg).toMatch(msg);
    };
    const ok = { productId: skus[0].id, quantity: 200 };
    // The price is the listing's: a different one is a negotiation with its reason (1 元/t against 2,450 was accepted before).
    await refuse(
      { goodsId: listing.id, buyerName: 'x', lines: [{ ...ok, unitPrice: 1 }] },
      `挂牌价 ${skus[0].price} 元/吨，议价 1 元/吨须填写议价说明`,
    );
    await refuse({ goodsId: listing.id, buyerName: 'x', lines: [] }, '请至少添加一条明细');
    await refuse({ goodsId: listing.id, buyerName: '', lines: [ok] }, '请输入买方');
    await refuse({ goodsId: listing.id, buyerName: 'x', lines: [{ ...ok, quantity: 0 }] }, '数量必须大于0');
    await refuse({ goodsId: listing.id, buyerName: 'x', lines: [ok, ok] }, '同一SKU只能添加一次');
    await refuse({ goodsId: listing.id, buyerName: 'x', lines: [{ ...ok, quantity: 1e5 }] }, /库存不足/);
    await refuse({ goodsId: listing.id, buyerName: 'x', lines: [{ ...ok, quantity: Math.max(0.5, listing.min - 1) }] }, /起订量/);
    const other = server.db
      .prepare("SELECT id FROM tp_product WHERE goods_id <> ? AND goods_id <> '' AND tenant_id = '000000' LIMIT 1")
      .get(listing.id) as { id: string };
    await refuse({ goodsId: listing.id, buyerName: 'x', lines: [{ ...ok, productId: other.id }] }, 'SKU不属于该商品');
    const offSale = server.db.prepare("SELECT id FROM tp_goods WHERE tenant_id = '000000' AND on_sale = 0 LIMIT 1").get() as { id: string };
    await refuse({ goodsId: offSale.id, buyerName: 'x', lines: [ok] }, /未上架/);
  });

  it('needs the add button and stays inside the tenant', async () => {
    const boss = (await server.login('boss')).access_token;
    expect((await save({ goodsId: listing.id, buyerName: 'x', lines: [] }, boss)).status).toBe(403);
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    expect(
      (
        await json(
          await save({ goodsId: listing.id, buyerName: 'x', lines: [{ productId: skus[0].id, quantity: 200, unitPrice: 1 }] }, other),
        )
      ).msg,
    ).toBe('商品不存在');
  });
});
