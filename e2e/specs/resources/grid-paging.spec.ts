import { expect, test } from '@playwright/test';

test.use({ storageState: 'e2e/.auth/admin.json' });

// Regression: the grid read each render's new sort model as a sort change and jumped back to page 1
// right after "next page" (components/resource/resource-grid.tsx keeps the models' identity).
test('next page stays on page 2, a sort by a column goes back to page 1', async ({ page }) => {
  await page.goto('/order/order');
  const footer = page.locator('.MuiTablePagination-displayedRows');
  await expect(footer).toHaveText(/^1–10 共 \d+$/);

  const secondPage = page.waitForResponse(
    (response) => response.url().includes('/api/blade-tradePort/order/list') && response.url().includes('current=2'),
  );
  await page.getByRole('button', { name: '下一页' }).click();
  expect((await secondPage).status()).toBe(200);
  await expect(footer).toHaveText(/^11–20 共 \d+$/);
  await expect(page).toHaveURL(/[?&]current=2(&|$)/);
  // The reset came a moment after the rows: the page must still be 2 once everything has settled.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/[?&]current=2(&|$)/);
  await expect(footer).toHaveText(/^11–20 共 \d+$/);

  await page.getByRole('columnheader', { name: '订单编号' }).click();
  await expect(page).not.toHaveURL(/[?&]current=2(&|$)/);
  await expect(footer).toHaveText(/^1–10 共 \d+$/);
});
