import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { unsealData } from 'iron-session';
import { apiLogin } from '../../support/api-login';
import { E2E, baseURL } from '../../support/env';

/**
 * Attack: reading credentials from anything the browser can see. The session's own access and
 * refresh tokens, the client secret and the session secret never appear in an answer body or header
 * (the sealed cookie aside), a page's HTML, or an error.
 */
const secret = () => fs.readFileSync(path.join(E2E.dataDir!, 'session-secret'), 'utf8').trim();

test('no token or secret in the login answer, /bff/session, page HTML or errors', async () => {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const loginBody = JSON.stringify(await apiLogin(api));
  const seal = (await api.storageState()).cookies.find((cookie) => cookie.name === 'bo_session')!.value;
  const session = await unsealData<{ accessToken: string; refreshToken: string }>(seal, { password: { 1: secret() } });
  expect(session.accessToken.length).toBeGreaterThan(8);
  const forbidden = [
    session.accessToken,
    session.refreshToken,
    secret(),
    'saber_secret',
    Buffer.from('saber:saber_secret').toString('base64'),
    'access_token',
    'refresh_token',
  ];
  const expectClean = (where: string, text: string) => {
    for (const value of forbidden) expect(text.includes(value), `${where} contains ${value.slice(0, 12)}…`).toBe(false);
  };
  expectClean('login answer', loginBody);

  const seen: [string, string][] = [];
  for (const url of [
    '/bff/session',
    '/api/blade-user/info',
    '/api/blade-system/menu/routes',
    '/wel/index',
    '/system/param',
    '/info/index',
    '/api/blade-desk/notice/detail?id=not-a-number',
    '/api/blade-nope/x',
    '/api/blade-system/%ff',
    '/bff/nope',
    '/no-such-page',
  ]) {
    const response = await api.get(url);
    const headers = Object.entries(response.headers())
      .filter(([name]) => name !== 'set-cookie')
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    seen.push([url, `${headers}\n${await response.text()}`]);
  }
  const failed = await api.post('/api/blade-desk/notice/submit', { data: '{not json' });
  seen.push(['bad write', await failed.text()]);
  for (const [where, text] of seen) expectClean(where, text);
  await api.dispose();
});

test.describe('security headers on every page', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('CSP without unsafe-eval, frame-ancestors, nosniff, referrer policy; HSTS behind HTTPS', async ({ request }) => {
    for (const url of [
      '/login',
      '/404',
      '/403',
      '/500',
      '/wel/index',
      '/wel/dashboard',
      '/system/param',
      '/desk/notice',
      '/info/index',
      '/order/orderdetail/none',
      '/no-such-page',
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, url).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp, url).not.toContain('unsafe-eval');
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], url).toBeUndefined();
      const https = await request.get(url, { maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers()['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
    }
    for (const url of ['/api/blade-user/info', '/api/blade-system/%ff', '/bff/session']) {
      const response = await request.get(url, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers()['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
    }
  });
});
