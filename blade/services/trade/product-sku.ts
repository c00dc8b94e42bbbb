import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { requireCode } from '../../crud/permissions';
import { firstIssue, skuSchema } from './goods-schema';
import { missingForSale } from './goods-completeness';
import { setListingTotals } from './goods-product';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

const updateSkuSchema = skuSchema.extend({ id: z.union([z.string(), z.number()], { error: BLADE_MESSAGES.missingId }).transform(String) });

// POST /blade-tradePort/product/updateSku {id, sku?, specValues?, price?, stock?} — one SKU's code, specs, price and stock.
export function updateSku(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'product_sku');
  const parsed = updateSkuSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(firstIssue(parsed.error));
  const { id, sku, specValues, price, stock } = parsed.data;
  const tenantId = ctx.user?.tenantId ?? '';
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare('SELECT id, goods_id FROM tp_product WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(id, tenantId) as
      | { id: string; goods_id: string | null }
      | undefined;
    if (!row) throw new ServiceError('SKU不存在或已删除');
    const values: Record<string, unknown> = {};
    if (sku !== undefined && sku !== null) values.sku = sku;
    if (specValues !== undefined && specValues !== null) values.spec_values = JSON.stringify(specValues);
    if (price !== undefined) values.price = price;
    if (stock !== undefined) values.stock = stock;
    values.update_user = ctx.user?.userId ?? '';
    values.update_time = formatDateTime();
    const keys = Object.keys(values);
    ctx.db
      .prepare(`UPDATE tp_product SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE id = ?`)
      .run(...keys.map((key) => values[key]), id);
    if (row.goods_id) refreshListing(ctx, row.goods_id);
    return R.status(true);
  })();
}

/** The listing follows its SKUs: totals, lowest price; one left without price or stock goes off sale. */
function refreshListing(ctx: Context, goodsId: string) {
  const tenantId = ctx.user?.tenantId ?? '';
  const skus = ctx.db
    .prepare('SELECT sku, price, stock FROM tp_product WHERE goods_id = ? AND tenant_id = ? AND is_deleted = 0')
    .all(goodsId, tenantId) as { sku: string; price: number | null; stock: number | null }[];
  const stock = skus.reduce((sum, sku) => sum + (sku.stock ?? 0), 0);
  const prices = skus.map((sku) => sku.price ?? 0).filter((price) => price > 0);
  setListingTotals(ctx.db, goodsId, stock, prices.length ? Math.min(...prices) : null);
  const skuGaps = missingForSale({ goodsName: 'x', categoryId: 'x', images: ['x'], products: skus });
  if (skuGaps.length > 0) ctx.db.prepare('UPDATE tp_goods SET on_sale = 0, goods_status = 3 WHERE id = ? AND on_sale = 1').run(goodsId);
}
