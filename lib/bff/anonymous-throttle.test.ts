import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

/**
 * Sign-in, captcha and guest registration are open to anyone: each client address gets a number of them a minute,
 * then 429 with Retry-After, before Blade is asked anything. Other addresses are not affected.
 */
let upstream: http.Server;
let calls = 0;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    calls += 1;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"success":true,"data":{},"msg":"操作成功"}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    BLADE_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    SESSION_SECRET: 'anonymous-throttle-test-secret-0123456789ab',
    LOG_ACCESS: 'off',
    ANONYMOUS_WRITES_PER_MINUTE: '3',
  });
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

async function call(path: string, address: string, method = 'GET') {
  const { handleBladeCall } = await import('./handle');
  const headers = { host: 'app.example', origin: 'http://app.example', 'x-forwarded-for': address, 'content-type': 'application/json' };
  return handleBladeCall(new NextRequest(`http://app.example${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined }));
}

describe('unauthenticated calls per client address', () => {
  it('answer 429 with Retry-After past the limit, without asking Blade, and leave other addresses alone', async () => {
    calls = 0;
    expect((await call('/api/blade-auth/oauth/captcha', '203.0.113.7')).status).toBe(200);
    expect((await call('/api/blade-user/register-guest', '203.0.113.7', 'POST')).status).toBe(200);
    expect((await call('/api/blade-auth/oauth/captcha', '203.0.113.7')).status).toBe(200);
    const refused = await call('/api/blade-user/register-guest', '203.0.113.7', 'POST');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429, success: false, msg: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(calls).toBe(3);
    // An address the client wrote itself before the proxy's does not help it.
    expect((await call('/api/blade-auth/oauth/captcha', '198.51.100.1, 203.0.113.7')).status).toBe(429);
    expect((await call('/api/blade-auth/oauth/captcha', '203.0.113.8')).status).toBe(200);
    // Calls that are not sign-in, captcha or registration are not counted here.
    expect((await call('/api/blade-system/tenant/info', '203.0.113.7')).status).toBe(200);
  });
});
