import { expect, test } from '@playwright/test';
import { apiLogin, HR } from '../../support/api-login';
import { baseURL } from '../../support/env';

const MANAGER = { tenantId: '000000', account: 'manager', password: 'manager' };

test('buttons follow the role’s button codes', async ({ page, context }) => {
  await apiLogin(context.request, MANAGER);
  await page.goto('/tradeport/goods');
  await expect(page.getByRole('heading', { name: '挂牌商品', level: 1 })).toBeVisible();
  await expect(page.getByTestId('toolbar-add')).toBeVisible();
  await expect(page.getByTestId('toolbar-batch-delete')).toHaveCount(0);
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByTestId('row-delete')).toHaveCount(0);
  await expect(page.getByTestId('row-edit').first()).toBeVisible();
});

test('a screen outside the role’s menu is an unknown path (/404), not a screen whose data is refused', async ({ page, context }) => {
  await apiLogin(context.request, HR);
  await page.goto('/system/param');
  await expect(page).toHaveURL('/404');
  await page.goto('/tradeport/goods');
  await expect(page).toHaveURL('/404');
  // A screen of its own menu opens.
  await page.goto('/system/user');
  await expect(page.getByRole('heading', { name: '用户管理', level: 1 })).toBeVisible();
});

test('the BFF refuses a write the role may not do before Blade sees it', async ({ context }) => {
  await apiLogin(context.request, HR);
  const response = await context.request.post('/api/blade-system/param/submit', {
    data: { paramName: 'x', paramKey: 'x', paramValue: 'x' },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 403, success: false, msg: '您没有执行此操作的权限' });
  // Reads are left to Blade, which refuses the screen the role was not granted.
  const read = await context.request.get('/api/blade-system/param/list');
  expect(read.status()).toBe(403);
  expect((await read.json()).msg).toBe('请求被拒绝');
});
