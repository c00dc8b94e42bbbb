import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, HR, apiLogin, md5 } from '../../support/api-login';
import { LoginPage } from '../../pages/login-page';
import { baseURL } from '../../support/env';

/** Attacks made of crafted requests: forged origins, redirects, paths, headers and uploads. */
const protectedMarkers = /admin@tradeport|欢迎回来|1123598821738675201/;

test.describe('forged requests without a session', () => {
  test('login CSRF: another site cannot sign the browser in to an account of its choosing', async ({ request }) => {
    const params = { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all', type: 'account' };
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://evil.example' },
      { Referer: 'http://evil.example/page' },
      {},
    ] as Record<string, string>[]) {
      const response = await request.post('/api/blade-auth/oauth/token', { params, headers: { 'Tenant-Id': '000000', ...headers } });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403, success: false, msg: '请求来源不被允许' });
      expect(response.headers()['set-cookie'] ?? '').not.toContain('bo_session=Fe26');
    }
  });

  test('open redirect through ?redirect on /login and /lock', async ({ page }) => {
    test.setTimeout(90_000);
    // Without a session /lock goes to /login whatever it is given.
    const lock = await page.request.get('/lock?redirect=https%3A%2F%2Fevil.example', { maxRedirects: 0 });
    expect(lock.headers().location).toBe('/login');
    // Signing in from a link that names another host lands in the app (safeRedirectTarget's cases are in jest).
    const login = new LoginPage(page);
    // A tab inside the path: browsers drop it, and `/\t/evil.example` would have become `//evil.example`.
    const key = await login.open('/login?redirect=%2F%09%2Fevil.example%2Fphish');
    await login.fill({ account: 'admin', password: 'admin', captchaKey: key });
    await login.submit().click();
    await expect(page).toHaveURL(`${baseURL}/wel/index`, { timeout: 30_000 });
    const signedInLock = await page.request.get('/lock?redirect=https%3A%2F%2Fevil.example', { maxRedirects: 0 });
    expect(signedInLock.headers().location).toBe('/wel/index');
  });

  test('middleware bypass: trailing slashes, case and %2f on protected pages', async ({ request }) => {
    for (const path of [
      '/wel/index/',
      '/WEL/INDEX',
      '/Wel/Index',
      '/wel%2findex',
      '/wel%2Findex',
      '/%77el/index',
      '/system/param/',
      '/system//param',
      '/./wel/index',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(200);
      expect(await response.text(), path).not.toMatch(protectedMarkers);
    }
    for (const path of ['/api/blade-user/info/', '/api/BLADE-USER/info', '/api/blade-user%2finfo', '/API/blade-user/info']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308, 400, 401, 404], path).toContain(response.status());
      expect(await response.text(), path).not.toMatch(protectedMarkers);
    }
  });
});

test.describe('forged requests with a session', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('cross-site POST with the victim’s cookie', async ({ request }) => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      {},
    ] as Record<string, string>[]) {
      const response = await request.post('/api/blade-desk/notice/submit', { headers, data: { title: 'csrf', category: 1 } });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
    }
    const lock = await request.post('/bff/lock', { headers: { 'Sec-Fetch-Site': 'cross-site' }, data: { password: 'x1' } });
    expect(lock.status()).toBe(403);
  });

  test('/api paths with .., encoded slashes, absolute URLs and unknown services', async ({ request }) => {
    const paths = [
      '/api/blade-system/..%2fblade-secret',
      '/api/blade-system/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/blade-system/%5c%5cevil.example',
      '/api/http:%2f%2fevil.example%2fx',
      '/api/http://evil.example/x',
      '/api/http:/evil.example/x',
      '/api/https:/evil.example/x',
      '/api/evil.example/blade-user/info',
      '/api/127.0.0.1:22/x',
      '/api/blade-user@evil.example/info',
      '/api/blade-admin/actuator',
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() === 308) {
        // Next folds `//` first: the redirect stays on this origin, and where it leads is refused in turn.
        expect(response.headers().location, path).toMatch(/^\/api\/[^/]/);
        continue;
      }
      expect([400, 404], path).toContain(response.status());
      expect(await response.json(), path).toMatchObject({
        success: false,
        msg: expect.stringMatching(/^(请求路径不合法|请求的服务不存在)$/),
      });
    }
  });

  test('header injection into upstream calls: odd Tenant-Id and captcha headers are refused, not forwarded', async ({ request }) => {
    const params = { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all', type: 'account' };
    for (const headers of [
      { 'Tenant-Id': '000000 X-Admin: 1' },
      { 'Tenant-Id': '000000,100001' },
      { 'Tenant-Id': '0'.repeat(40) },
      { 'Captcha-Key': 'k; x=1' },
      { 'Role-Id': '1 2' },
    ] as Record<string, string>[]) {
      const response = await request.post('/api/blade-auth/oauth/token', { params, headers: { Origin: baseURL, ...headers } });
      expect(response.status(), JSON.stringify(headers)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, msg: '提交的数据格式不正确' });
    }
    expect((await request.get('/api/blade-user/info')).status()).toBe(200);
  });

  test('oversized uploads (413) and wrong file types (refused with a message)', async ({ request }) => {
    const big = await request.post('/api/blade-resource/oss/endpoint/put-file', {
      headers: { Origin: baseURL },
      multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(21 * 1024 * 1024, 1) } },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toMatchObject({ code: 413, success: false, msg: '提交的内容过大' });
    for (const name of ['page.html', 'script.svg', 'run.exe', 'noextension']) {
      const response = await request.post('/api/blade-resource/oss/endpoint/put-file', {
        headers: { Origin: baseURL },
        multipart: { file: { name, mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') } },
      });
      expect(response.status(), name).toBe(400);
      expect((await response.json()).msg, name).toMatch(/^不支持的文件类型: /);
    }
  });
});

test.describe('another tenant or a narrower role through the BFF', () => {
  test('tenant 100001’s admin cannot read, overwrite or remove tenant 000000’s notice by id', async () => {
    const platform = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    const other = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    await apiLogin(platform, ADMIN);
    await apiLogin(other, { tenantId: '100001', account: 'admin', password: 'admin' });
    const title = `总部机密-${Date.now()}`;
    expect((await platform.post('/api/blade-desk/notice/submit', { data: { title, category: 1, content: '仅限总部' } })).status()).toBe(
      200,
    );
    const id = (await (await platform.get('/api/blade-desk/notice/list', { params: { title, size: 10 } })).json()).data.records[0].id;

    expect(
      JSON.stringify((await (await other.get('/api/blade-desk/notice/detail', { params: { id } })).json()).data ?? null),
    ).not.toContain(title);
    expect(
      (await (await other.post('/api/blade-desk/notice/submit', { data: { id, title: 'hijacked', category: 1 } })).json()).success,
    ).toBe(false);
    await other.post('/api/blade-desk/notice/remove', { params: { ids: id } });
    const still = (await (await platform.get('/api/blade-desk/notice/detail', { params: { id } })).json()).data;
    expect(still).toMatchObject({ id, title });
    await Promise.all([platform.dispose(), other.dispose()]);
  });

  test('a role calling an action it lacks: the BFF refuses before Blade', async () => {
    const hr = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    await apiLogin(hr, HR);
    for (const [path, data] of [
      ['/api/blade-desk/notice/submit', { title: 'hr', category: 1 }],
      ['/api/blade-system/param/submit', { paramName: 'x', paramKey: 'hr.x', paramValue: '1' }],
    ] as const) {
      const response = await hr.post(path, { data });
      expect(response.status(), path).toBe(403);
      expect(await response.json()).toMatchObject({ code: 403, success: false, msg: '您没有执行此操作的权限' });
    }
    const remove = await hr.post('/api/blade-desk/notice/remove', { params: { ids: '1' } });
    expect(remove.status()).toBe(403);
    await hr.dispose();
  });
});
