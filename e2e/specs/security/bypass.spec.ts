import { expect, test } from '@playwright/test';
import { baseURL } from '../../support/env';

/** Tricks that have bypassed Next middleware elsewhere must not reach protected data here. */
test.describe('proxy bypass probes without a session', () => {
  const protectedMarkers = /admin@tradeport|欢迎回来|1123598821738675201/;

  for (const header of [
    'proxy:proxy:proxy:proxy:proxy',
    'middleware:middleware:middleware:middleware:middleware',
    'src/proxy:src/proxy',
    'proxy',
  ]) {
    test(`x-middleware-subrequest: ${header}`, async ({ request }) => {
      const pageResponse = await request.get('/wel/index', { headers: { 'x-middleware-subrequest': header }, maxRedirects: 0 });
      expect(pageResponse.status()).not.toBe(200);
      const api = await request.get('/api/blade-user/info', { headers: { 'x-middleware-subrequest': header } });
      expect(api.status()).toBe(401);
      expect(await api.text()).not.toMatch(protectedMarkers);
    });
  }

  test('RSC and prefetch requests', async ({ request }) => {
    const variants: Record<string, string>[] = [
      { RSC: '1' },
      { RSC: '1', 'Next-Router-Prefetch': '1' },
      { 'Next-Router-State-Tree': '%5B%22%22%5D', RSC: '1' },
      { 'x-nextjs-data': '1' },
    ];
    for (const headers of variants) {
      for (const path of ['/wel/index', '/wel/index.rsc', '/wel/index?_rsc=abc']) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        expect(await response.text(), `${path} ${JSON.stringify(headers)}`).not.toMatch(protectedMarkers);
        expect(response.status()).not.toBe(200);
      }
    }
  });
});

test.describe('BFF input checks with a session', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('refuses cross-site writes', async ({ request }) => {
    const crossSite = await request.post('/api/blade-auth/oauth/logout', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status()).toBe(403);
    const foreignOrigin = await request.post('/api/blade-user/update-info', { headers: { Origin: 'http://evil.example' }, data: {} });
    expect(foreignOrigin.status()).toBe(403);
    expect(await foreignOrigin.json()).toMatchObject({ code: 403, success: false, msg: '请求来源不被允许' });
    expect((await request.get('/api/blade-user/info')).status()).toBe(200);
  });

  test('refuses dot segments, encoded slashes and unknown services', async ({ request }) => {
    for (const path of [
      '/api/blade-system/menu%2f..%2f..%2fx',
      '/api/blade-system/a%5c..%5cb',
      '/api/blade-system/%252e%252e/x',
      '/api/blade-system/menu/%00',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, msg: '请求路径不合法' });
    }
    // Encoded dot segments are resolved by URL parsing before routing: they leave /api and end on /404.
    const dots = await request.get('/api/blade-system/%2e%2e/%2e%2e/etc', { maxRedirects: 0 });
    expect([307, 404]).toContain(dots.status());
    expect(dots.headers()['content-type']).not.toContain('json');
    const escaped = await request.get('/api/blade-system/%2e%2e/blade-secret/x');
    expect(escaped.status()).toBe(404);
    expect(await escaped.json()).toMatchObject({ msg: '请求的服务不存在' });
    const unknown = await request.get('/api/actuator/env');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404, msg: '请求的服务不存在' });
  });

  test('never lets the browser run the refresh grant', async ({ request }) => {
    const response = await request.post('/api/blade-auth/oauth/token', {
      params: { grant_type: 'refresh_token', refresh_token: 'x', tenantId: '000000' },
      headers: { Origin: baseURL },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).not.toMatch(/access_token/);
  });
});
