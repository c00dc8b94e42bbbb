import { expect, test, type Page } from '@playwright/test';
import zh from '../../../messages/zh.json';

// What someone working in the back-office all day would mind: values cut by their column, and typed work thrown away.
test.use({ storageState: 'e2e/.auth/admin.json' });

const tab = (page: Page, path: string) => page.getByTestId(`tab-${path}`);

test('a value cut by its column ends in an ellipsis and reads whole on hover', async ({ page }) => {
  await page.goto('/system/param');
  const cell = page.locator('.MuiDataGrid-row .cell-text').filter({ hasText: 'tenant.default.accountNumber' }).first();
  await expect(cell).toBeVisible();
  // Narrow the column so the key no longer fits, as a user dragging it would.
  await cell.evaluate((element) => {
    (element as HTMLElement).style.maxWidth = '60px';
  });
  await expect(cell).toHaveCSS('text-overflow', 'ellipsis');
  expect(await cell.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await cell.hover();
  await expect(page.getByRole('tooltip')).toHaveText('tenant.default.accountNumber');
});

test('closing a tab whose form holds unsaved changes asks first', async ({ page }) => {
  await page.goto('/system/post');
  await page.getByTestId('toolbar-add').click();
  const form = page.getByRole('dialog', { name: /^新增/ });
  await form.locator('[name="postName"]').fill('质检员');
  await page.goto('/wel/index');
  await tab(page, '/system/post').getByTestId('tab-close').click();
  const discard = page.getByRole('dialog').filter({ hasText: zh.crud.discardConfirm });
  await discard.getByRole('button', { name: '取消' }).click();
  await expect(tab(page, '/system/post')).toBeVisible();
  await tab(page, '/system/post').getByTestId('tab-close').click();
  await discard.getByRole('button', { name: '确定' }).click();
  await expect(tab(page, '/system/post')).toHaveCount(0);
  // Reopened, the screen starts without the discarded form.
  await page.goto('/system/post');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lock the narrow top bar drops is in the user menu', async ({ page }) => {
    await page.goto('/wel/index');
    await expect(page.getByTestId('lock-button')).toBeHidden();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-lock').click();
    await expect(page.getByRole('dialog', { name: zh.lock.dialogTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: zh.lock.dialogTitle })).toHaveCount(0);
  });
});
