import { json, useTestServer } from '../../testing/test-server';

// saveGoodsAndProduct / updateGoodsAndProduct / goodsDetail / goodsOnSale / updateSku / tbspecification by category, over HTTP.
const server = useTestServer();
let corn: string;
let cornChild: string;

beforeAll(async () => {
  corn = (server.db.prepare("SELECT id FROM tp_category WHERE category_code = 'LS-YM' AND tenant_id = '000000'").get() as { id: string })
    .id;
  // A sub-category without its own specifications inherits corn's.
  const created = await server.post('/blade-tradePort/category', server.admin, {
    parentId: corn,
    categoryName: '黄玉米(测试)',
    categoryCode: 'LS-YM-T',
    isShow: 1,
  });
  expect((await json(created)).success).toBe(true);
  cornChild = (server.db.prepare("SELECT id FROM tp_category WHERE category_code = 'LS-YM-T'").get() as { id: string }).id;
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  goodsNo: 'GT-0001',
  goodsName: '测试黄玉米',
  sellerName: '黑龙江北大荒粮食集团有限公司',
  categoryId: cornChild,
  origin: '黑龙江哈尔滨',
  harvestYear: '2025',
  qualityIndices: { moisture: 14, testWeight: 710, impurity: 0.8, imperfectKernel: 4.5, mouldyKernel: 1.2, grade: '2' },
  products: [
    { sku: 'A', specValues: { 容重: '≥710' }, price: 2210.5, stock: 120.125 },
    { sku: 'B', specValues: { 容重: '≥690' }, price: null, stock: 80 },
  ],
  gallery: [],
  ...overrides,
});

describe('goods with products', () => {
  let id: string;

  it('lists the specifications of a category, inherited by a sub-category', async () => {
    const own = await json(await server.get(`/blade-tradePort/tbspecification/category/${corn}`, server.admin));
    expect(own.data.map((row: any) => row.specName)).toEqual(['容重', '不完善粒', '生霉粒', '杂质', '水分']);
    const inherited = await json(await server.get(`/blade-tradePort/tbspecification/category/${cornChild}`, server.admin));
    expect(inherited.data).toEqual(own.data);
    expect((await server.get(`/blade-tradePort/tbspecification/category/${corn}`)).status).toBe(401);
  });

  it('saves a listing with its SKUs in one go and reads it back', async () => {
    const saved = await json(await server.post('/blade-tradePort/goods/saveGoodsAndProduct', server.admin, listing()));
    expect(saved.success).toBe(true);
    id = saved.data;
    const detail = (await json(await server.post(`/blade-tradePort/goods/goodsDetail?id=${id}`, server.admin))).data;
    expect(detail).toMatchObject({
      goodsNo: 'GT-0001',
      categoryId: cornChild,
      origin: '黑龙江哈尔滨',
      harvestYear: '2025',
      onSale: 0,
      goodsStatus: 0,
      totalQuantity: 200.125,
      unitPrice: 2210.5,
    });
    expect(detail.qualityIndices).toEqual({
      moisture: 14,
      testWeight: 710,
      impurity: 0.8,
      imperfectKernel: 4.5,
      mouldyKernel: 1.2,
      grade: '2',
    });
    expect(detail.products.map((sku: any) => [sku.sku, sku.price, sku.stock, sku.specValues])).toEqual([
      ['A', 2210.5, 120.125, { 容重: '≥710' }],
      ['B', null, 80, { 容重: '≥690' }],
    ]);
  });

  it('refuses invalid bodies with Blade’s 400 and writes nothing', async () => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM tp_product').get() as { n: number }).n;
    const tooPrecise = await server.post(
      '/blade-tradePort/goods/saveGoodsAndProduct',
      server.admin,
      listing({ goodsNo: 'GT-0002', products: [{ sku: 'A', price: 1.234, stock: 1 }] }),
    );
    expect(tooPrecise.status).toBe(400);
    expect((await json(tooPrecise)).msg).toBe('价格最多2位小数');
    const duplicate = await server.post('/blade-tradePort/goods/saveGoodsAndProduct', server.admin, listing());
    expect((await json(duplicate)).msg).toBe('当前商品编号已存在!');
    const sameSku = await server.post(
      '/blade-tradePort/goods/saveGoodsAndProduct',
      server.admin,
      listing({ goodsNo: 'GT-0003', products: [{ sku: 'A' }, { sku: 'A' }] }),
    );
    expect((await json(sameSku)).msg).toBe('SKU编码不能重复');
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM tp_product').get() as { n: number }).n).toBe(before);
  });

  it('refuses to put an incomplete listing on sale, naming what is missing', async () => {
    const refused = await server.post('/blade-tradePort/goods/goodsOnSale', server.admin, { id });
    expect(refused.status).toBe(400);
    expect((await json(refused)).msg).toBe('商品信息不完整，无法上架，缺少：商品图片、SKU B 的价格');
  });

  it('puts it on sale once complete, keeping SKU ids on update', async () => {
    const detail = (await json(await server.post(`/blade-tradePort/goods/goodsDetail?id=${id}`, server.admin))).data;
    const products = detail.products.map((sku: any) => ({
      id: sku.id,
      sku: sku.sku,
      specValues: sku.specValues,
      price: sku.price ?? 2190,
      stock: sku.stock,
    }));
    const updated = await json(
      await server.post('/blade-tradePort/goods/updateGoodsAndProduct', server.admin, {
        ...listing(),
        id,
        products,
        gallery: ['/oss/a.jpg', '/oss/b.jpg'],
      }),
    );
    expect(updated.success).toBe(true);
    const after = (await json(await server.post(`/blade-tradePort/goods/goodsDetail?id=${id}`, server.admin))).data;
    expect(after.products.map((sku: any) => sku.id)).toEqual(detail.products.map((sku: any) => sku.id));
    expect(after.gallery).toEqual(['/oss/a.jpg', '/oss/b.jpg']);
    expect(after.images).toBe('/oss/a.jpg,/oss/b.jpg');
    expect((await json(await server.post('/blade-tradePort/goods/goodsOnSale', server.admin, { id }))).success).toBe(true);
    const row = (await json(await server.get(`/blade-tradePort/goods/detail?id=${id}`, server.admin))).data;
    expect(row).toMatchObject({ onSale: 1, goodsStatus: 2, unitPrice: 2190 });
  });

  it('updates one SKU; a SKU left without stock takes the listing off sale', async () => {
    const skuId = (await json(await server.post(`/blade-tradePort/goods/goodsDetail?id=${id}`, server.admin))).data.products[0].id;
    expect(
      (await json(await server.post('/blade-tradePort/product/updateSku', server.admin, { id: skuId, price: '2300.00', stock: 50 })))
        .success,
    ).toBe(true);
    let row = (await json(await server.get(`/blade-tradePort/goods/detail?id=${id}`, server.admin))).data;
    expect(row).toMatchObject({ onSale: 1, totalQuantity: 130, unitPrice: 2190 });
    expect((await json(await server.post('/blade-tradePort/product/updateSku', server.admin, { id: skuId, stock: 0 }))).success).toBe(true);
    row = (await json(await server.get(`/blade-tradePort/goods/detail?id=${id}`, server.admin))).data;
    expect(row).toMatchObject({ onSale: 0, goodsStatus: 3 });
  });

  it('keeps listings inside the tenant and behind the button codes', async () => {
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    expect((await json(await server.post(`/blade-tradePort/goods/goodsDetail?id=${id}`, other))).data).toEqual({});
    expect((await json(await server.post('/blade-tradePort/goods/goodsOnSale', other, { id }))).msg).toBe('商品不存在或已删除');
    const boss = (await server.login('boss')).access_token;
    expect((await server.post('/blade-tradePort/goods/goodsOnSale', boss, { id })).status).toBe(403);
    expect((await server.post('/blade-tradePort/goods/saveGoodsAndProduct', boss, listing({ goodsNo: 'GT-9' }))).status).toBe(403);
  });
});
