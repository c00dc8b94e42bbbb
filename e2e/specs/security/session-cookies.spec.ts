import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { apiLogin } from '../../support/api-login';
import { E2E, baseURL } from '../../support/env';

/**
 * Attack: a forged, damaged, stale or stolen session cookie. Each must count as no session: the BFF
 * answers 401 (and clears the cookie) and pages go to /login, whatever Blade would still accept.
 */
const COOKIE = 'bo_session';
const secret = () => fs.readFileSync(path.join(E2E.dataDir!, 'session-secret'), 'utf8').trim();
const password = () => ({ 1: secret() });

/** A fresh sign-in of its own (never the shared admin state, which other specs keep using). */
async function freshSession(): Promise<{ api: APIRequestContext; seal: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  await apiLogin(api);
  const seal = (await api.storageState()).cookies.find((cookie) => cookie.name === COOKIE)!.value;
  return { api, seal };
}

/** Sealed as if a day ago with a one-hour ttl (iron-session writes the expiry from Date.now()). */
async function sealedYesterday(data: Record<string, unknown>): Promise<string> {
  const realNow = Date.now;
  Date.now = () => realNow() - 24 * 3600_000;
  try {
    return await sealData(data, { password: password(), ttl: 3600 });
  } finally {
    Date.now = realNow;
  }
}

/** Sends the cookie from a client that has no other: the BFF answers 401 and a page goes to /login. */
async function expectNoSession(seal: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${COOKIE}=${seal}` } });
  try {
    const call = await api.get('/api/blade-user/info');
    expect(call.status()).toBe(401);
    expect(await call.json()).toMatchObject({ code: 401, success: false });
    const page = await api.get('/wel/index', { maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers().location).toMatch(/\/login\?redirect=/);
  } finally {
    await api.dispose();
  }
}

test.describe('session cookie attacks', () => {
  test('tampered session cookie: one changed character of the sealed data', async () => {
    const { api, seal } = await freshSession();
    const parts = seal.split('*');
    parts[4] = parts[4].slice(0, 10) + (parts[4][10] === 'A' ? 'B' : 'A') + parts[4].slice(11);
    await expectNoSession(parts.join('*'));
    // The genuine cookie still works: the refusal was about the change.
    expect((await api.get('/api/blade-user/info')).status()).toBe(200);
    await api.dispose();
  });

  test('truncated session cookie', async () => {
    const { api, seal } = await freshSession();
    await expectNoSession(seal.slice(0, Math.floor(seal.length * 0.6)));
    await expectNoSession(seal.slice(0, -1));
    await api.dispose();
  });

  test('expired session cookie: past the session’s maximum age, and past the seal’s own expiry', async () => {
    const { api, seal } = await freshSession();
    // Genuine tokens Blade still accepts, in a session that started 13 hours ago (SESSION_MAX_HOURS is 12).
    const data = await unsealData<Record<string, unknown>>(seal, { password: password() });
    expect(data.accessToken).toBeTruthy();
    const old = Date.now() - 13 * 3600_000;
    await expectNoSession(await sealData({ ...data, createdAt: old, lastSeenAt: Date.now() }, { password: password(), ttl: 24 * 3600 }));
    // Idle for longer than SESSION_IDLE_MINUTES.
    await expectNoSession(
      await sealData({ ...data, lastSeenAt: Date.now() - (E2E.sessionIdleMinutes + 1) * 60_000 }, { password: password(), ttl: 24 * 3600 }),
    );
    // A seal made a day ago that expired after an hour, whatever it says inside.
    await expectNoSession(await sealedYesterday({ ...data, createdAt: Date.now(), lastSeenAt: Date.now() }));
    await api.dispose();
  });

  test('session cookie replayed after logout', async () => {
    const { api, seal } = await freshSession();
    expect((await api.get('/api/blade-user/info')).status()).toBe(200);
    const logout = await api.get('/api/blade-auth/oauth/logout', { headers: { Origin: baseURL } });
    expect(logout.status()).toBe(200);
    // The browser dropped the cookie; someone who copied it earlier sends it again.
    await expectNoSession(seal);
    // And the refresh token inside it was revoked too: a second try does not come back to life.
    await expectNoSession(seal);
    await api.dispose();
  });

  test('a malformed seal (iron cannot even parse it): /login renders, the cookie is cleared, pages and calls answer as signed out', async ({
    browser,
  }) => {
    const malformed = 'Fe26.1*1*a*b*c*d*e*f~2';
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: COOKIE, value: malformed, url: baseURL }]);
    const page = await context.newPage();
    const login = await page.goto('/login');
    expect(login?.status()).toBe(200);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)).toBeUndefined();
    await context.close();
    await expectNoSession(malformed);
  });

  test('a session sealed with someone else’s secret', async () => {
    const { api, seal } = await freshSession();
    const data = await unsealData<Record<string, unknown>>(seal, { password: password() });
    const forged = await sealData(data, { password: { 1: 'not-the-server-secret-but-32-characters-long' }, ttl: 3600 });
    await expectNoSession(forged);
    await api.dispose();
  });
});
