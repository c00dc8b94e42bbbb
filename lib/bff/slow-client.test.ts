import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';

/**
 * A slow or hostile client hurts only itself. Anyone could once stall uploads (`Content-Length: 100000`, one byte a
 * second) to an unauthenticated POST: each was sent to Blade as it trickled in, timed out there, and counted as a
 * Blade failure, so five of them opened the circuit breaker and every signed-in user got 503. Now a body is read
 * whole within its own deadline before Blade sees anything (408 past it), and only Blade's own faults count.
 */
const SECRET = 'slow-client-test-secret-0123456789abcdefgh';
let upstream: http.Server;
let failNext = 0;
const received: string[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    // A gateway that refuses: the connection is reset before any answer (a genuine Blade fault).
    if (failNext > 0) {
      failNext -= 1;
      return void req.socket.destroy();
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${body.length}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"success":true,"data":{"records":[]},"msg":"操作成功"}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    BLADE_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    SESSION_SECRET: SECRET,
    LOG_ACCESS: 'off',
    COOKIE_SECURE: 'off',
    UPSTREAM_TIMEOUT_MS: '400',
    BODY_TIMEOUT_MS: '300',
    UPSTREAM_BREAKER_FAILURES: '3',
    UPSTREAM_BREAKER_COOLDOWN_MS: '300',
    ANONYMOUS_WRITES_PER_MINUTE: '1000',
  });
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

/** A signed-in user's cookie (the fake gateway takes any token). */
async function signedInCookie(): Promise<string> {
  const now = Date.now();
  const user = {
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    userName: 'admin',
    nickName: '',
    realName: '',
    avatar: '',
    roleId: '1',
    roleName: 'administrator',
    deptId: '1',
    oauthId: '',
  };
  const seal = await sealData(
    { sid: 'slow-client-sid', accessToken: 'token', refreshToken: 'refresh', tokenAt: now, user, createdAt: now, lastSeenAt: now },
    { password: { 1: SECRET }, ttl: 3600 },
  );
  return `bo_session=${seal}`;
}

/** A body that sends one byte and then nothing: the attack's stalled upload. */
function stalledBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array([123])) });
}

async function stalledRegistration() {
  const { handleBladeCall } = await import('./handle');
  return handleBladeCall(
    new NextRequest('http://app.example/api/blade-user/register-guest', {
      method: 'POST',
      body: stalledBody(),
      duplex: 'half',
      headers: { host: 'app.example', origin: 'http://app.example', 'content-type': 'application/json', 'content-length': '100000' },
    } as ConstructorParameters<typeof NextRequest>[1]),
  );
}

async function read(cookie: string) {
  const { handleBladeCall } = await import('./handle');
  return handleBladeCall(new NextRequest('http://app.example/api/blade-desk/notice/list', { headers: { cookie } }));
}

describe('slow request bodies', () => {
  it('answer 408 in Blade’s envelope after the body deadline, send nothing to Blade, and never open the breaker', async () => {
    const cookie = await signedInCookie();
    received.length = 0;
    const attack = await Promise.all(Array.from({ length: 6 }, stalledRegistration));
    for (const answer of attack) {
      expect(answer.status).toBe(408);
      expect(await answer.json()).toMatchObject({ code: 408, success: false, msg: expect.any(String) });
    }
    expect(received.filter((line) => line.startsWith('POST'))).toEqual([]);
    const reads = await Promise.all(Array.from({ length: 5 }, () => read(cookie)));
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('the half-open probe goes to a request ready to send, not to a stalled upload', async () => {
    const cookie = await signedInCookie();
    // Blade really fails (connections reset) until the circuit opens.
    failNext = 100;
    const statuses: number[] = [];
    while (statuses.at(-1) !== 503 && statuses.length < 10) statuses.push((await read(cookie)).status);
    failNext = 0;
    expect(statuses[0]).toBe(502);
    expect(statuses.at(-1)).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 350));
    // Cool-down over: an attacker's stalled upload arrives first, then the user's read.
    const stalled = stalledRegistration();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await read(cookie)).status).toBe(200);
    expect((await stalled).status).toBe(408);
    expect((await read(cookie)).status).toBe(200);
  });

  it('a whole body sent in time reaches Blade as it was sent', async () => {
    const { handleBladeCall } = await import('./handle');
    received.length = 0;
    const body = JSON.stringify({ account: 'guest1', password: 'x'.repeat(1000) });
    const answer = await handleBladeCall(
      new NextRequest('http://app.example/api/blade-user/register-guest', {
        method: 'POST',
        body,
        headers: { host: 'app.example', origin: 'http://app.example', 'content-type': 'application/json' },
      }),
    );
    expect(answer.status).toBe(200);
    expect(received).toEqual([`POST /blade-user/register-guest ${body.length}`]);
  });
});
