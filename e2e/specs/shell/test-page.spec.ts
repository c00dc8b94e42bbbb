import { expect, test } from '@playwright/test';

test.use({ storageState: 'e2e/.auth/admin.json' });

test('the test page shows the session and checks the server, the gateway and a signed-in call', async ({ page }) => {
  await page.goto('/test/index');
  await expect(page).toHaveTitle('测试页 - 瑞粮交易管理平台');
  await expect(page.getByRole('heading', { name: '测试页', level: 1 })).toBeVisible();
  await expect(page.getByTestId('test-session')).toContainText('admin');
  await expect(page.getByTestId('test-browser')).toContainText(/\d+ × \d+/);
  await page.getByTestId('test-run').click();
  for (const name of ['app', 'upstream', 'api']) await expect(page.getByTestId(`test-${name}`)).toContainText('正常');
  // The signed-in call's request id, to look up in the server's log.
  await expect(page.getByTestId('test-api')).toContainText(/[0-9a-f-]{36}/);
});
