import { expect as baseExpect, test } from '@playwright/test';

// Long journeys on a shared, busy machine: each step waits for what it needs, the whole test gets room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: 'e2e/.auth/admin.json' });

test('data scopes are listed by menu from the lazy menu tree', async ({ page }) => {
  await page.goto('/authority/datascope');
  const tree = page.getByTestId('filter-tree-menuId');
  const level = page.waitForResponse(
    (response) => response.url().includes('/api/blade-system/menu/lazy-menu-list?parentId=') && !response.url().endsWith('parentId=0'),
  );
  await tree.getByRole('button', { name: '展开 系统管理' }).click();
  await level;
  const listed = page.waitForResponse(
    (response) => response.url().includes('/api/blade-system/data-scope/list') && response.url().includes('menuId='),
  );
  await tree.getByRole('button', { name: '用户管理', exact: true }).click();
  await listed;
  const rows = page.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: '用户列表-所在机构可见' })).toBeVisible();
});
