/**
 * A shipping record's fees (/component/orderShipping): freight is the schedule's start fee plus its 元/吨
 * times the quantity shipped; the total adds the other charges (loading, tolls). Cents, rounded half up.
 * The embedded service keeps its own copy (blade/services/trade/shipping-totals.ts); contract/ keeps them equal.
 */
export type ShippingFeeInput = { quantity: number; startFee: number; unitFee: number; extraFee: number };
export type ShippingTotals = { freightFee: number; totalFee: number };

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const amount = (value: unknown) => (Number.isFinite(Number(value)) && value !== '' && value !== null ? Number(value) : 0);

export function shippingTotals(input: Partial<Record<keyof ShippingFeeInput, unknown>>): ShippingTotals {
  const freightFee = cents(amount(input.startFee) + amount(input.unitFee) * amount(input.quantity));
  return { freightFee, totalFee: cents(freightFee + amount(input.extraFee)) };
}

/** The sums over an order's shipping records (the page's totals line). */
export function sumShipping(rows: readonly Partial<Record<keyof ShippingFeeInput | keyof ShippingTotals, unknown>>[]) {
  const sum = (field: 'quantity' | 'freightFee' | 'extraFee' | 'totalFee') => rows.reduce((total, row) => total + amount(row[field]), 0);
  return {
    count: rows.length,
    quantity: Math.round(sum('quantity') * 1000) / 1000,
    freightFee: cents(sum('freightFee')),
    extraFee: cents(sum('extraFee')),
    totalFee: cents(sum('totalFee')),
  };
}
