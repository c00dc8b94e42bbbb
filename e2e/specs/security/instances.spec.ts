import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { md5 } from '../../support/api-login';

/**
 * Two instances of the app behind one real Redis (REDIS_URL), as behind a load balancer: what one instance ends or
 * counts, the other knows. A session logged out on one is refused by the other, for pages and /api; the seal from
 * before a lock is refused by the other; wrong unlock passwords count across both; so does the sign-in throttle.
 */
const PORTS: [number, number] = [Number(process.env.E2E_PAIR_PORT ?? 3110), Number(process.env.E2E_PAIR_PORT ?? 3110) + 1];
const LIMIT = 6;
const [first, second] = PORTS.map((port) => `http://127.0.0.1:${port}`);
let pair: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
// scripts/instance-pair.mjs in its own process (it says `[pair]` once both answer); SIGTERM stops all it started.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const root = path.resolve(__dirname, '../../..');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'instance-pair.mjs'), ...PORTS.map(String)], {
    cwd: root,
    env: { ...process.env, ANONYMOUS_WRITES_PER_MINUTE: String(LIMIT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  pair = child;
  await new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => line.startsWith('[pair]') && resolve());
    child.once('exit', (code) => reject(new Error(`scripts/instance-pair.mjs exited (${code}) before both instances answered`)));
  });
});
test.afterAll(async () => {
  if (!pair || pair.exitCode !== null) return;
  const exited = new Promise((resolve) => pair!.once('exit', resolve));
  pair.kill('SIGTERM');
  await exited;
});

/** A client of one instance with the given session cookie (or none); API clients send no Fetch Metadata, so Origin. */
const client = (baseURL: string, seal?: string, headers: Record<string, string> = {}) =>
  playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, ...(seal ? { cookie: `bo_session=${seal}` } : {}), ...headers },
  });

/** Signs in on one instance (password grant) and answers the sealed cookie. */
async function signIn(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await api.post('/api/blade-auth/oauth/token', {
    params: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all', type: 'account' },
    headers: { 'Tenant-Id': '000000' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const seal = (await api.storageState()).cookies.find((cookie) => cookie.name === 'bo_session')!.value;
  await api.dispose();
  return seal;
}

const sealOf = (setCookie: string | undefined) => /bo_session=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

async function expectRefused(api: APIRequestContext) {
  expect((await api.get('/api/blade-user/info')).status()).toBe(401);
  const page = await api.get('/wel/index', { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toMatch(/\/login/);
}

test('a session logged out on one instance is refused by the other, for pages and /api', async () => {
  const seal = await signIn(first);
  const onSecond = await client(second, seal);
  expect((await onSecond.get('/api/blade-user/info')).status()).toBe(200);
  expect((await onSecond.get('/wel/index', { maxRedirects: 0 })).status()).toBe(200);
  const onFirst = await client(first, seal);
  expect((await onFirst.get('/api/blade-auth/oauth/logout')).status()).toBe(200);
  await expectRefused(onSecond);
  await Promise.all([onFirst.dispose(), onSecond.dispose()]);
});

test('the seal from before a lock on one instance is refused by the other', async () => {
  const before = await signIn(first);
  const onFirst = await client(first, before);
  const lock = await onFirst.post('/bff/lock', { data: { password: 'pause-123' } });
  expect(lock.status()).toBe(200);
  const replay = await client(second, before);
  await expectRefused(replay);
  const after = await client(second, sealOf(lock.headers()['set-cookie']));
  expect((await after.get('/api/blade-user/info')).status()).toBe(423);
  await Promise.all([onFirst.dispose(), replay.dispose(), after.dispose()]);
});

test('wrong unlock passwords count across both instances: the fifth signs the session out', async () => {
  const seal = await signIn(first);
  const lock = await (await client(first, seal)).post('/bff/lock', { data: { password: 'pause-123' } });
  const locked = sealOf(lock.headers()['set-cookie']);
  const triesLeft: number[] = [];
  for (const [index, baseURL] of [first, second, first, second].entries()) {
    const api = await client(baseURL, locked);
    const wrong = await api.post('/bff/unlock', { data: { password: `guess-${index}` } });
    expect(wrong.status()).toBe(400);
    triesLeft.push((await wrong.json()).data.triesLeft);
    await api.dispose();
  }
  expect(triesLeft).toEqual([4, 3, 2, 1]);
  // The lock screen on the other instance says so too.
  const lockPage = await client(first, locked);
  expect(await (await lockPage.get('/lock')).text()).toContain('还可尝试 1 次');
  const last = await client(first, locked);
  const signedOut = await last.post('/bff/unlock', { data: { password: 'guess-4' } });
  expect(signedOut.status()).toBe(401);
  const onSecond = await client(second, locked);
  expect((await onSecond.post('/bff/unlock', { data: { password: 'pause-123' } })).status()).toBe(401);
  await expectRefused(onSecond);
  await Promise.all([lockPage.dispose(), last.dispose(), onSecond.dispose()]);
});

test('the sign-in throttle counts one address across both instances', async () => {
  const address = { 'X-Forwarded-For': '203.0.113.77' };
  const statuses: number[] = [];
  for (let index = 0; index <= LIMIT; index++) {
    const api = await client(index % 2 ? second : first, undefined, address);
    statuses.push((await api.get('/api/blade-auth/oauth/captcha')).status());
    await api.dispose();
  }
  expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
});
