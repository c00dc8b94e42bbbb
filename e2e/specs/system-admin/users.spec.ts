import { expect as baseExpect, test } from '@playwright/test';
import zh from '../../../messages/zh.json';
import { apiLogin } from '../../support/api-login';
import { freshRoleWithUser } from './helpers';
import { selectRow } from '../../support/grid-rows';

// Long journeys on a shared, busy machine: each step waits for what it needs, the whole test gets room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: 'e2e/.auth/admin.json' });

test('users: the department tree filters, a password is reset, platform settings are kept', async ({ page, browser }) => {
  const { user } = await freshRoleWithUser();
  await page.goto('/system/user');
  const rows = page.locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();

  // Clicking 交易部 lists its members; clicking it again lists everyone.
  const tree = page.getByTestId('filter-tree-deptId');
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/blade-user/page') && response.url().includes('deptId=1123598813738675202'),
  );
  await tree.getByRole('button', { name: '交易部', exact: true }).click();
  await filtered;
  await expect(rows.filter({ hasText: 'trader' })).toBeVisible();
  await expect(rows.filter({ hasText: '李人事' })).toHaveCount(0);
  // The unfiltered page may come from the cache: wait for the URL and the rows instead of a request.
  await tree.getByRole('button', { name: '交易部', exact: true }).click();
  await expect(page).not.toHaveURL(/deptId=/);
  // Everyone again: rows of other departments are back (newest first, so which ones depends on what other specs added).
  await expect(rows.filter({ hasNotText: '交易部' }).first()).toBeVisible();

  // Reset the fresh user's password (confirm), then it signs in with account.initPassword.
  await page.locator('[name="search-account"]').fill(user.account);
  await page.getByTestId('search-submit').click();
  const row = rows.filter({ hasText: user.account });
  await selectRow(row);
  await page.getByTestId('toolbar-action-reset').click();
  const reset = page.waitForResponse((response) => response.url().includes('/api/blade-user/reset-password'));
  await page.getByRole('dialog').getByRole('button', { name: zh.actions.confirm }).click();
  expect((await reset).status()).toBe(200);
  const context = await browser.newContext();
  await apiLogin(context.request, { ...user, password: '123456' });
  await context.close();

  // Platform settings: app user with an extension, read back when reopened.
  await page.getByTestId('toolbar-platform').click();
  const dialog = page.getByTestId('platform-dialog');
  await dialog.getByRole('combobox', { name: zh.resources.user.fields.userType }).click();
  await page.getByRole('option', { name: 'app' }).click();
  await dialog.getByRole('textbox', { name: zh.systemAdmin.userExt }).fill('{"device":"pad"}');
  await dialog.getByTestId('platform-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: zh.systemAdmin.platformSaved })).toBeVisible();
  await page.getByTestId('toolbar-platform').click();
  await expect(page.getByTestId('platform-dialog').getByRole('textbox', { name: zh.systemAdmin.userExt })).toHaveValue('{"device":"pad"}');
});
