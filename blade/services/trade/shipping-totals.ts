/**
 * A shipping record's fees, as the service stores them: freight = start fee + 元/吨 × quantity, total = freight
 * + other charges, in cents rounded half up. The screens keep their own copy (lib/trade/shipping-totals.ts);
 * contract/shipping-totals.test.ts keeps them equal.
 */
export type ShippingFeeInput = { quantity: number; startFee: number; unitFee: number; extraFee: number };

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export function shippingTotals(input: ShippingFeeInput): { freightFee: number; totalFee: number } {
  const freightFee = cents(input.startFee + input.unitFee * input.quantity);
  return { freightFee, totalFee: cents(freightFee + input.extraFee) };
}
