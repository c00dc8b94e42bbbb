import { expect as baseExpect, test } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: 'e2e/.auth/admin.json' });

test('按钮功能 belongs to buttons: the menu form offers it only for 按钮, and a menu’s view does not show it', async ({ page }) => {
  await page.goto('/system/menu');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();

  await page.getByTestId('toolbar-add').click();
  const form = page.getByRole('dialog', { name: '新增菜单' });
  await expect(form.getByRole('combobox', { name: /^菜单类型/ })).toHaveText('菜单');
  await expect(form.getByRole('combobox', { name: /^按钮功能/ })).toHaveCount(0);
  await form.getByRole('combobox', { name: /^菜单类型/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: '按钮' }).click();
  await expect(form.getByRole('combobox', { name: /^按钮功能/ })).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
  // The form was changed: discarding it is confirmed.
  await page.getByRole('dialog').filter({ hasText: '有未保存的修改' }).getByRole('button', { name: '确定' }).click();

  // 系统管理 is a menu (category 1; Blade stores action 0 for it, which the dictionary does not name).
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: '系统管理' }).first();
  await row.getByTestId('row-view').click();
  const view = page.getByRole('dialog', { name: '查看菜单' });
  await expect(view.locator('[data-field="category"]')).toHaveText('菜单');
  await expect(view.locator('[data-field="action"]')).toHaveCount(0);
});
