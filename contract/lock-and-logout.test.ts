import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { startTestServer } from '../blade/testing/test-server';

/**
 * The lock holds, and signing out is the user's own act, through the BFF in front of the real embedded service:
 * - locking replaces the session's seals: a copy of the cookie from before the lock no longer opens anything;
 * - five wrong unlock passwords sign the session out, each wrong one saying how many tries are left;
 * - while locked only unlock, logout and reading the session work: the error-log upload waits;
 * - a cross-site page cannot sign the user out (GET, which SameSite=Lax cookies accompany on a navigation, or POST);
 * - the error-log upload is capped (200 rows, 256 KB) with a message that says so, before Blade stores anything.
 * Lives outside lib/ and blade/: neither imports the other.
 */
const SECRET = 'lock-and-logout-test-secret-0123456789abcdef';
const APP = 'http://app.example';
const saved = { ...process.env };
let blade: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  blade = await startTestServer();
  Object.assign(process.env, { BLADE_API_URL: blade.base, SESSION_SECRET: SECRET, LOG_ACCESS: 'off', COOKIE_SECURE: 'off' });
});
afterAll(async () => {
  await blade.stop();
  process.env = saved;
});

/** A signed-in session as the sign-in leaves it: Blade's real tokens in a seal. */
async function signIn(): Promise<string> {
  const token = await blade.login();
  const now = Date.now();
  const user = {
    userId: String(token.user_id),
    tenantId: '000000',
    account: 'admin',
    userName: 'admin',
    nickName: '',
    realName: '管理员',
    avatar: '',
    roleId: '',
    roleName: 'administrator',
    deptId: '',
    oauthId: '',
  };
  return sealData(
    {
      sid: `sid-${now}-${Math.random()}`,
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      tokenAt: now,
      user,
      createdAt: now,
      lastSeenAt: now,
    },
    { password: { 1: SECRET }, ttl: 3600 },
  );
}

const sameOrigin = { host: 'app.example', 'sec-fetch-site': 'same-origin' };
const cookieOf = (response: Response) =>
  /^bo_session=([^;]*)/.exec(response.headers.getSetCookie().find((line) => line.startsWith('bo_session=')) ?? '')?.[1];

async function api(path: string, seal: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { handleBladeCall } = await import('@/lib/bff/handle');
  return handleBladeCall(
    new NextRequest(`${APP}${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: { cookie: `bo_session=${seal}`, ...init.headers },
    }),
  );
}

async function bff(route: 'lock' | 'unlock', seal: string, password: string) {
  const { POST } = route === 'lock' ? await import('@/app/bff/lock/route') : await import('@/app/bff/unlock/route');
  return POST(
    new NextRequest(`${APP}/bff/${route}`, {
      method: 'POST',
      body: JSON.stringify({ password }),
      headers: { ...sameOrigin, cookie: `bo_session=${seal}`, 'content-type': 'application/json' },
    }),
  );
}

async function locked(): Promise<{ before: string; after: string }> {
  const before = await signIn();
  const lock = await bff('lock', before, 'pause-123');
  expect(lock.status).toBe(200);
  return { before, after: cookieOf(lock)! };
}

describe('the lock', () => {
  it('locking revokes the cookie from before the lock: replayed, it is no session for /api', async () => {
    const { before, after } = await locked();
    expect(after).toBeTruthy();
    expect((await api('/api/blade-user/info', before)).status).toBe(401);
    expect((await api('/api/blade-user/info', after)).status).toBe(423);
    const unlock = await bff('unlock', after, 'pause-123');
    expect(unlock.status).toBe(200);
    expect((await api('/api/blade-user/info', cookieOf(unlock)!)).status).toBe(200);
    // Still refused after the unlock: the pre-lock seal stays revoked.
    expect((await api('/api/blade-user/info', before)).status).toBe(401);
  });

  it('five wrong unlock passwords sign the session out; each wrong one says how many tries are left', async () => {
    const { after } = await locked();
    const left: unknown[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await bff('unlock', after, `guess-${attempt}`);
      expect(wrong.status).toBe(400);
      const body = (await wrong.json()) as { msg: string; data: { triesLeft: number } };
      left.push(body.data.triesLeft);
      expect(body.msg).toContain(String(body.data.triesLeft));
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const last = await bff('unlock', after, 'guess-5');
    expect(last.status).toBe(401);
    expect(((await last.json()) as { msg: string }).msg).toBe('锁屏密码错误次数过多，已退出登录');
    expect(last.headers.getSetCookie().some((line) => /^bo_session=;.*Max-Age=0/i.test(line))).toBe(true);
    // The right password is too late now, and the locked cookie is no session at all.
    expect((await bff('unlock', after, 'pause-123')).status).toBe(401);
    expect((await api('/api/blade-user/info', after)).status).toBe(401);
  });

  it('while locked the error-log upload waits and stores nothing', async () => {
    const { after } = await locked();
    const count = () => (blade.db.prepare('SELECT COUNT(*) AS n FROM blade_log_client').get() as { n: number }).n;
    const before = count();
    const upload = await api('/api/blade-auth/oauth/logout', after, {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      body: JSON.stringify([{ type: 'error', message: 'x', url: '/', time: '' }]),
    });
    expect(upload.status).toBe(423);
    expect(count()).toBe(before);
  });
});

describe('logout and the error-log upload are the user’s own acts', () => {
  it('a cross-site GET or POST to the logout path does not sign the user out', async () => {
    const seal = await signIn();
    const attempts: Record<string, string>[] = [
      { host: 'app.example', 'sec-fetch-site': 'cross-site' },
      { host: 'app.example', 'sec-fetch-site': 'same-site' },
      { host: 'app.example', origin: 'https://evil.example' },
      { host: 'app.example' },
    ];
    for (const headers of attempts) {
      const refused = await api('/api/blade-auth/oauth/logout', seal, { headers });
      expect([JSON.stringify(headers), refused.status]).toEqual([JSON.stringify(headers), 403]);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    const post = await api('/api/blade-auth/oauth/logout', seal, {
      method: 'POST',
      headers: { host: 'app.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '[]',
    });
    expect(post.status).toBe(403);
    expect((await api('/api/blade-user/info', seal)).status).toBe(200);
    // The back-office's own sign-out still works, and ends the session.
    expect((await api('/api/blade-auth/oauth/logout', seal, { headers: sameOrigin })).status).toBe(200);
    expect((await api('/api/blade-user/info', seal)).status).toBe(401);
  });

  it('the error-log upload takes up to 200 rows and 256 KB, and refuses more with a message that says so', async () => {
    const seal = await signIn();
    const count = () => (blade.db.prepare('SELECT COUNT(*) AS n FROM blade_log_client').get() as { n: number }).n;
    const row = (index: number, size = 10) => ({
      type: 'error',
      message: `m${index}`,
      stack: 's'.repeat(size),
      info: 'Error',
      url: '/wel/index',
      time: '2026-11-27 10:00:00',
    });
    const upload = (rows: unknown[]) =>
      api('/api/blade-auth/oauth/logout', seal, {
        method: 'POST',
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        body: JSON.stringify(rows),
      });
    const before = count();
    const tooMany = await upload(Array.from({ length: 201 }, (_, index) => row(index)));
    expect(tooMany.status).toBe(413);
    expect(((await tooMany.json()) as { msg: string }).msg).toContain('200');
    const tooLarge = await upload(Array.from({ length: 40 }, (_, index) => row(index, 8000)));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { msg: string }).msg).toContain('256 KB');
    expect(count()).toBe(before);
    expect((await upload(Array.from({ length: 200 }, (_, index) => row(index)))).status).toBe(200);
    expect(count()).toBe(before + 200);
  });
});
