import { expect as baseExpect, test } from '@playwright/test';
import zh from '../../../messages/zh.json';
import { apiLogin } from '../../support/api-login';
import { freshRoleWithUser, OPERATOR, post } from './helpers';
import { selectRow } from '../../support/grid-rows';

// Long journeys on a shared, busy machine: each step waits for what it needs, the whole test gets room.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('roles: 权限设置', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('granting a screen with its buttons (parents half-checked) changes what the role’s users see', async ({ page, browser }) => {
    const { roleId, roleName, user } = await freshRoleWithUser();
    await page.goto('/authority/role');
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: roleName });
    await selectRow(row);
    const keysLoaded = page.waitForResponse((response) => response.url().includes(`/menu/role-tree-keys?roleIds=${roleId}`));
    await page.getByTestId('toolbar-grant').click();
    const dialog = page.getByTestId('grant-dialog');
    await keysLoaded;
    const tree = dialog.getByTestId('grant-tree-menu');
    // Nothing granted yet; checking 岗位管理 checks its buttons and half-checks 系统管理.
    await expect(tree.getByRole('checkbox', { name: '岗位管理' })).not.toBeChecked();
    await tree.getByRole('checkbox', { name: '岗位管理' }).check();
    await expect(tree.getByRole('checkbox', { name: '系统管理' })).toHaveAttribute('data-indeterminate', 'true');
    await dialog.getByTestId('grant-tab-dataScope').click();
    await expect(dialog.getByTestId('grant-tree-dataScope').getByRole('checkbox', { name: '用户管理' })).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/blade-system/role/grant'));
    await dialog.getByTestId('grant-submit').click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { roleIds: string[]; menuIds: string[]; dataScopeIds: string[] };
    expect(sent.roleIds).toEqual([roleId]);
    expect(sent.menuIds).toHaveLength(6); // 系统管理 (half-checked), 岗位管理 and its four buttons
    expect(sent.dataScopeIds).toEqual([]);
    await expect(page.getByRole('alert').filter({ hasText: zh.systemAdmin.grantSaved })).toBeVisible();

    // The role's user now has 岗位管理 with its buttons, and nothing else of 系统管理 (its menus and button map, through the BFF).
    const context = await browser.newContext();
    await apiLogin(context.request, user);
    const routes = JSON.stringify((await (await context.request.get('/api/blade-system/menu/routes')).json()).data);
    expect(routes).toContain('岗位管理');
    expect(routes).not.toContain('用户管理');
    const buttons = JSON.stringify((await (await context.request.get('/api/blade-system/menu/buttons')).json()).data);
    expect(buttons).toContain('post_add');
    expect(buttons).not.toContain('user_add');
    await context.close();
  });
});

test('the operator reads roles and users but cannot grant, reset or delete', async ({ page, context }) => {
  await apiLogin(context.request, OPERATOR);
  await page.goto('/authority/role');
  await expect(page.getByRole('heading', { name: '角色管理', level: 1 })).toBeVisible();
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByTestId('toolbar-grant')).toHaveCount(0);
  await expect(page.getByTestId('toolbar-add')).toHaveCount(0);
  const grant = await post(context.request, '/blade-system/role/grant', { roleIds: ['1123598816738675202'], menuIds: [] });
  expect(grant.status()).toBe(403);
  expect(await grant.json()).toMatchObject({ code: 403, success: false, msg: '请求被拒绝' });

  // Users: only the rows of its own department (its data scope), and no reset.
  const users = (await (await context.request.get('/api/blade-user/page', { params: { size: 100 } })).json()).data.records as {
    account: string;
  }[];
  expect(users.map((user) => user.account)).toContain('trader');
  expect(users.map((user) => user.account)).not.toContain('hr');
  const reset = await post(context.request, '/blade-user/reset-password?userIds=1123598821738675201');
  expect(reset.status()).toBe(403);
});
