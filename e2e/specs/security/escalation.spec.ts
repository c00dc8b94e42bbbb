import { expect, test } from '@playwright/test';
import zh from '../../../messages/zh.json';
import { ADMIN, apiLogin, HR } from '../../support/api-login';
import { baseURL } from '../../support/env';

// A lower role cannot take over a higher one, and a tenant cannot reach into another: the screens offer nothing the
// service's policy refuses (blade/policy/enforce.ts), and the refusals that still come through the BFF change nothing.
const PLATFORM_ADMIN_ID = '1123598821738675201';
const MANAGER_ROLE_ID = '1123598816738675204';
const TENANT_ADMIN = { tenantId: '100001', account: 'admin', password: 'admin' };

test('hr is offered no edit, delete, role or reset on the administrator’s account, and the API refuses them', async ({
  page,
  context,
  browser,
}) => {
  await apiLogin(context.request, HR);
  await page.goto('/system/user');
  const rows = page.locator('.MuiDataGrid-row');
  await page.locator('[name="search-account"]').fill('admin');
  await page.getByTestId('search-submit').click();
  const adminRow = rows.filter({ hasText: '管理员' }).first();
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByTestId('row-edit')).toHaveCount(0);
  await expect(adminRow.getByTestId('row-delete')).toHaveCount(0);
  await expect(adminRow.getByRole('checkbox')).toBeDisabled();
  // hr still manages the accounts below it.
  await page.locator('[name="search-account"]').fill('trader');
  await page.getByTestId('search-submit').click();
  await expect(rows.filter({ hasText: 'trader' }).getByTestId('row-edit')).toBeVisible();

  const reset = await context.request.post(`/api/blade-user/reset-password?userIds=${PLATFORM_ADMIN_ID}`, { headers: { Origin: baseURL } });
  expect(await reset.json()).toMatchObject({ success: false, msg: zh.bladeMessages.adminAccountRefused });
  const removed = await context.request.post(`/api/blade-user/remove?ids=${PLATFORM_ADMIN_ID}`, { headers: { Origin: baseURL } });
  expect((await removed.json()).success).toBe(false);
  // The administrator still signs in with its own password.
  const adminContext = await browser.newContext();
  await apiLogin(adminContext.request, ADMIN);
  await adminContext.close();
});

test('a tenant’s administrator cannot hand its users a platform role or department', async ({ context }) => {
  const me = await apiLogin(context.request, TENANT_ADMIN);
  const userId = String(me.user_id ?? me.userId ?? me.data?.userId ?? '');
  const info = await (await context.request.get('/api/blade-user/info')).json();
  const id = userId || String(info.data.id);
  const before = (await (await context.request.get(`/api/blade-user/detail?id=${id}`)).json()).data;
  const update = await context.request.post('/api/blade-user/update', {
    data: { id, roleId: MANAGER_ROLE_ID },
    headers: { Origin: baseURL },
  });
  expect(await update.json()).toMatchObject({ success: false, msg: zh.bladeMessages.roleMissing });
  const moved = await context.request.post('/api/blade-user/update', {
    data: { id, deptId: '1123598813738675201' },
    headers: { Origin: baseURL },
  });
  expect(await moved.json()).toMatchObject({ success: false, msg: zh.bladeMessages.deptMissing });
  const after = (await (await context.request.get(`/api/blade-user/detail?id=${id}`)).json()).data;
  expect({ roleId: after.roleId, deptId: after.deptId }).toEqual({ roleId: before.roleId, deptId: before.deptId });
});
