import { addDays, dayRange } from './calendar';

/** The order fields the figures need (Blade's OrderVO, already validated). */
export type OrderFacts = { createTime: string; quantity: number; amount: number; orderStatus: number | null };

export type Totals = { count: number; tonnes: number; value: number };
export type DayBucket = Totals & { day: string };
export type StatusBucket = Totals & { status: number | null };

/**
 * Sums in integer thousandths of a tonne and cents, so a month of orders adds up to exactly what
 * the grid's rows show (no floating-point drift), then back to tonnes (3 decimals) and yuan (2).
 */
function accumulate(orders: OrderFacts[]): Totals {
  let milliTonnes = 0;
  let cents = 0;
  for (const order of orders) {
    milliTonnes += Math.round(order.quantity * 1000);
    cents += Math.round(order.amount * 100);
  }
  return { count: orders.length, tonnes: milliTonnes / 1000, value: cents / 100 };
}

/** Whether a `yyyy-MM-dd HH:mm:ss` time falls in Blade's `_dategt`/`_datelt` range of whole days. */
export function inDays(createTime: string, first: string, last: string): boolean {
  const range = dayRange(first, last);
  return createTime > range.createTime_dategt && createTime < range.createTime_datelt;
}

/** order_status 已取消: a cancelled order is no business done, so the day and period counts leave it out (its status bucket keeps it). */
const CANCELLED = 8;
const live = (order: OrderFacts) => order.orderStatus !== CANCELLED;

export function totalsBetween(orders: OrderFacts[], first: string, last: string): Totals {
  return accumulate(orders.filter((order) => live(order) && inDays(order.createTime, first, last)));
}

/** One bucket per day from `first` to `last` (inclusive), empty days included, oldest first. */
export function bucketByDay(orders: OrderFacts[], first: string, last: string): DayBucket[] {
  const byDay = new Map<string, OrderFacts[]>();
  for (const order of orders) {
    if (!live(order) || !inDays(order.createTime, first, last)) continue;
    const day = order.createTime.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), order]);
  }
  const buckets: DayBucket[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) buckets.push({ day, ...accumulate(byDay.get(day) ?? []) });
  return buckets;
}

/** Orders per status (most valuable first); orders without a status are kept under `null`. */
export function bucketByStatus(orders: OrderFacts[]): StatusBucket[] {
  const byStatus = new Map<number | null, OrderFacts[]>();
  for (const order of orders) byStatus.set(order.orderStatus, [...(byStatus.get(order.orderStatus) ?? []), order]);
  return [...byStatus].map(([status, group]) => ({ status, ...accumulate(group) })).sort((a, b) => b.value - a.value || b.count - a.count);
}
