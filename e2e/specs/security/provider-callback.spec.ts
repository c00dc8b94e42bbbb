import { expect, test } from '@playwright/test';

/**
 * The one state-changing call the origin check waives: FaDaDa's server-to-server event callback
 * (POST /api/fasc/esign/callback, no Origin, no session). It reaches the embedded service, which alone
 * decides (here ESIGN_PROVIDER is local, so it answers that FaDaDa is not in use; with fadada it checks
 * the signature, blade/services/esign/fadada-results.test.ts). Nothing next to it loses its check.
 */
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const fasc = {
  'X-FASC-App-Id': '80000123',
  'X-FASC-Sign-Type': 'HMAC-SHA256',
  'X-FASC-Sign': 'f'.repeat(64),
  'X-FASC-Timestamp': String(Date.now()),
  'X-FASC-Nonce': 'e2e',
  'X-FASC-Event': 'sign-task-finished',
};

test.describe('provider callback without an origin', () => {
  test('reaches the service and only that path: the signing page calls, other services and other methods keep their checks', async ({
    request,
  }) => {
    const callback = await request.post('/api/fasc/esign/callback', {
      headers: { ...form, ...fasc },
      data: 'bizContent=%7B%22signTaskId%22%3A%221%22%7D',
    });
    expect(callback.status()).toBe(404);
    expect(await callback.json()).toMatchObject({ code: 404, success: false, msg: '未启用法大大签署 (ESIGN_PROVIDER=fadada)' });

    for (const path of [
      '/api/fasc/esign/sign',
      '/api/fasc/esign/refuse',
      '/api/fasc/esign/callbacks',
      '/api/fasc/corpUnbind',
      '/api/blade-desk/notice/submit',
    ]) {
      const response = await request.post(path, { headers: { ...form, ...fasc }, data: 'bizContent=%7B%7D' });
      expect([path, response.status()]).toEqual([path, 403]);
      expect((await response.json()).msg, path).toBe('请求来源不被允许');
    }
    expect((await request.get('/api/fasc/esign/callback')).status()).toBe(401);
    expect((await request.put('/api/fasc/esign/callback', { headers: form, data: 'bizContent=%7B%7D' })).status()).toBe(403);
  });
});

test.describe('provider callback with a visitor’s cookie', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('a cross-site page posting it gets only the service’s answer, never the session’s rights', async ({ request }) => {
    const response = await request.post('/api/fasc/esign/callback', {
      headers: { ...form, ...fasc, 'Sec-Fetch-Site': 'cross-site' },
      data: 'bizContent=%7B%7D',
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).msg).toBe('未启用法大大签署 (ESIGN_PROVIDER=fadada)');
    // The same cookie still cannot make a cross-site write elsewhere.
    expect(
      (
        await request.post('/api/blade-desk/notice/submit', { headers: { 'Sec-Fetch-Site': 'cross-site' }, data: { title: 'csrf' } })
      ).status(),
    ).toBe(403);
  });
});
