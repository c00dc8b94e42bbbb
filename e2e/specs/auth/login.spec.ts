import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/login-page';
import { setTenantDomain } from '../../support/blade-db';
import { E2E } from '../../support/env';
import { apiLogin } from '../../support/api-login';
import { welcomeHeading } from '../../pages/home-page';

test.describe('login screen', () => {
  test('signs in with the captcha and keeps the tokens out of the browser', async ({ page, context }) => {
    const login = new LoginPage(page);
    const key = await login.open();
    await expect(page).toHaveTitle('瑞粮交易管理平台 - 登录');
    await expect(login.tenant()).toHaveValue('000000');
    await login.fill({ account: 'admin', password: 'admin', captchaKey: key });
    await login.submit().click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(welcomeHeading(page)).toContainText('管理员');

    const session = (await context.cookies()).find((cookie) => cookie.name === 'bo_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const browserVisible = await page.evaluate(() => document.cookie + JSON.stringify(localStorage) + JSON.stringify(sessionStorage));
    expect(browserVisible).not.toMatch(/eyJ|access|refresh/i);
  });

  test('answers a login with the user and never a token', async ({ request }) => {
    const answer = await apiLogin(request);
    expect(answer).toMatchObject({ code: 200, success: true, data: { account: 'admin', tenantId: '000000', roleName: 'administrator' } });
    expect(JSON.stringify(answer)).not.toMatch(/access_token|refresh_token|eyJ/);
  });

  test('shows the wrong password message and keeps what was typed', async ({ page }) => {
    const login = new LoginPage(page);
    const key = await login.open();
    await login.fill({ account: 'admin', password: 'not-the-password', captchaKey: key });
    const nextKey = login.nextCaptchaKey();
    await login.submit().click();
    await expect(login.error()).toHaveText('用户名或密码错误');
    await expect(login.account()).toHaveValue('admin');
    await expect(login.password()).toHaveValue('not-the-password');
    await expect(login.captcha()).toHaveValue('');
    expect(await nextKey).not.toBe(key);
    await expect(page).toHaveURL(/\/login/);
  });

  test('refuses a wrong captcha and an unknown tenant with Blade’s messages', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.fill({ account: 'admin', password: 'admin', captchaCode: 'zzzzz' });
    let next = login.nextCaptchaKey();
    await login.submit().click();
    await expect(login.error()).toHaveText('验证码不正确');

    await login.fill({ tenant: '999999', account: 'admin', password: 'admin', captchaKey: await next });
    next = login.nextCaptchaKey();
    await login.submit().click();
    await expect(login.error()).toHaveText('租户ID未找到');
    await expect(login.tenant()).toHaveValue('999999');
    // Every failure loads a fresh captcha.
    expect(await next).toMatch(/\S/);
  });

  test('asks for every required field before calling the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.tenant().fill('');
    await login.submit().click();
    for (const message of ['请输入租户编号', '请输入账号', '请输入密码', '请输入验证码'])
      await expect(page.getByText(message)).toBeVisible();
    // Typing clears a field's message at once.
    await login.account().fill('a');
    await expect(page.getByText('请输入账号')).toHaveCount(0);
  });

  test('checks a field on blur only once the user has typed in it', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    // Leaving the auto-focused, untouched account field says nothing.
    await expect(login.account()).toBeFocused();
    await login.password().focus();
    await expect(page.getByText('请输入账号')).toHaveCount(0);
    // Typing then emptying it does.
    await login.account().fill('admin');
    await login.account().fill('');
    await login.account().blur();
    await expect(page.getByText('请输入账号')).toBeVisible();
  });

  test('hides the tenant field on a host that belongs to a tenant', async ({ page }) => {
    setTenantDomain('100001', `http://localhost:${E2E.port}`);
    try {
      const login = new LoginPage(page);
      const key = await login.open(`http://localhost:${E2E.port}/login`);
      await expect(login.tenant()).toHaveCount(0);
      await login.fill({ account: 'admin', password: 'admin', captchaKey: key });
      await login.submit().click();
      // Tenant 100001's own admin, not the platform's.
      await expect(welcomeHeading(page)).toContainText('王建国');
    } finally {
      setTenantDomain('100001', '');
    }
  });

  test('switches the language, title included, and remembers it', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveTitle('Tradeport Back-office - Sign in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(login.account()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
