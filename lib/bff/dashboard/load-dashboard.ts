import 'server-only';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { errorBody } from '../../http/error-response';
import type { Locale } from '../../i18n/locales';
import { bucketByDay, bucketByStatus, totalsBetween } from '../../dashboard/aggregate';
import { dashboardWindow, dayRange, type DashboardWindow } from '../../dashboard/calendar';
import type { DashboardData, FamilyError } from '../../dashboard/dashboard-data';
import {
  CHART_DAYS,
  LOAN_PENDING,
  PICKUP_AWAITING_CONFIRMATION,
  PICKUP_AWAITING_FINANCE,
  PICKUP_STATUSES,
  type Family,
} from '../../dashboard/families';
import { anyRecord, orderRecord, page, reminderRecord } from '../../dashboard/upstream-schemas';
import { BladeFailure } from '../session-get';

/**
 * The figures of the home page and the console, computed from Blade's ordinary list endpoints (docs/spec.md §7) so
 * they work the same against a real BladeX gateway: `total` of filtered pages for counts, and the orders of
 * the month / the chart's 30 days read page by page (bounded) for tonnage, value and the daily series.
 */
const ORDER_PAGE_SIZE = 200;
/** At most 2,000 orders are summed; beyond that the figures say they cover the newest ones only. */
const MAX_ORDER_PAGES = 10;

/**
 * One GET of a Blade list as the user, answering its `data` checked against the schema: the BFF route's refreshes the
 * token when due (lib/bff/session-get.ts), the home page's render only reads (lib/bff/dashboard/first-dashboard.ts).
 */
export type DashboardGet = <T extends z.ZodType>(path: string, query: Record<string, string>, schema: T) => Promise<z.infer<T>>;
type Get = DashboardGet;

async function loadOrders(get: Get, window: DashboardWindow): Promise<NonNullable<DashboardData['orders']>> {
  const range = dayRange(window.from, window.today);
  const orders: z.infer<typeof orderRecord>[] = [];
  let total = 0;
  for (let current = 1; current <= MAX_ORDER_PAGES; current++) {
    const result = await get(
      '/blade-tradePort/order/list',
      { current: String(current), size: String(ORDER_PAGE_SIZE), descs: 'create_time', ...range },
      page(orderRecord),
    );
    total = result.total;
    orders.push(...result.records);
    if (result.records.length < ORDER_PAGE_SIZE || orders.length >= total) break;
  }
  const inChart = orders.filter((order) => order.createTime.slice(0, 10) >= window.chartStart);
  return {
    today: totalsBetween(orders, window.today, window.today),
    month: totalsBetween(orders, window.monthStart, window.today),
    daily: bucketByDay(orders, window.chartStart, window.today),
    byStatus: bucketByStatus(inChart),
    complete: orders.length >= total,
  };
}

/** How many records a filtered list holds: one row is asked for, Blade's `total` is the answer. */
const countOf = (get: Get, path: string, filters: Record<string, string>) =>
  get(path, { current: '1', size: '1', ...filters }, page(anyRecord)).then((result) => result.total);

async function loadPickups(get: Get): Promise<NonNullable<DashboardData['pickups']>> {
  const counts = await Promise.all(
    PICKUP_STATUSES.map((status) => countOf(get, '/blade-tradePort/orderpickup/list', { pickupStatus_equal: String(status) })),
  );
  const byStatus = PICKUP_STATUSES.map((status, index) => ({ status, count: counts[index] }));
  const count = (status: number) => byStatus.find((entry) => entry.status === status)?.count ?? 0;
  return { awaitingFinance: count(PICKUP_AWAITING_FINANCE), awaitingConfirmation: count(PICKUP_AWAITING_CONFIRMATION), byStatus };
}

const loaders: Record<Family, (get: Get, window: DashboardWindow) => Promise<unknown>> = {
  orders: loadOrders,
  pickups: loadPickups,
  loans: async (get) => ({
    pending: await countOf(get, '/blade-tradePort/financeloanapplication/list', { loanStatus_equal: String(LOAN_PENDING) }),
  }),
  upcoming: (get) => get('/blade-tradePort/upcominglog/threeDayList', {}, z.array(reminderRecord)),
};

/**
 * Loads the asked families in parallel. One family failing (no permission upstream, a timeout) is reported
 * in `errors` and the others still show; an ended session fails the whole call (the browser signs in again).
 */
export async function loadDashboard(get: Get, families: Family[], locale: Locale, now = new Date()): Promise<DashboardData> {
  const window = dashboardWindow(now, CHART_DAYS);
  const results = await Promise.allSettled(families.map((family) => loaders[family](get, window)));
  const data: DashboardData = {
    today: window.today,
    monthStart: window.monthStart,
    chartStart: window.chartStart,
    generatedAt: now.toISOString(),
    errors: {},
  };
  results.forEach((result, index) => {
    const family = families[index];
    if (result.status === 'fulfilled') {
      (data as Record<Family, unknown>)[family] = result.value;
      return;
    }
    if (result.reason instanceof AppError && result.reason.code === 'unauthorized') throw result.reason;
    data.errors[family] = toFamilyError(result.reason, locale);
  });
  return data;
}

function toFamilyError(error: unknown, locale: Locale): FamilyError {
  if (error instanceof BladeFailure)
    return { code: error.code, msg: error.message || errorBody(new AppError('upstream_bad_response'), locale).msg };
  return errorBody(error, locale);
}
