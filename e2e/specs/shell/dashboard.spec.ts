import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, HR } from '../../support/api-login';
import { welcomeHeading } from '../../pages/home-page';

/**
 * The home page's figures and the console, checked against what the embedded database holds: every expected
 * number is computed here from Blade's own lists (through the BFF), never a constant.
 */
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const zh = {
  count: (value: number) => new Intl.NumberFormat('zh').format(value),
  money: (value: number) =>
    new Intl.NumberFormat('zh', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
  tonnes: (value: number) => `${new Intl.NumberFormat('zh', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value)} t`,
};

async function blade<T>(request: APIRequestContext, path: string, params: Record<string, string> = {}): Promise<T> {
  const response = await request.get(`/api${path}`, { params });
  expect(response.status()).toBe(200);
  return (await response.json()).data as T;
}

type OrderRow = { quantity: number | string; amount: number | string };

/**
 * The grid shows as many rows as the service counts for its filter (one page at most). Other workers create orders
 * and move pick-ups meanwhile, so a count that no longer matches the rows on screen reloads the grid and counts again.
 */
async function expectGridToShow(page: Page, total: () => Promise<number>) {
  await expect(async () => {
    const count = await total();
    try {
      await expect(page.locator('.MuiDataGrid-row')).toHaveCount(Math.min(count, 10), { timeout: 5_000 });
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 40_000 });
}

/**
 * Count, tonnes and value of the orders created between two days (the grid's own date-range filter); `live` leaves out
 * cancelled ones (order_status 8), as the home page's day and period figures do (lib/dashboard/aggregate.ts).
 */
async function ordersBetween(request: APIRequestContext, first: string, last: string, { live = false } = {}) {
  const page = await blade<{ total: number; records: OrderRow[] }>(request, '/blade-tradePort/order/list', {
    current: '1',
    size: '500',
    createTime_dategt: `${first} 00:00:00`,
    createTime_datelt: `${last} 23:59:59`,
    ...(live ? { orderStatus_notequal: '8' } : {}),
  });
  expect(page.records.length).toBe(page.total);
  const milli = page.records.reduce((sum, row) => sum + Math.round(Number(row.quantity) * 1000), 0);
  const cents = page.records.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  return { count: page.total, tonnes: milli / 1000, value: cents / 100 };
}

const totalOf = async (request: APIRequestContext, path: string, filters: Record<string, string>) =>
  (await blade<{ total: number }>(request, path, { current: '1', size: '1', ...filters })).total;

test.describe('home page and console for the administrator', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('home figures equal what the database holds', async ({ page }) => {
    const today = shanghaiToday();
    await page.goto('/wel/index');
    // Other specs may write orders meanwhile: compare until both sides agree (the BFF caches 15 s).
    await expect(async () => {
      const [todays, months, finance, confirmation, loans, reminders] = await Promise.all([
        ordersBetween(page.request, today, today, { live: true }),
        ordersBetween(page.request, `${today.slice(0, 8)}01`, today, { live: true }),
        totalOf(page.request, '/blade-tradePort/orderpickup/list', { pickupStatus_equal: '2' }),
        totalOf(page.request, '/blade-tradePort/orderpickup/list', { pickupStatus_equal: '1' }),
        totalOf(page.request, '/blade-tradePort/financeloanapplication/list', { loanStatus_equal: '1' }),
        blade<unknown[]>(page.request, '/blade-tradePort/upcominglog/threeDayList'),
      ]);
      // The seed always has orders today (its newest orders are dated "now").
      expect(todays.count).toBeGreaterThan(0);
      expect(months.count).toBeGreaterThanOrEqual(todays.count);
      await page.reload();
      await expect(page.getByTestId('figure-today-orders-value')).toHaveText(zh.count(todays.count), { timeout: 5_000 });
      await expect(page.getByTestId('figure-today-orders-detail-0')).toHaveText(zh.tonnes(todays.tonnes));
      await expect(page.getByTestId('figure-today-orders-detail-1')).toHaveText(zh.money(todays.value));
      await expect(page.getByTestId('figure-month-orders-value')).toHaveText(zh.count(months.count));
      await expect(page.getByTestId('figure-month-orders-detail-0')).toHaveText(zh.tonnes(months.tonnes));
      await expect(page.getByTestId('figure-month-orders-detail-1')).toHaveText(zh.money(months.value));
      await expect(page.getByTestId('figure-pickups-finance-value')).toHaveText(zh.count(finance));
      await expect(page.getByTestId('figure-pickups-confirmation-value')).toHaveText(zh.count(confirmation));
      await expect(page.getByTestId('figure-loans-pending-value')).toHaveText(zh.count(loans));
      await expect(page.getByTestId('upcoming-item')).toHaveCount(reminders.length);
    }).toPass({ timeout: 40_000 });
    await expect(welcomeHeading(page)).toContainText('欢迎回来');
  });

  test('a figure card opens its grid filtered the same way, asking for that page only when reached for', async ({ page }) => {
    const today = shanghaiToday();
    // The home page's cards and shortcuts prefetch on intent (IntentLink): none of their pages is asked for on load.
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname + url.search);
    });
    await page.goto('/wel/index');
    await expect(page.getByTestId('figure-today-orders-value')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    await page.getByTestId('figure-today-orders').hover();
    await expect.poll(() => prefetched.some((url) => url.startsWith('/order/order?'))).toBe(true);
    await page.getByTestId('figure-today-orders').click();
    await expect(page).toHaveURL(`/order/order?createTime_dategt=${today}&createTime_datelt=${today}`);
    await expectGridToShow(page, async () => (await ordersBetween(page.request, today, today)).count);

    await page.goto('/wel/index');
    await page.getByTestId('figure-pickups-finance').click();
    await expect(page).toHaveURL('/order/orderpickup?pickupStatus=2');
    expect(await totalOf(page.request, '/blade-tradePort/orderpickup/list', { pickupStatus_equal: '2' })).toBeGreaterThan(0);
    await expectGridToShow(page, () => totalOf(page.request, '/blade-tradePort/orderpickup/list', { pickupStatus_equal: '2' }));
  });

  test('the top bar opens the console, which draws its charts from the data', async ({ page }) => {
    await page.goto('/wel/index');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('dashboard-link').click();
    await expect(page).toHaveURL('/wel/dashboard');
    await expect(page).toHaveTitle('控制台 - 瑞粮交易管理平台');
    await expect(page.getByTestId('dashboard-heading')).toHaveText('控制台');
    await expect(page.getByRole('tab', { name: /控制台/ })).toBeVisible();

    // Bars drawn with a height: one per day of the last 30 that has orders (Blade's list over the same range).
    const today = shanghaiToday();
    const chartStart = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const window = await blade<{ total: number; records: { createTime: string }[] }>(page.request, '/blade-tradePort/order/list', {
      current: '1',
      size: '500',
      createTime_dategt: `${chartStart} 00:00:00`,
      createTime_datelt: `${today} 23:59:59`,
    });
    const daysWithOrders = new Set(window.records.map((row) => row.createTime.slice(0, 10))).size;
    expect(daysWithOrders).toBeGreaterThan(0);
    const drawn = (testId: string, dimension: 'height' | 'width') =>
      page
        .getByTestId(testId)
        .locator('svg .MuiBarChart-element')
        .evaluateAll((bars, key) => bars.filter((bar) => Number(bar.getAttribute(key)) > 0).length, dimension);
    await expect(page.getByTestId('chart-orders-per-day').locator('svg .MuiBarChart-element')).toHaveCount(30);
    await expect.poll(() => drawn('chart-orders-per-day', 'height')).toBe(daysWithOrders);
    await expect(
      page
        .getByTestId('chart-orders-per-day')
        .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
        .filter({ hasText: /\d/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('chart-tonnes-per-day').locator('svg .MuiLineChart-line')).toHaveCount(1);
    expect(await page.getByTestId('chart-value-by-status').locator('svg .MuiPieChart-arc').count()).toBeGreaterThan(0);
    const pickupStatuses = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((status) =>
        totalOf(page.request, '/blade-tradePort/orderpickup/list', { pickupStatus_equal: String(status) }),
      ),
    );
    await expect.poll(() => drawn('chart-pickups-by-status', 'width')).toBe(pickupStatuses.filter((total) => total > 0).length);
  });

  test('a failed load shows a readable error and retries', async ({ page }) => {
    let failing = true;
    await page.route('**/bff/dashboard?*', (route) =>
      failing
        ? route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({ code: 502, success: false, msg: '上游服务不可用', data: null }),
          })
        : route.continue(),
    );
    await page.goto('/wel/dashboard');
    await expect(page.getByTestId('dashboard-error')).toContainText('上游服务不可用');
    await expect(page.getByTestId('dashboard-heading')).toBeVisible();
    failing = false;
    await page.getByTestId('dashboard-retry').click();
    await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
    await expect(page.getByTestId('figure-today-orders-value')).toHaveText(/^\d+$/);
  });
});

test('a role without trade menus sees no trade figures', async ({ page, context }) => {
  await apiLogin(context.request, HR);
  const dashboardCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/bff/dashboard') && dashboardCalls.push(request.url()));
  await page.goto('/wel/index');
  await expect(welcomeHeading(page)).toBeVisible();
  // The shortcuts come from the same menu: once they show, the figures would have too.
  await expect(page.getByText('用户管理').last()).toBeVisible();
  await expect(page.getByTestId('figure-cards')).toHaveCount(0);
  await expect(page.getByTestId('upcoming-list')).toHaveCount(0);
  expect(dashboardCalls).toEqual([]);
  await page.goto('/wel/dashboard');
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
});
