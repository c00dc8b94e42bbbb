import { expect, test } from '@playwright/test';
import { faultyURL } from '../../support/env';
import { md5 } from '../../support/api-login';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Liveness and readiness probes, and the request id that ties a browser call to the logs and to Blade. */
test.describe('ops probes', () => {
  test('/healthz and /readyz answer without a session and name no secret', async ({ request }) => {
    const health = await request.get('/healthz', { maxRedirects: 0 });
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await request.get('/readyz', { maxRedirects: 0 });
    expect(ready.status()).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({ status: 'ready', upstream: { reachable: true } });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|http|secret|saber/i);
    expect(ready.headers()['set-cookie']).toBeUndefined();
  });

  test('idle connections stay open longer than a proxy keeps its own (nginx: 60 s), so a reused one is not reset', async ({ request }) => {
    const health = await request.get('/healthz');
    expect(health.headers()['keep-alive']).toBe('timeout=65');
  });

  test('every BFF answer carries a request id: a well-formed one is kept, anything else replaced', async ({ request }) => {
    const fresh = await request.get('/api/blade-system/tenant/info');
    expect(fresh.headers()['x-request-id']).toMatch(UUID);
    const kept = await request.get('/api/blade-system/tenant/info', { headers: { 'X-Request-Id': 'front-proxy-0001' } });
    expect(kept.headers()['x-request-id']).toBe('front-proxy-0001');
    const injected = await request.get('/api/blade-system/tenant/info', { headers: { 'X-Request-Id': 'x"; rm -rf / #' } });
    expect(injected.headers()['x-request-id']).toMatch(UUID);
    const refused = await request.get('/api/actuator/env');
    expect(refused.headers()['x-request-id']).toMatch(UUID);
  });
});

test.describe('request id through a gateway', () => {
  test.use({ baseURL: faultyURL });

  test('reaches Blade with the call (attack: header injection into upstream calls)', async ({ request }) => {
    const login = await request.post('/api/blade-auth/oauth/token', {
      params: { tenantId: '000000', username: 'probe', password: md5('secret'), grant_type: 'password', scope: 'all', type: 'account' },
      headers: { 'Tenant-Id': '000000', Origin: faultyURL },
    });
    expect(login.status()).toBe(200);
    const response = await request.get('/api/blade-desk/echo', {
      headers: { 'X-Request-Id': 'trace-abcdef12', 'X-Forwarded-For': '6.6.6.6' },
    });
    const sent = (await response.json()).data as Record<string, string>;
    expect(sent['x-request-id']).toBe('trace-abcdef12');
    expect(response.headers()['x-request-id']).toBe('trace-abcdef12');
    // Only allow-listed headers cross the proxy.
    expect(sent['x-forwarded-for']).toBeUndefined();
    expect(sent.cookie).toBeUndefined();
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
  });
});
