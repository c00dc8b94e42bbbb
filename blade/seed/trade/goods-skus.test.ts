import { json, useTestServer } from '../../testing/test-server';

// Seeded listings carry SKUs consistent with their grid figures, as saveGoodsAndProduct would leave them.
const server = useTestServer();

type Totals = { id: string; goods_no: string; available: number; price: number; stock: number | null; lowest: number | null; skus: number };

describe('seeded listing SKUs', () => {
  it('give every listing lots whose stock adds up to what is available and whose lowest price is the listed one', () => {
    const rows = server.db
      .prepare(`
      SELECT g.id, g.goods_no, g.available_quantity AS available, g.unit_price AS price,
             SUM(p.stock) AS stock, MIN(p.price) AS lowest, COUNT(p.id) AS skus
      FROM tp_goods g LEFT JOIN tp_product p ON p.goods_id = g.id AND p.is_deleted = 0 AND p.tenant_id = g.tenant_id
      WHERE g.is_deleted = 0 GROUP BY g.id`)
      .all() as Totals[];
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect({ no: row.goods_no, skus: row.skus > 0 }).toEqual({ no: row.goods_no, skus: true });
      expect(Math.abs((row.stock ?? 0) - row.available)).toBeLessThan(0.001);
      expect(row.lowest).toBe(row.price);
    }
    // Large listings come in a bulk and a dearer bagged lot.
    expect(rows.some((row) => row.skus === 2)).toBe(true);
  });

  it('are what the goods-add screen loads for a listing', async () => {
    const listing = server.db
      .prepare("SELECT id, goods_no FROM tp_goods WHERE tenant_id = '000000' AND available_quantity >= 1000 AND is_deleted = 0 LIMIT 1")
      .get() as { id: string; goods_no: string };
    const detail = (await json(await server.post(`/blade-tradePort/goods/goodsDetail?id=${listing.id}`, server.admin))).data;
    expect(detail.products.map((sku: any) => sku.sku)).toEqual([`${listing.goods_no}-BULK`, `${listing.goods_no}-BAG`]);
    expect(detail.products[1].price - detail.products[0].price).toBe(30);
    expect(Object.keys(detail.products[0].specValues).length).toBeGreaterThan(0);
  });
});
