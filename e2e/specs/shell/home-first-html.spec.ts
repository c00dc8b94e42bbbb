import { expect, test } from '@playwright/test';
import { apiLogin } from '../../support/api-login';

/**
 * The home page comes complete in its first HTML: the dashboard's figures (read by the server, streamed after the shell),
 * the menu's own icons, and the top bar's buttons; the browser starts from the figures without asking for them again.
 */
test.describe('the home page in its first HTML', () => {
  // A session of its own, signed in now: the server reads nothing with a token due for refresh (the browser's calls
  // refresh it), and the suite's shared session is nearly always due (TOKEN_TIME is 12 s here).
  test.beforeEach(async ({ context }) => {
    await apiLogin(context.request);
  });

  test('holds the figures the browser would ask for, and the page does not ask again', async ({ page, context }) => {
    const html = await (await page.request.get('/wel/index')).text();
    // The figures' key is the one the browser would use; its data is the BFF's own answer for it (same 15 s cache).
    const key = html.match(/\/bff\/dashboard\?families=[a-z,]+/)?.[0];
    expect(key).toBeTruthy();
    const answer = (await (await page.request.get(key!)).json()).data as {
      orders: { today: { count: number } };
      loans: { pending: number };
    };
    const value = (testId: string) => html.match(new RegExp(`data-testid="${testId}-value"[^>]*>([^<]+)<`))?.[1];
    expect(value('figure-today-orders')).toBe(new Intl.NumberFormat('zh').format(answer.orders.today.count));
    expect(value('figure-loans-pending')).toBe(new Intl.NumberFormat('zh').format(answer.loans.pending));

    await apiLogin(context.request); // a token as fresh as a real sign-in's, however long the above took
    const dashboardCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/bff/dashboard') && dashboardCalls.push(request.url()));
    await page.goto('/wel/index');
    await expect(page.getByTestId('figure-today-orders-value')).toHaveText(/^[\d,]+$/);
    await expect(page.getByTestId('figure-cards').locator('.MuiSkeleton-root')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(dashboardCalls).toEqual([]);
  });

  test('draws the menu’s own icons and the top bar’s buttons without waiting for their code', async ({ page }) => {
    const html = await (await page.request.get('/wel/index')).text();
    const sidebar = html.slice(html.indexOf('data-testid="sidebar"'));
    // The sidebar's entries carry their named icons, not the default one drawn while an icon set loads.
    expect(sidebar).toContain('class="MuiSvgIcon-root');
    expect(sidebar.slice(0, sidebar.indexOf('</nav>'))).not.toContain('data-testid="ListAltIcon"');
    // The buttons whose code loads after the first paint are drawn as they look meanwhile; the others are there as such.
    for (const button of ['notice-bell', 'error-log-button', 'menu-search-box'])
      expect(html, `${button} in the first HTML`).toContain(`data-standin="${button}"`);
    for (const button of ['user-menu', 'lock-button', 'sidebar-toggle'])
      expect(html, `${button} in the first HTML`).toContain(`data-testid="${button}"`);
    expect(html).toMatch(/data-standin="notice-bell"[^>]*><svg [^>]*><path d="M12 22c1.1/);

    // Once their code is there, the real buttons replace them.
    await page.goto('/wel/index');
    await expect(page.getByTestId('notice-bell')).toBeVisible();
    await expect(page.getByTestId('error-log-button')).toBeVisible();
    await expect(page.locator('[data-standin]')).toHaveCount(0);
  });
});
