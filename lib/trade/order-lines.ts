/**
 * The order add form's lines: one SKU each, with quantity and unit price; the order's quantity and
 * amount are their sums (as the service computes them), the deposit the listing's ratio of the amount.
 */
export type OrderLineDraft = { key: number; productId: string; quantity: string; unitPrice: string };
export type OrderSku = { id: string; sku: string; productName: string; price: number | null; stock: number | null };

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const num = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function lineAmount(line: OrderLineDraft): number {
  const quantity = num(line.quantity);
  const price = num(line.unitPrice);
  return Number.isFinite(quantity) && Number.isFinite(price) ? round2(quantity * price) : 0;
}

export function orderTotals(lines: OrderLineDraft[], depositRatio: number) {
  const quantity = round3(lines.reduce((sum, line) => sum + (Number.isFinite(num(line.quantity)) ? num(line.quantity) : 0), 0));
  const amount = round2(lines.reduce((sum, line) => sum + lineAmount(line), 0));
  return { quantity, amount, deposit: round2((amount * depositRatio) / 100) };
}

export type LineProblem = 'sku' | 'duplicate' | 'quantity' | 'stock' | 'price';

/** What is wrong with each line (null when fine), checked before sending; the service checks again. */
export function lineProblems(lines: OrderLineDraft[], skus: OrderSku[]): (LineProblem | null)[] {
  const seen = new Set<string>();
  return lines.map((line) => {
    const sku = skus.find((item) => item.id === line.productId);
    if (!sku) return 'sku';
    if (seen.has(line.productId)) return 'duplicate';
    seen.add(line.productId);
    const quantity = num(line.quantity);
    if (!(quantity > 0)) return 'quantity';
    if (quantity > (sku.stock ?? 0)) return 'stock';
    if (!(num(line.unitPrice) > 0)) return 'price';
    return null;
  });
}

/**
 * The lines whose typed price is not the SKU's listed one: a negotiated price, which the service takes only with a
 * note saying why (priceReason; blade/services/trade/order-from-goods.ts records it with who approved it).
 */
export function negotiatedLines(lines: OrderLineDraft[], skus: OrderSku[]): { productName: string; listed: number; price: number }[] {
  return lines.flatMap((line) => {
    const sku = skus.find((item) => item.id === line.productId);
    const price = num(line.unitPrice);
    if (!sku || sku.price === null || !Number.isFinite(price) || Math.abs(price - sku.price) < 0.005) return [];
    return [{ productName: sku.productName, listed: sku.price, price }];
  });
}

/** The request body of saveOrderAndDetail; `priceReason` goes along only when a price was negotiated. */
export function orderPayload(goodsId: string, buyerName: string, remark: string, lines: OrderLineDraft[], priceReason = '') {
  return {
    goodsId,
    buyerName: buyerName.trim(),
    remark: remark.trim() || undefined,
    ...(priceReason.trim() ? { priceReason: priceReason.trim() } : {}),
    lines: lines.map((line) => ({ productId: line.productId, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) })),
  };
}
