import { expect as baseExpect, request as playwrightRequest, test } from '@playwright/test';
import zh from '../../../messages/zh.json';
import { apiLogin } from '../../support/api-login';
import { baseURL } from '../../support/env';
import { post } from './helpers';
import { selectRow } from '../../support/grid-rows';

// Long journeys on a shared, busy machine: each step waits for what it needs, the whole test gets room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: 'e2e/.auth/admin.json' });

test('tenants: a new tenant’s admin signs in to its default menus, then meets the account quota set in 授权配置', async ({ page }) => {
  const tenantName = `e2e租户${Date.now().toString(36).slice(-5)}`;
  await page.goto('/system/tenant');
  await page.getByTestId('toolbar-add').click();
  const form = page.getByRole('dialog', { name: `新增${zh.resources.tenant.item}` });
  await form.locator('[name="tenantName"]').fill(tenantName);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/blade-system/tenant/submit'));
  await form.getByRole('button', { name: zh.crud.save }).click();
  expect(await (await saved).json()).toMatchObject({ success: true });
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: tenantName });
  await expect(row).toBeVisible();
  const tenantId = (await row.locator('[data-field="tenantId"]').innerText()).trim();
  expect(tenantId).toMatch(/^\d{6}$/);

  // 授权配置 on the selected tenant: one account (its admin) at most.
  await selectRow(row);
  await page.getByTestId('toolbar-action-setting').click();
  const setting = page.getByTestId('row-action-dialog');
  await setting.locator('[name="accountNumber"]').fill('1');
  const applied = page.waitForResponse((response) => response.url().includes('/api/blade-system/tenant/setting'));
  await setting.getByTestId('row-action-submit').click();
  expect((await applied).status()).toBe(200);

  const tenantAdmin = await playwrightRequest.newContext({ baseURL });
  try {
    await apiLogin(tenantAdmin, { tenantId, account: 'admin', password: 'admin' });
    const routes = JSON.stringify((await (await tenantAdmin.get('/api/blade-system/menu/routes')).json()).data);
    for (const menu of ['用户管理', '角色管理', '部门管理']) expect(routes).toContain(menu);
    expect(routes).not.toContain('租户管理');
    const full = await post(tenantAdmin, '/blade-user/submit', {
      account: 'clerk',
      password: 'clerk123',
      realName: '文员',
      userType: 1,
      roleId: '',
      deptId: '',
    });
    expect(await full.json()).toMatchObject({ success: false, msg: '当前租户已到最大账号额度!' });
    // Its users are its own: the platform's are out of reach.
    const users = (await (await tenantAdmin.get('/api/blade-user/page', { params: { size: 100 } })).json()).data.records as {
      tenantId: string;
    }[];
    expect(users.map((user) => user.tenantId)).toEqual([tenantId]);
    // The platform's business dictionaries were copied to the new tenant, as its own rows.
    const lookup = async (request: typeof tenantAdmin) =>
      (await (await request.get('/api/blade-system/dict-biz/dictionary', { params: { code: 'grain_variety' } })).json()).data as {
        dictKey: string;
        dictValue: string;
        id: string;
      }[];
    const [copied, platform] = [await lookup(tenantAdmin), await lookup(page.request)];
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.map(({ dictKey, dictValue }) => [dictKey, dictValue])).toEqual(
      platform.map(({ dictKey, dictValue }) => [dictKey, dictValue]),
    );
    expect(copied.some((entry) => platform.some((original) => original.id === entry.id))).toBe(false);
  } finally {
    await tenantAdmin.dispose();
  }

  // 通用日志 records the creation, written by the service.
  const logged = (await (await page.request.get('/api/blade-log/usual/list', { params: { logId: 'tenant', size: 50 } })).json()).data
    .records as { logData: string; createBy: string }[];
  expect(logged.find((entry) => entry.logData.startsWith(`新建租户 ${tenantName}（${tenantId}）`))).toMatchObject({ createBy: 'admin' });
});
