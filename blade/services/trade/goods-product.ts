import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import type { Db } from '../../db/open';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { hasCode, requireCode } from '../../crud/permissions';
import { assertStorageLinks } from '../../crud/link-columns';
import { columnsFromBody, toVO } from '../../crud/row-codec';
import { allColumns, AUDIT_COLUMNS } from '../../crud/table-def';
import { goodsTable } from '../../tables/trade/goods';
import { splitIds } from '../shared/rows';
import { firstIssue, goodsAndProductSchema, type GoodsAndProduct, type Sku } from './goods-schema';
import { incompleteMessage, missingForSale } from './goods-completeness';
import { BLADE_MESSAGES, badParameter } from '../../../domain/blade-messages';

/**
 * A listing with its SKUs (tp_product rows with goods_id), gallery (tp_goodsgallery) and quality
 * indices, written and read as one (GoodsController.saveGoodsAndProduct / updateGoodsAndProduct / goodsDetail).
 * The listing's quantity and unit price in the grid follow its SKUs: total stock, lowest price.
 */

/** Columns only this service sets: the sale state (goodsOnSale) and what derives from SKUs and gallery. */
const MANAGED = new Set([
  'on_sale',
  'goods_status',
  'audit_status',
  'images',
  'quality_indices',
  'total_quantity',
  'available_quantity',
  'unit_price',
]);
const GOODS_COLUMNS = allColumns(goodsTable);
const PROTECTED = new Set(['id', 'is_deleted', 'tenant_id', ...Object.keys(AUDIT_COLUMNS), ...MANAGED]);

/** Either the grid's button code or the goods-add screen's. */
function requireEither(ctx: Context, codes: string[]) {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  if (!codes.some((code) => hasCode(ctx.db, ctx.user!, code))) throw new ServiceError(BLADE_MESSAGES.requestRefused, 403);
}

const tenantOf = (ctx: Context) => ctx.user?.tenantId ?? '';

function liveGoods(db: Db, tenantId: string, id: string) {
  return db.prepare('SELECT * FROM tp_goods WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(id, tenantId) as
    | Record<string, unknown>
    | undefined;
}

function skusOf(db: Db, tenantId: string, goodsId: string) {
  return db
    .prepare('SELECT * FROM tp_product WHERE goods_id = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY create_time, id')
    .all(goodsId, tenantId) as Record<string, unknown>[];
}

function galleryOf(db: Db, tenantId: string, goodsId: string) {
  return db
    .prepare('SELECT * FROM tp_goodsgallery WHERE goods_id = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY sort, id')
    .all(goodsId, tenantId) as Record<string, unknown>[];
}

function parse(ctx: Context): GoodsAndProduct {
  const parsed = goodsAndProductSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(firstIssue(parsed.error));
  const codes = parsed.data.products.map((sku) => sku.sku?.trim()).filter(Boolean);
  if (new Set(codes).size !== codes.length) throw new ServiceError('SKU编码不能重复');
  return parsed.data;
}

function checkCategory(ctx: Context, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const found = ctx.db
    .prepare('SELECT 1 FROM tp_category WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
    .get(categoryId, tenantOf(ctx));
  if (!found) throw new ServiceError('商品品类不存在');
}

function checkGoodsNo(ctx: Context, goodsNo: string, exceptId: string | null) {
  const clash = ctx.db
    .prepare('SELECT 1 FROM tp_goods WHERE goods_no = ? AND tenant_id = ? AND is_deleted = 0 AND id <> ?')
    .get(goodsNo, tenantOf(ctx), exceptId ?? '');
  if (clash) throw new ServiceError('当前商品编号已存在!');
}

const audit = (ctx: Context, now: string) => ({ update_user: ctx.user?.userId ?? '', update_time: now });
const created = (ctx: Context, now: string) => ({
  tenant_id: tenantOf(ctx),
  create_user: ctx.user?.userId ?? '',
  create_dept: splitIds(ctx.user?.deptId)[0] ?? '',
  create_time: now,
  status: 1,
  is_deleted: 0,
  ...audit(ctx, now),
});

function insertRow(db: Db, table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((key) => row[key]));
}

function updateRow(db: Db, table: string, id: string, values: Record<string, unknown>) {
  const keys = Object.keys(values);
  db.prepare(`UPDATE ${table} SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE id = ?`).run(...keys.map((key) => values[key]), id);
}

/** Total stock and lowest price of the live SKUs, kept on the listing for its grid. */
function refreshTotals(db: Db, tenantId: string, goodsId: string) {
  const totals = db
    .prepare(
      'SELECT SUM(stock) AS stock, MIN(CASE WHEN price > 0 THEN price END) AS price FROM tp_product WHERE goods_id = ? AND tenant_id = ? AND is_deleted = 0',
    )
    .get(goodsId, tenantId) as { stock: number | null; price: number | null };
  setListingTotals(db, goodsId, totals.stock, totals.price);
}

/**
 * The listing's figures from its SKUs: what is left is their stock; what was listed is that plus what orders already took
 * (the listed total less what was left before). Setting both to the stock made any edit forget the tonnes sold.
 */
export function setListingTotals(db: Db, goodsId: string, stock: number | null, price: number | null) {
  const left = stock === null ? null : Math.round(stock * 1000) / 1000;
  db.prepare(`UPDATE tp_goods SET total_quantity = CASE WHEN ? IS NULL THEN NULL ELSE ROUND(? + MAX(0, COALESCE(total_quantity, 0) - COALESCE(available_quantity, 0)), 3) END,
    available_quantity = ?, unit_price = ? WHERE id = ?`).run(left, left, left, price, goodsId);
}

const specSummary = (sku: Sku) =>
  Object.values(sku.specValues ?? {})
    .filter(Boolean)
    .join(' ');

/** Writes the SKUs: rows named by id are updated, new ones inserted, the listing's others removed. */
function writeSkus(ctx: Context, goodsId: string, data: GoodsAndProduct, now: string) {
  const tenantId = tenantOf(ctx);
  const existing = new Map(skusOf(ctx.db, tenantId, goodsId).map((row) => [String(row.id), row]));
  const kept = new Set<string>();
  data.products.forEach((sku, index) => {
    const values = {
      category_id: data.categoryId ?? '',
      sku: sku.sku?.trim() || `${data.goodsNo}-${index + 1}`,
      product_name: [data.goodsName, specSummary(sku)].filter(Boolean).join(' '),
      spec_values: JSON.stringify(sku.specValues ?? {}),
      price: sku.price ?? null,
      stock: sku.stock ?? null,
      origin: data.origin ?? '',
      harvest_year: data.harvestYear ?? '',
      quality_indices: JSON.stringify(data.qualityIndices ?? {}),
    };
    if (sku.id && existing.has(sku.id)) {
      kept.add(sku.id);
      updateRow(ctx.db, 'tp_product', sku.id, { ...values, ...audit(ctx, now) });
    } else {
      const id = nextId();
      insertRow(ctx.db, 'tp_product', {
        id,
        goods_id: goodsId,
        product_code: `${data.goodsNo}-${id.slice(-6)}`,
        unit: 1,
        ...values,
        ...created(ctx, now),
      });
    }
  });
  for (const id of existing.keys()) {
    if (!kept.has(id)) updateRow(ctx.db, 'tp_product', id, { is_deleted: 1, ...audit(ctx, now) });
  }
}

/** Replaces the gallery; the first image is the main one and also the listing's `images`. */
function writeGallery(ctx: Context, goodsId: string, gallery: string[], now: string) {
  ctx.db
    .prepare('UPDATE tp_goodsgallery SET is_deleted = 1, update_time = ? WHERE goods_id = ? AND tenant_id = ? AND is_deleted = 0')
    .run(now, goodsId, tenantOf(ctx));
  gallery.forEach((url, index) =>
    insertRow(ctx.db, 'tp_goodsgallery', {
      id: nextId(),
      goods_id: goodsId,
      title: '',
      image_url: url,
      is_main: index === 0 ? 1 : 0,
      sort: index + 1,
      ...created(ctx, now),
    }),
  );
}

function goodsValues(ctx: Context, data: GoodsAndProduct) {
  const values = columnsFromBody(ctx.body, GOODS_COLUMNS, PROTECTED);
  return {
    ...values,
    goods_no: data.goodsNo,
    goods_name: data.goodsName,
    category_id: data.categoryId ?? '',
    origin: data.origin ?? '',
    harvest_year: data.harvestYear ?? '',
    quality_indices: JSON.stringify(data.qualityIndices ?? {}),
    images: data.gallery.join(','),
  };
}

// POST /blade-tradePort/goods/saveGoodsAndProduct — a new listing (draft, not on sale) with its SKUs and gallery; answers its id.
export function saveGoodsAndProduct(ctx: Context) {
  requireEither(ctx, ['goods_add', 'goodsadd_save']);
  const data = parse(ctx);
  assertStorageLinks('tp_goods', { images: data.gallery.join(',') });
  return ctx.db.transaction(() => {
    checkCategory(ctx, data.categoryId);
    checkGoodsNo(ctx, data.goodsNo, null);
    const now = formatDateTime();
    const id = nextId();
    insertRow(ctx.db, 'tp_goods', { id, ...goodsValues(ctx, data), on_sale: 0, goods_status: 0, audit_status: 0, ...created(ctx, now) });
    writeSkus(ctx, id, data, now);
    writeGallery(ctx, id, data.gallery, now);
    refreshTotals(ctx.db, tenantOf(ctx), id);
    return R.data(id);
  })();
}

// POST /blade-tradePort/goods/updateGoodsAndProduct — the listing, its SKUs and gallery as sent (the body's id names it).
export function updateGoodsAndProduct(ctx: Context) {
  requireEither(ctx, ['goods_edit', 'goodsadd_update']);
  const data = parse(ctx);
  assertStorageLinks('tp_goods', { images: data.gallery.join(',') });
  if (!data.id) throw new ServiceError(BLADE_MESSAGES.missingId);
  const id = data.id;
  return ctx.db.transaction(() => {
    const existing = liveGoods(ctx.db, tenantOf(ctx), id);
    if (!existing) throw new ServiceError('商品不存在或已删除');
    checkCategory(ctx, data.categoryId);
    checkGoodsNo(ctx, data.goodsNo, id);
    const now = formatDateTime();
    updateRow(ctx.db, 'tp_goods', id, { ...goodsValues(ctx, data), ...audit(ctx, now) });
    writeSkus(ctx, id, data, now);
    writeGallery(ctx, id, data.gallery, now);
    refreshTotals(ctx.db, tenantOf(ctx), id);
    // A listing on sale that an edit leaves incomplete goes off sale rather than staying listed broken.
    if (Number(existing.on_sale) === 1 && missingForSale(listingOf(ctx.db, tenantOf(ctx), id)).length > 0) {
      updateRow(ctx.db, 'tp_goods', id, { on_sale: 0, goods_status: 3 });
    }
    return R.data(id);
  })();
}

const skuVO = (row: Record<string, unknown>) => {
  const vo = toVO(row);
  return { ...vo, specValues: parseJson(row.spec_values), price: row.price ?? null, stock: row.stock ?? null };
};

function parseJson(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function listingOf(db: Db, tenantId: string, id: string) {
  const goods = liveGoods(db, tenantId, id)!;
  return {
    goodsName: String(goods.goods_name ?? ''),
    sellerName: String(goods.seller_name ?? ''),
    categoryId: goods.category_id ? String(goods.category_id) : null,
    images: galleryOf(db, tenantId, id).map((row) => String(row.image_url)),
    products: skusOf(db, tenantId, id).map((row) => ({
      sku: String(row.sku ?? ''),
      price: row.price as number | null,
      stock: row.stock as number | null,
    })),
  };
}

// POST /blade-tradePort/goods/goodsDetail?id= — the listing with `products`, `gallery` (urls) and `qualityIndices`.
export function goodsDetail(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'goods');
  const id = ctx.query.get('id') ?? String((ctx.body as Record<string, unknown> | null)?.id ?? '');
  if (!id) throw new ServiceError(BLADE_MESSAGES.missingId);
  const tenantId = tenantOf(ctx);
  const goods = liveGoods(ctx.db, tenantId, id);
  if (!goods) return R.data(null);
  return R.data({
    ...toVO(goods),
    qualityIndices: parseJson(goods.quality_indices),
    products: skusOf(ctx.db, tenantId, id).map(skuVO),
    gallery: galleryOf(ctx.db, tenantId, id).map((row) => String(row.image_url)),
  });
}

// POST /blade-tradePort/goods/goodsOnSale {id, onSale?} — puts a complete listing on sale (onSale 0 takes it off).
export function goodsOnSale(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'goods_onsale');
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const id = String(body.id ?? ctx.query.get('id') ?? '');
  if (!id) throw new ServiceError(BLADE_MESSAGES.missingId);
  const onSale = body.onSale === undefined || body.onSale === null || body.onSale === '' ? 1 : Number(body.onSale);
  if (onSale !== 0 && onSale !== 1) throw new ServiceError(badParameter('onSale'));
  return ctx.db.transaction(() => {
    const tenantId = tenantOf(ctx);
    if (!liveGoods(ctx.db, tenantId, id)) throw new ServiceError('商品不存在或已删除');
    if (onSale === 1) {
      const missing = missingForSale(listingOf(ctx.db, tenantId, id));
      if (missing.length > 0) throw new ServiceError(incompleteMessage(missing));
    }
    updateRow(ctx.db, 'tp_goods', id, { on_sale: onSale, goods_status: onSale ? 2 : 3, ...audit(ctx, formatDateTime()) });
    return R.status(true);
  })();
}
