import { bucketByDay, bucketByStatus, inDays, totalsBetween, type OrderFacts } from './aggregate';
import { addDays, dashboardWindow, dayRange, platformDay } from './calendar';
import { FAMILIES, grantedFamilies } from './families';
import { figureLinks } from './links';
import { page, orderRecord, reminderRecord } from './upstream-schemas';
import { parseGridState } from '../grid/grid-state';
import { toListQuery } from '../grid/to-query';
import { order } from '../resources/trade/order';
import { orderpickup } from '../resources/trade/orderpickup';

const facts = (createTime: string, quantity: number, amount: number, orderStatus: number | null = 0): OrderFacts => ({
  createTime,
  quantity,
  amount,
  orderStatus,
});

describe('calendar', () => {
  it('counts days in Shanghai whatever the server time zone', () => {
    expect(platformDay(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(platformDay(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('reads from the earlier of month start and chart start', () => {
    expect(dashboardWindow(new Date('2026-11-21T04:00:00Z'), 30)).toEqual({
      today: '2026-11-21',
      monthStart: '2026-11-01',
      chartStart: '2026-10-23',
      from: '2026-10-23',
    });
    expect(dashboardWindow(new Date('2026-12-31T04:00:00Z'), 30)).toEqual({
      today: '2026-12-31',
      monthStart: '2026-12-01',
      chartStart: '2026-12-02',
      from: '2026-12-01',
    });
  });

  it('uses the same createTime range strings as the grid', () => {
    expect(dayRange('2026-11-01', '2026-11-21')).toEqual({
      createTime_dategt: '2026-11-01 00:00:00',
      createTime_datelt: '2026-11-21 23:59:59',
    });
  });
});

describe('aggregation', () => {
  const orders = [
    facts('2026-11-21 09:10:00', 120.5, 301_250.1, 0),
    facts('2026-11-21 10:00:00', 0.1, 0.1, 4),
    facts('2026-11-20 23:59:58', 0.2, 0.2, 4),
    facts('2026-11-01 00:00:00', 999, 999, 7), // exactly midnight: outside Blade's strict `_dategt`
    facts('2026-11-01 08:00:00', 30, 66_000, 7),
    facts('2026-10-31 12:00:00', 50, 110_000, null),
  ];

  it('sums tonnes and value without floating-point drift', () => {
    expect(totalsBetween(orders, '2026-11-21', '2026-11-21')).toEqual({ count: 2, tonnes: 120.6, value: 301_250.2 });
    expect(totalsBetween(orders, '2026-11-01', '2026-11-21')).toEqual({ count: 4, tonnes: 150.8, value: 367_250.4 });
    expect(totalsBetween([], '2026-11-01', '2026-11-21')).toEqual({ count: 0, tonnes: 0, value: 0 });
  });

  it('leaves cancelled orders out of the day and period figures (今日订单 counted them before), not out of their status', () => {
    const withCancelled = [...orders, facts('2026-11-21 11:00:00', 40, 98_000, 8)];
    expect(totalsBetween(withCancelled, '2026-11-21', '2026-11-21')).toEqual({ count: 2, tonnes: 120.6, value: 301_250.2 });
    expect(bucketByDay(withCancelled, '2026-11-21', '2026-11-21')).toEqual([
      { day: '2026-11-21', count: 2, tonnes: 120.6, value: 301_250.2 },
    ]);
    expect(bucketByStatus(withCancelled).find((bucket) => bucket.status === 8)).toEqual({ status: 8, count: 1, tonnes: 40, value: 98_000 });
  });

  it('applies the strict bounds Blade applies to _dategt/_datelt', () => {
    expect(inDays('2026-11-01 00:00:00', '2026-11-01', '2026-11-01')).toBe(false);
    expect(inDays('2026-11-01 00:00:01', '2026-11-01', '2026-11-01')).toBe(true);
    expect(inDays('2026-11-01 23:59:59', '2026-11-01', '2026-11-01')).toBe(false);
  });

  it('buckets by day with every day present, oldest first', () => {
    const days = bucketByDay(orders, '2026-10-31', '2026-11-21');
    expect(days).toHaveLength(22);
    expect(days[0]).toEqual({ day: '2026-10-31', count: 1, tonnes: 50, value: 110_000 });
    // Inside the range a midnight order belongs to its day.
    expect(days[1]).toEqual({ day: '2026-11-01', count: 2, tonnes: 1029, value: 66_999 });
    expect(days[2]).toEqual({ day: '2026-11-02', count: 0, tonnes: 0, value: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-11-21', count: 2, tonnes: 120.6, value: 301_250.2 });
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(6);
  });

  it('groups by status, most valuable first, keeping unknown statuses', () => {
    expect(bucketByStatus(orders)).toEqual([
      { status: 0, count: 1, tonnes: 120.5, value: 301_250.1 },
      { status: null, count: 1, tonnes: 50, value: 110_000 },
      { status: 7, count: 2, tonnes: 1029, value: 66_999 },
      { status: 4, count: 2, tonnes: 0.3, value: 0.3 },
    ]);
  });
});

describe('upstream shapes', () => {
  it('accepts Blade decimals as strings and empty codes', () => {
    const parsed = page(orderRecord).parse({
      total: '2',
      records: [
        { createTime: '2026-11-21 09:00:00', quantity: '12.345', amount: 100, orderStatus: '3' },
        { createTime: '2026-11-21 09:00:00', quantity: null, amount: '', orderStatus: '' },
      ],
    });
    expect(parsed.total).toBe(2);
    expect(parsed.records).toEqual([
      { createTime: '2026-11-21 09:00:00', quantity: 12.345, amount: 100, orderStatus: 3 },
      { createTime: '2026-11-21 09:00:00', quantity: 0, amount: 0, orderStatus: null },
    ]);
  });

  it('refuses records without a usable createTime', () => {
    expect(page(orderRecord).safeParse({ total: 1, records: [{ createTime: '2026-11-21', quantity: 1, amount: 1 }] }).success).toBe(false);
    expect(reminderRecord.parse({ id: 5, title: 'x', dueTime: '2026-11-22 10:00:00' })).toMatchObject({
      id: '5',
      remindType: null,
      customerName: '',
    });
  });
});

describe('families and links', () => {
  it('keeps the families whose screen is in the menu', () => {
    expect(grantedFamilies(['/order/order?x=1', '/desk/upcominglog', '/system/user'])).toEqual(['orders', 'upcoming']);
    expect(grantedFamilies([])).toEqual([]);
    expect(FAMILIES).toHaveLength(4);
  });

  it('links to grid URLs that query Blade exactly as the BFF counted', () => {
    const href = figureLinks.ordersBetween('2026-11-01', '2026-11-21');
    const [path, search] = href.split('?');
    expect(path).toBe('/order/order');
    const state = parseGridState(new URLSearchParams(search), Object.keys(order.fields));
    expect(toListQuery(order, state)).toMatchObject(dayRange('2026-11-01', '2026-11-21'));

    const pickups = figureLinks.pickupsAwaitingFinance().split('?');
    const pickupState = parseGridState(new URLSearchParams(pickups[1]), Object.keys(orderpickup.fields));
    expect(toListQuery(orderpickup, pickupState)).toMatchObject({ pickupStatus_equal: '2' });
    expect(figureLinks.loansPending()).toBe('/finance/financeloanapplication?loanStatus=1');
  });
});
