import { platformDateTime } from '../i18n/platform-time';

/**
 * Business days are calendar days on the platform's clock (lib/i18n/platform-time.ts), as Blade stores
 * `yyyy-MM-dd HH:mm:ss` (docs/blade-contract.md §3), whatever the time zone of the server or the browser.
 */
const DAY_MS = 86_400_000;

/** `2026-11-21` for an instant, on the platform's clock. */
export function platformDay(instant: Date): string {
  return platformDateTime(instant).slice(0, 10);
}

/** A `yyyy-MM-dd` date moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type DashboardWindow = {
  today: string;
  monthStart: string;
  /** First day of the daily chart. */
  chartStart: string;
  /** First day of what must be read: the earlier of the month's start and the chart's. */
  from: string;
};

export function dashboardWindow(now: Date, chartDays: number): DashboardWindow {
  const today = platformDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const chartStart = addDays(today, -(chartDays - 1));
  return { today, monthStart, chartStart, from: monthStart < chartStart ? monthStart : chartStart };
}

/**
 * Blade's createTime range for whole days, the same strings the grid sends for a date range
 * (lib/grid/to-query.ts): `_dategt` the first day's midnight, `_datelt` the last day's 23:59:59.
 */
export function dayRange(first: string, last: string): { createTime_dategt: string; createTime_datelt: string } {
  return { createTime_dategt: `${first} 00:00:00`, createTime_datelt: `${last} 23:59:59` };
}
