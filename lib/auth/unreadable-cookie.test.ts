import fc from 'fast-check';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { clearUnsealCache, sessionFromCookieStore } from './cached-session';

/**
 * Any session cookie that cannot be unsealed is no session, whatever its shape: it never throws (iron's
 * `Wrong mac prefix` once made /login and every page answer 500 with a stack, and the cookie stayed, so the browser
 * could not even reach the sign-in form), it is cleared, and the log gets at most one line without a stack.
 */
const SECRET = 'unreadable-cookie-test-secret-0123456789abcdef';
Object.assign(process.env, { BLADE_API_URL: 'http://127.0.0.1:9', SESSION_SECRET: SECRET, LOG_ACCESS: 'off', COOKIE_SECURE: 'off' });
const password = { 1: SECRET };
const options = {
  password,
  cookieName: 'bo_session',
  ttl: 3600,
  cookieOptions: { httpOnly: true, sameSite: 'lax' as const, secure: false, path: '/' },
};

function store(seal: string) {
  const sets: { name: string; value: string; maxAge: unknown }[] = [];
  return {
    sets,
    get: (name: string) => (name === 'bo_session' ? { value: seal } : undefined),
    set: (name: string, value: string, cookie: { maxAge?: unknown }) => void sets.push({ name, value, maxAge: cookie.maxAge }),
  };
}

/** The shapes of iron seals: `Fe26.<v>*` then `*`-separated parts, sometimes iron-session's `~<n>` version. */
const sealShape = fc
  .tuple(
    fc.constantFrom('Fe26.2', 'Fe26.1', 'Fe26.', 'Fe27.2', ''),
    fc.array(fc.string({ unit: fc.constantFrom(...'AZaz09_-.~*=+/% \u00e9'.split('')), maxLength: 48 }), { maxLength: 10 }),
    fc.constantFrom('', '~2', '~1', '~', '~x', '~99999999999'),
  )
  .map(([prefix, parts, version]) => [prefix, ...parts].join('*') + version);

const ISSUE_EXAMPLE = 'Fe26.1*1*a*b*c*d*e*f~2';
let warn: jest.SpyInstance;
beforeEach(() => {
  clearUnsealCache();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const expectOneLineAtMost = () => {
  expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  for (const [line] of warn.mock.calls) expect(String(line)).not.toMatch(/\n|\bat .+:\d+:\d+/);
};

describe('a session cookie that cannot be unsealed', () => {
  it('the issue’s cookie: no session, cleared, one warning line', async () => {
    const cookies = store(ISSUE_EXAMPLE);
    const session = await sessionFromCookieStore(cookies, options);
    expect({ ...session }).toEqual({});
    expect(cookies.sets).toEqual([{ name: 'bo_session', value: '', maxAge: 0 }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expectOneLineAtMost();
    // Sent again: still no session and cleared again, without another unseal or line.
    const again = store(ISSUE_EXAMPLE);
    expect({ ...(await sessionFromCookieStore(again, options)) }).toEqual({});
    expect(again.sets).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('fuzzed seal shapes: never a throw, never a session, always cleared, at most one line', async () => {
    await fc.assert(
      fc.asyncProperty(sealShape, async (seal) => {
        clearUnsealCache();
        warn.mockClear();
        const cookies = store(seal);
        const session = await sessionFromCookieStore(cookies, options);
        expect({ ...session }).toEqual({});
        if (seal) expect(cookies.sets).toEqual([{ name: 'bo_session', value: '', maxAge: 0 }]);
        expectOneLineAtMost();
      }),
      { numRuns: 300 },
    );
  });

  it('fuzzed damage to a genuine seal: either the genuine session or none (cleared), never a throw', async () => {
    const genuine = await sealData({ accessToken: 'a-token', user: { tenantId: '000000' } }, { password, ttl: 3600 });
    const parts = genuine.split('*');
    await fc.assert(
      fc.asyncProperty(fc.nat(parts.length - 1), fc.string({ maxLength: 30 }), async (index, replacement) => {
        clearUnsealCache();
        warn.mockClear();
        const damaged = parts.map((part, at) => (at === index ? replacement : part)).join('*');
        const cookies = store(damaged);
        const session = (await sessionFromCookieStore<{ accessToken?: string }>(cookies, options)) as { accessToken?: string };
        if (session.accessToken) expect(session.accessToken).toBe('a-token');
        else expect(cookies.sets).toEqual([{ name: 'bo_session', value: '', maxAge: 0 }]);
        expectOneLineAtMost();
      }),
      { numRuns: 200 },
    );
  });

  it('the sign-in page opens and clears it; the BFF answers 401 in Blade’s envelope and clears it', async () => {
    const { proxy } = await import('../../proxy');
    const { handleBladeCall } = await import('../bff/handle');
    const cookie = `bo_session=${ISSUE_EXAMPLE}`;
    const login = await proxy(new NextRequest('http://app.example/login', { headers: { cookie } }));
    expect(login.status).toBe(200);
    expect(login.headers.get('x-middleware-next')).toBe('1');
    expect(login.headers.getSetCookie().some((line) => /^bo_session=;.*Max-Age=0/i.test(line))).toBe(true);

    const page = await proxy(new NextRequest('http://app.example/wel/index', { headers: { cookie } }));
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toMatch(/\/login\?redirect=/);
    expect(page.headers.getSetCookie().some((line) => /^bo_session=;.*Max-Age=0/i.test(line))).toBe(true);

    const api = await handleBladeCall(new NextRequest('http://app.example/api/blade-user/info', { headers: { cookie } }));
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: 401, success: false });
    expect(api.headers.getSetCookie().some((line) => /^bo_session=;.*Max-Age=0/i.test(line))).toBe(true);
    expectOneLineAtMost();
  });
});
