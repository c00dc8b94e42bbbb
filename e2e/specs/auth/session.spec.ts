import { expect, test } from '@playwright/test';
import { apiLogin } from '../../support/api-login';
import { E2E } from '../../support/env';

test.describe('session lifecycle', () => {
  test('logout asks first, ends the session and revokes the token', async ({ page, context }) => {
    await apiLogin(context.request);
    const cookieBefore = (await context.cookies()).find((cookie) => cookie.name === 'bo_session')!;
    await page.goto('/wel/index');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByText('退出系统, 是否继续?')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login/);

    // Replaying the old cookie gets nothing: Blade revoked the token behind it.
    await context.addCookies([cookieBefore]);
    const replay = await context.request.get('/api/blade-user/info');
    expect(replay.status()).toBe(401);
  });

  test('locking sends every route to /lock until the lock password is given', async ({ page, context }) => {
    await apiLogin(context.request);
    await page.goto('/wel/index');
    await page.getByTestId('lock-button').click();
    // The dialog's own button: the top bar's lock button has the same name, and the dialog's code may still be loading.
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByRole('button', { name: '锁屏', exact: true }).click();
    await expect(page.getByText('锁屏密码不能为空')).toBeVisible();
    await page.getByLabel('锁屏密码', { exact: true }).fill('x'.repeat(129));
    await dialog.getByRole('button', { name: '锁屏', exact: true }).click();
    await expect(page.getByText('锁屏密码不能超过128个字符')).toBeVisible();
    await page.getByLabel('锁屏密码', { exact: true }).fill('pause-123');
    await dialog.getByRole('button', { name: '锁屏', exact: true }).click();
    await expect(page).toHaveURL(/\/lock$/);
    await expect(page.getByTestId('lock-user')).toHaveText('管理员');

    for (const path of ['/wel/index', '/', '/login', '/404']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/lock$/);
    }
    await page.reload();
    await expect(page).toHaveURL(/\/lock$/);
    const otherTab = await context.newPage();
    await otherTab.goto('/wel/index');
    await expect(otherTab).toHaveURL(/\/lock$/);
    expect((await context.request.get('/api/blade-user/info')).status()).toBe(423);

    await page.getByLabel('锁屏密码', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page.getByText('锁屏密码错误，还可尝试 4 次')).toBeVisible();
    // The count holds across a reload: the lock screen says how many tries are left.
    await page.reload();
    await expect(page.getByText('还可尝试 4 次，用完将退出登录')).toBeVisible();
    await page.getByLabel('锁屏密码', { exact: true }).fill('pause-123');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('unlocking returns to the screen that was locked, with its filters, its tabs and a half-filled form in one of them', async ({
    page,
    context,
  }) => {
    await apiLogin(context.request);
    // A form half filled in one tab…
    await page.goto('/system/post');
    await page.getByTestId('toolbar-add').click();
    await page.getByRole('dialog', { name: /^新增/ }).locator('[name="postName"]').fill('锁屏前填写');
    // …and a filtered list in another, where the session is locked.
    await page.goto('/system/param?paramKey=account');
    await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
    await page.getByTestId('lock-button').click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await page.getByLabel('锁屏密码', { exact: true }).fill('back-123');
    await dialog.getByRole('button', { name: '锁屏', exact: true }).click();
    await expect(page).toHaveURL(/\/lock$/);
    await page.getByLabel('锁屏密码', { exact: true }).fill('back-123');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/system\/param\?paramKey=account$/);
    await page.getByTestId('tab-/system/post').click();
    await expect(page.getByRole('dialog', { name: /^新增/ }).locator('[name="postName"]')).toHaveValue('锁屏前填写');
  });

  test('refreshes the token on the server once tokenTime has passed', async ({ context }) => {
    test.setTimeout(60_000);
    await apiLogin(context.request);
    const before = (await context.cookies()).find((cookie) => cookie.name === 'bo_session')!.value;
    await new Promise((resolve) => setTimeout(resolve, (E2E.tokenTimeSeconds + 1) * 1000));
    const [first, second] = await Promise.all([
      context.request.get('/api/blade-user/info'),
      context.request.get('/api/blade-system/menu/routes'),
    ]);
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    const after = (await context.cookies()).find((cookie) => cookie.name === 'bo_session')!.value;
    expect(after).not.toBe(before);
    expect((await context.request.get('/api/blade-user/info')).status()).toBe(200);
  });
});
