import type { Db } from '../../db/open';
import { QUALITY_SPECS, productByKey } from './catalog';
import { LISTINGS, TENANT_B_LISTINGS } from './goods';
import { idSequence, insertRows, round2, type Row } from './support';

/** Bagged grain costs this much more per tonne than bulk (bags, filling, stacking). */
export const BAG_SURCHARGE = 30;
/** Listings with at least this much left are offered in bulk and bagged lots; smaller ones in one lot. */
const SPLIT_FROM_TONNES = 1000;

const skuId = idSequence(79, 600);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The seeded listings' SKUs (tp_product rows with goods_id, as saveGoodsAndProduct writes them), so an
 * order can pick a lot: consistent with each listing, whose grid figures follow its SKUs (lowest price =
 * the listing's unit price, total stock = what is still available). The quality specification values
 * are the product's; a large listing is split 60/40 into a bulk lot at the listed price and a bagged
 * lot BAG_SURCHARGE dearer.
 */
export function seedGoodsSkus(db: Db): Record<string, number> {
  const available = new Map(
    (
      db.prepare('SELECT id, available_quantity AS left, unit_price AS price FROM tp_goods').all() as {
        id: string;
        left: number | null;
        price: number | null;
      }[]
    ).map((row) => [row.id, row]),
  );
  const rows: Row[] = [...LISTINGS, ...TENANT_B_LISTINGS].flatMap((listing) => {
    const goods = available.get(listing.id);
    if (!goods) return [];
    const left = round3(goods.left ?? 0);
    const price = goods.price ?? listing.unitPrice;
    const catalog = listing.tenantId === '000000' ? productByKey(listing.product.key) : null;
    const specs = catalog ? (QUALITY_SPECS[catalog.category] ?? []) : [];
    const specValues = JSON.stringify(Object.fromEntries(specs.map(([, name], index) => [name, catalog!.quality[index] ?? ''])));
    const lot = (suffix: string, label: string, lotPrice: number, stock: number): Row => ({
      id: skuId(),
      tenant_id: listing.tenantId,
      goods_id: listing.id,
      category_id: listing.categoryId,
      sku: `${listing.no}-${suffix}`,
      product_code: `${listing.no}-${suffix}`,
      product_name: `${listing.name} ${label}`,
      variety: catalog?.variety ?? '',
      grade: listing.product.grade,
      origin: catalog?.origin ?? '',
      harvest_year: catalog?.harvestYear ?? '2025',
      packaging: suffix === 'BAG' ? 2 : 1,
      unit: 1,
      spec_values: specValues,
      price: round2(lotPrice),
      stock,
      create_time: listing.createTime,
    });
    if (left < SPLIT_FROM_TONNES) return [lot('BULK', '散装', price, left)];
    const bulk = round3(Math.round(left * 0.6));
    return [lot('BULK', '散装', price, bulk), lot('BAG', '袋装', price + BAG_SURCHARGE, round3(left - bulk))];
  });
  return { 'tp_product (listing SKUs)': insertRows(db, 'tp_product', rows) };
}
