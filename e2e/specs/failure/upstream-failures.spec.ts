import { expect, test } from '@playwright/test';
import { E2E, faultyURL } from '../../support/env';
import { LoginPage } from '../../pages/login-page';

/** The app pointed at a misbehaving gateway (e2e/support/faulty-blade.mjs), captcha mode off. */
test.describe('upstream failures', () => {
  test.use({ baseURL: faultyURL });

  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/login');
    await expect(login.captcha()).toHaveCount(0);
    await login.fill({ tenant: '000000', account: 'tester', password: 'secret' });
    await login.submit().click();
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('maps garbage, HTML, a reset and a timeout to readable errors', async ({ page }) => {
    const cases: [string, number, string][] = [
      ['/api/blade-desk/garbage', 502, '后端服务返回了无法识别的数据'],
      ['/api/blade-desk/html', 502, '后端服务返回了无法识别的数据'],
      ['/api/blade-desk/reset', 502, '后端服务不可用，请稍后重试'],
      ['/api/blade-desk/slow', 504, '后端服务响应超时，请稍后重试'],
    ];
    for (const [path, status, msg] of cases) {
      const started = Date.now();
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(status);
      const body = await response.json();
      expect(body).toEqual({ code: status, success: false, msg, data: null });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.js|Error:/);
      if (status === 504) expect(Date.now() - started).toBeLessThan(E2E.faultyTimeoutMs + 2500);
    }
    // Still serving after all that.
    expect((await page.request.get('/api/blade-desk/echo')).status()).toBe(200);
  });

  test('forwards credentials but never our cookie, and streams bodies', async ({ page }) => {
    const echo = (await (await page.request.get('/api/blade-desk/echo?x=1')).json()).data;
    expect(echo.authorization).toBe(`Basic ${Buffer.from('saber:saber_secret').toString('base64')}`);
    expect(echo['blade-auth']).toMatch(/^bearer faulty-access-/);
    expect(echo['tenant-id']).toBe('000000');
    expect(echo.cookie).toBeUndefined();
    expect(echo['accept-encoding']).toBe('identity');

    const body = Buffer.alloc(300_000, 7);
    const upload = await page.request.post('/api/blade-desk/echo-body', {
      data: body,
      headers: { 'content-type': 'application/octet-stream', Origin: faultyURL },
    });
    expect((await upload.json()).data.size).toBe(body.length);

    const tooBig = await page.request.post('/api/blade-desk/echo-body', {
      data: Buffer.alloc(E2E.faultyUploadLimitMb * 1024 * 1024 + 10, 1),
      headers: { 'content-type': 'application/octet-stream', Origin: faultyURL },
    });
    expect(tooBig.status()).toBe(413);
    expect((await tooBig.json()).msg).toBe('提交的内容过大');
  });

  test('an upstream 401 ends the session and the next page asks for a login', async ({ page }) => {
    const response = await page.request.get('/api/blade-desk/unauthorized');
    expect(response.status()).toBe(401);
    expect((await page.request.get('/api/blade-desk/echo')).status()).toBe(401);
    // The open page may already be leaving for /login on its own; a fresh tab shows the outcome.
    const fresh = await page.context().newPage();
    await fresh.goto('/wel/index');
    await expect(fresh).toHaveURL(/\/login/);
  });

  test('shows the gateway’s error_description on a failed login and keeps the form', async ({ page }) => {
    // Leave the signed-in shell first: its calls answered 401 after the cookies go would send it to /login on their own.
    await page.goto('about:blank');
    await page.context().clearCookies();
    const login = new LoginPage(page);
    await page.goto('/login');
    await login.fill({ tenant: '000000', account: 'tester', password: 'wrong' });
    await login.submit().click();
    await expect(login.error()).toHaveText('用户名或密码错误');
    await expect(login.account()).toHaveValue('tester');
  });
});
