import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The whole-answer deadline on a real undici pool: it covers the body as well as the headers (a gateway that drips
 * its answer past UPSTREAM_TIMEOUT_MS is cut off), a browser that goes away cancels the upstream call at once, and an
 * answer read in time is not cut off later by the deadline's timer.
 */
describe('upstream deadline', () => {
  let server: http.Server;
  const dripping = new Set<http.ServerResponse>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/blade-desk/drip') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"code":200,"data":"');
        dripping.add(res);
        const timer = setInterval(() => res.write('x'), 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
      if (req.url === '/blade-desk/silent') return void dripping.add(res);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"data":"ok"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      BLADE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      SESSION_SECRET: 'x'.repeat(32),
      UPSTREAM_TIMEOUT_MS: '400',
      UPSTREAM_BREAKER_FAILURES: '100',
    });
  });
  afterAll(() => {
    for (const res of dripping) res.destroy();
    return new Promise((resolve) => server.close(resolve));
  });

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: { code?: string }) => error.code ?? String(error),
    );

  it('cuts off an answer whose body is still coming when the deadline passes', async () => {
    const { readJsonEnvelope, upstreamRequest } = await import('./upstream');
    const started = Date.now();
    const response = await upstreamRequest({ method: 'GET', path: '/blade-desk/drip', headers: {} });
    expect(response.statusCode).toBe(200);
    expect(await failureOf(readJsonEnvelope(response))).toBe('upstream_timeout');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(2000);
  });

  it('gives up waiting for headers at the deadline', async () => {
    const { upstreamRequest } = await import('./upstream');
    expect(await failureOf(upstreamRequest({ method: 'GET', path: '/blade-desk/silent', headers: {} }))).toBe('upstream_timeout');
  });

  it('cancels the upstream call as soon as the browser goes away', async () => {
    const { upstreamRequest } = await import('./upstream');
    const browser = new AbortController();
    const started = Date.now();
    const call = failureOf(upstreamRequest({ method: 'GET', path: '/blade-desk/silent', headers: {}, signal: browser.signal }));
    setTimeout(() => browser.abort(), 50);
    expect(await call).toBe('upstream_timeout');
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('leaves an answer read in time alone after the deadline', async () => {
    const { readJsonEnvelope, upstreamRequest } = await import('./upstream');
    const response = await upstreamRequest({ method: 'GET', path: '/blade-desk/ok', headers: {} });
    const { code, bytes } = await readJsonEnvelope(response);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(code).toBe(200);
    expect(bytes.toString()).toBe('{"code":200,"data":"ok"}');
  });

  it('stops watching a call once its answer is read, dropped or refused', async () => {
    const { readJsonEnvelope, upstreamRequest, watchedDeadlines } = await import('./upstream');
    const read = await upstreamRequest({ method: 'GET', path: '/blade-desk/ok', headers: {} });
    await readJsonEnvelope(read);
    const dropped = await upstreamRequest({ method: 'GET', path: '/blade-desk/ok', headers: {} });
    dropped.body.resume();
    const browser = new AbortController();
    const cancelled = failureOf(upstreamRequest({ method: 'GET', path: '/blade-desk/silent', headers: {}, signal: browser.signal }));
    browser.abort();
    await cancelled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watchedDeadlines()).toBe(0);
  });
});
