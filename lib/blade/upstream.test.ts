import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The breaker wired into the real undici pool: a gateway that resets every connection trips it after
 * UPSTREAM_BREAKER_FAILURES, then calls fail fast with upstream_circuit_open until the cool-down ends,
 * and a healthy probe closes it again.
 */
describe('upstream circuit breaker', () => {
  let server: http.Server;
  let healthy = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (!healthy) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      BLADE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      SESSION_SECRET: 'x'.repeat(32),
      UPSTREAM_BREAKER_FAILURES: '3',
      UPSTREAM_BREAKER_COOLDOWN_MS: '300',
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('opens after consecutive failures, fails fast, then half-opens and closes', async () => {
    const { upstreamRequest } = await import('./upstream');
    const call = () =>
      upstreamRequest({ method: 'GET', path: '/blade-desk/x', headers: {} }).then(
        (response) => {
          response.body.resume();
          return response.statusCode;
        },
        (error: { code: string }) => error.code,
      );
    for (let i = 0; i < 3; i++) expect(await call()).toBe('upstream_unavailable');
    const started = Date.now();
    expect(await call()).toBe('upstream_circuit_open');
    expect(Date.now() - started).toBeLessThan(50);

    healthy = true;
    expect(await call()).toBe('upstream_circuit_open');
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect(await call()).toBe(200);
    expect(await call()).toBe(200);
  });
});
