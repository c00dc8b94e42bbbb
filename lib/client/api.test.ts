import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from './api';
import type { ApiError } from './api-error';

/** A gateway that answers 504 slowly: its headers at once, its body only after the caller's deadline, or no body at all. */
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(504, { 'content-type': 'application/json' });
    if (req.url === '/slow-body') {
      res.write('{"code":504,');
      setTimeout(() => res.end('"msg":"后端服务响应超时"}'), 1_000);
    } else res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (path: string) =>
  request(`${base}${path}`, { signal: AbortSignal.timeout(200) }).then(
    () => null,
    (error: ApiError) => error,
  );

describe('request against a slow gateway', () => {
  it('reports a timeout, not an unknown error, when the deadline falls while the answer is arriving', async () => {
    expect(await failure('/slow-body')).toMatchObject({ code: 0, messageKey: 'errors.upstream_timeout' });
  });

  it('reads a 504 without a message as a timeout', async () => {
    expect(await failure('/empty')).toMatchObject({ code: 504, messageKey: 'errors.upstream_timeout' });
  });
});
