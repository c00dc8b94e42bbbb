import { expect, test } from '@playwright/test';

test.use({ storageState: 'e2e/.auth/admin.json' });

// The grid's code loads after the list's first paint (components/resource/resource-grid.tsx). When it cannot arrive
// (a dropped connection), the server's first rows stay on screen with a message and 重试, which loads it once it can.
test('a grid whose code failed to load keeps the first rows, says so, and 重试 brings the grid', async ({ page }) => {
  let failing = true;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!failing) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    // MUI X's DataGrid: the only chunk that carries its class names (scripts/lib/compile-hints.mjs finds it the same way).
    if (body.includes('MuiDataGrid')) return route.abort('connectionreset');
    return route.fulfill({ response, body });
  });
  await page.goto('/system/param');
  const failed = page.getByTestId('grid-code-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toHaveText(/表格组件加载失败，请检查网络后重试/);
  await expect(page.getByTestId('first-rows').getByRole('cell', { name: 'account.initPassword' })).toBeVisible();
  await expect(page.locator('.MuiDataGrid-root')).toHaveCount(0);

  failing = false;
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('.MuiDataGrid-root')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'account.initPassword' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  // What happened is in the error log, as a failed chunk.
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('tradeport-error-log') ?? '[]') as { type: string }[]);
  expect(log.map((entry) => entry.type)).toContain('chunk');
  await page.unroute('**/_next/static/chunks/**');
});
