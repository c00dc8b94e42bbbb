/** What a listing needs before it may go on sale (goodsOnSale); each gap is named in Chinese, as Blade answers. */
export type ListingForSale = {
  goodsName?: string | null;
  /** Orders and contracts name it as 甲方 (卖方): a listing without one made contracts read "甲方：null". */
  sellerName?: string | null;
  categoryId?: string | null;
  images: string[];
  products: { sku?: string | null; price?: number | null; stock?: number | null }[];
};

/** The missing parts, in the order a seller would fix them; empty when the listing is complete. */
export function missingForSale(listing: ListingForSale): string[] {
  const missing: string[] = [];
  if (!listing.goodsName?.trim()) missing.push('商品名称');
  if (!listing.categoryId) missing.push('商品品类');
  if (listing.sellerName !== undefined && !listing.sellerName?.trim()) missing.push('卖方企业');
  if (listing.images.length === 0) missing.push('商品图片');
  if (listing.products.length === 0) missing.push('SKU');
  const label = (sku: string | null | undefined, index: number) => `SKU ${sku?.trim() || index + 1}`;
  listing.products.forEach((product, index) => {
    if (!(typeof product.price === 'number' && product.price > 0)) missing.push(`${label(product.sku, index)} 的价格`);
    if (!(typeof product.stock === 'number' && product.stock > 0)) missing.push(`${label(product.sku, index)} 的库存`);
  });
  return missing;
}

export const incompleteMessage = (missing: string[]) => `商品信息不完整，无法上架，缺少：${missing.join('、')}`;
