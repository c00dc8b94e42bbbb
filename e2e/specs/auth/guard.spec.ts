import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page';

test.describe('route guard without a session', () => {
  test('sends protected pages to /login and comes back after signing in', async ({ page }) => {
    await page.goto('/wel/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/lock');
    await expect(page).toHaveURL(/\/login$/);

    const login = new LoginPage(page);
    const key = await login.open('/login?redirect=%2Fmyiframe%2Fdocs%3Fsrc%3Dhttps%253A%252F%252Fbladex.cn');
    await login.fill({ account: 'admin', password: 'admin', captchaKey: key });
    await login.submit().click();
    await expect(page).toHaveURL(/\/myiframe\/docs\?src=https%3A%2F%2Fbladex.cn$/);
  });

  test('keeps the status pages public', async ({ page }) => {
    for (const status of ['404', '403', '500']) {
      await page.goto(`/${status}`);
      await expect(page).toHaveURL(new RegExp(`/${status}$`));
      await expect(page.getByText(status, { exact: true })).toBeVisible();
    }
  });

  test('treats a tampered session cookie as no session', async ({ page, context }) => {
    await context.addCookies([{ name: 'bo_session', value: 'Fe26.2**tampered**value', url: 'http://127.0.0.1:3100' }]);
    await page.goto('/wel/index');
    await expect(page).toHaveURL(/\/login/);
    const api = await page.request.get('/api/blade-user/info');
    expect(api.status()).toBe(401);
  });
});

test.describe('route guard with a session', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('sends / and /login home, and unknown paths to /404', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });
});
