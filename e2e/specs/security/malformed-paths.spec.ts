import { expect, test } from '@playwright/test';

/**
 * Attack: malformed percent-encoding (invalid UTF-8 such as %ff, overlong %c0%ae) aimed at the BFF,
 * the /bff handlers and pages. Next's router would answer a bare 500; the proxy answers a 400 in
 * Blade's envelope, and the server keeps serving. Found by bench/fuzz.mjs.
 */
test.describe('malformed paths', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('undecodable escapes get a readable 400, never a 500', async ({ request }) => {
    for (const path of [
      '/api/blade-system/%ff/list',
      '/api/%c0%ae/blade-user/info',
      '/bff/%ff/session',
      '/system/%E4%B8/param',
      '/%ff',
      // Under the paths the proxy leaves to Next (build assets, the icons), found by the fuzzer too.
      '/favicon.ico/%ff',
      '/_next/static/none.js/%c0%ae/~',
      '/_next/image/%ff',
      '/icon.svg/%ff',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toEqual({ code: 400, success: false, msg: '请求路径不合法', data: null });
    }
    expect((await request.get('/api/blade-user/info')).status()).toBe(200);
  });
});
