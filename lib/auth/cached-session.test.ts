import { sealData, unsealData } from 'iron-session';
import { clearUnsealCache, sessionFromCookieStore, touchSession, unsealCached } from './cached-session';

// The real iron-session, with its unsealing counted.
jest.mock('iron-session', () => {
  const actual = jest.requireActual('iron-session');
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

const password = { 1: 'a-session-secret-of-at-least-32-characters' };
const options = {
  password,
  cookieName: 'bo_session',
  ttl: 3600,
  cookieOptions: { httpOnly: true, sameSite: 'lax' as const, secure: false, path: '/' },
};

/** A cookie store like next/headers' cookies(): what was set is what get() answers next. */
function store(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const sets: { name: string; value: string; options: Record<string, unknown> }[] = [];
  return {
    sets,
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    set: (name: string, value: string, cookie: Record<string, unknown>) => {
      values.set(name, value);
      sets.push({ name, value, options: cookie });
    },
  };
}

// The revocation list reads the configuration (REDIS_URL unset: kept in this process).
Object.assign(process.env, { BLADE_API_URL: 'http://127.0.0.1:9', SESSION_SECRET: password[1] });
beforeEach(() => clearUnsealCache());

describe('cached session', () => {
  it('reads a sealed session, and each reader gets its own copy', async () => {
    const seal = await sealData({ accessToken: 't', user: { tenantId: '000000' } }, { password, ttl: 3600 });
    const first = await sessionFromCookieStore<{ accessToken?: string; user?: { tenantId: string } }>(store({ bo_session: seal }), options);
    expect(first.accessToken).toBe('t');
    first.user!.tenantId = 'changed';
    const second = await sessionFromCookieStore<{ user?: { tenantId: string } }>(store({ bo_session: seal }), options);
    expect(second.user!.tenantId).toBe('000000');
    // A reader of the remembered data (no unsealing) gets its own copy too, nested objects included.
    second.user!.tenantId = 'changed again';
    (second as Record<string, unknown>).extra = 1;
    const third = await sessionFromCookieStore<{ user?: { tenantId: string }; extra?: number }>(store({ bo_session: seal }), options);
    expect(third.user).toEqual({ tenantId: '000000' });
    expect(third.extra).toBeUndefined();
  });

  it('gives nothing for a tampered, truncated, foreign or expired seal, and never remembers one', async () => {
    const seal = await sealData({ accessToken: 't' }, { password, ttl: 3600 });
    const parts = seal.split('*');
    parts[4] = parts[4].slice(0, -4) + (parts[4].endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await unsealCached(parts.join('*'), { password, ttl: 3600 })).toEqual({});
    expect(await unsealCached(seal.slice(0, seal.length / 2), { password, ttl: 3600 })).toEqual({});
    const foreign = await sealData({ accessToken: 't' }, { password: { 1: 'another-secret-of-at-least-32-characters!' }, ttl: 3600 });
    expect(await unsealCached(foreign, { password, ttl: 3600 })).toEqual({});
    const expired = await sealData({ accessToken: 't' }, { password, ttl: 1 });
    jest.useFakeTimers({ now: Date.now() + 120_000 });
    try {
      expect(await unsealCached(expired, { password, ttl: 1 })).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });

  it('forgets a remembered seal once the expiry written in it has passed', async () => {
    const seal = await sealData({ accessToken: 't' }, { password, ttl: 2 });
    expect(await unsealCached(seal, { password, ttl: 2 })).toEqual({ accessToken: 't' });
    jest.useFakeTimers({ now: Date.now() + 120_000 });
    try {
      expect(await unsealCached(seal, { password, ttl: 2 })).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });

  it('save() seals what changed into the cookie a minute before the seal expires; destroy() clears it', async () => {
    const cookies = store();
    const session = await sessionFromCookieStore<{ accessToken?: string }>(cookies, options);
    expect(session.accessToken).toBeUndefined();
    session.accessToken = 'new';
    await session.save();
    expect(cookies.sets[0].options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 3540 });
    expect((await sessionFromCookieStore<{ accessToken?: string }>(cookies, options)).accessToken).toBe('new');
    session.destroy();
    expect(session.accessToken).toBeUndefined();
    expect(cookies.sets[1]).toMatchObject({ value: '', options: { maxAge: 0 } });
  });
});

describe('the session object', () => {
  it('has only its data as own keys, its methods shared, and a "__proto__" field stays a field', async () => {
    const seal = await sealData(JSON.parse('{"accessToken":"t","__proto__":{"polluted":true}}'), { password, ttl: 3600 });
    const cookies = store({ bo_session: seal });
    const session = await sessionFromCookieStore<{ accessToken?: string; polluted?: boolean }>(cookies, options);
    expect(Object.keys(session).sort()).toEqual(['__proto__', 'accessToken']);
    expect(session.polluted).toBeUndefined();
    expect(typeof session.save).toBe('function');
    expect(JSON.parse(JSON.stringify(session))).toEqual(JSON.parse('{"accessToken":"t","__proto__":{"polluted":true}}'));
    const other = await sessionFromCookieStore<{ accessToken?: string }>(store({ bo_session: seal }), options);
    expect(other.save).toBe(session.save);
    session.destroy();
    expect(Object.keys(session)).toEqual([]);
    expect(cookies.sets.at(-1)).toMatchObject({ name: 'bo_session', value: '', options: { maxAge: 0 } });
  });
});

describe('a seal save() made', () => {
  it('is remembered: the next request bringing it is not unsealed again, and reads what unsealing it gives', async () => {
    const cookies = store();
    const session = await sessionFromCookieStore<{ accessToken?: string; user?: { tenantId: string } }>(cookies, options);
    Object.assign(session, { accessToken: 't', user: { tenantId: '000000' } });
    await session.save();
    const seal = cookies.sets[0].value;
    const unsealsBefore = jest.mocked(unsealData).mock.calls.length;
    const next = await sessionFromCookieStore<{ accessToken?: string; user?: { tenantId: string } }>(store({ bo_session: seal }), options);
    expect(jest.mocked(unsealData).mock.calls.length).toBe(unsealsBefore);
    expect({ ...next }).toEqual({ accessToken: 't', user: { tenantId: '000000' } });
    // A later change to the saved object is not what the seal holds.
    session.user!.tenantId = 'changed';
    clearUnsealCache();
    expect(await unsealCached(seal, { password, ttl: 3600 })).toEqual({ ...next });
  });
});

describe('a session that ended here', () => {
  it('its cookie replayed after logout reads as no session, until the end of its longest life', async () => {
    const { endSession } = await import('./ended-sessions');
    const seal = await sealData({ accessToken: 'logged-out-token', user: { tenantId: '000000' } }, { password, ttl: 3600 });
    expect((await sessionFromCookieStore<{ accessToken?: string }>(store({ bo_session: seal }), options)).accessToken).toBe(
      'logged-out-token',
    );
    await endSession({ accessToken: 'logged-out-token' }, 60_000);
    expect({ ...(await sessionFromCookieStore<{ accessToken?: string }>(store({ bo_session: seal }), options)) }).toEqual({});
    const other = await sealData({ accessToken: 'still-signed-in' }, { password, ttl: 3600 });
    expect((await sessionFromCookieStore<{ accessToken?: string }>(store({ bo_session: other }), options)).accessToken).toBe(
      'still-signed-in',
    );
  });
});

describe('touchSession (the idle clock)', () => {
  const minute = 60_000;

  it('leaves a session seen within the interval alone', async () => {
    const seal = await sealData({ accessToken: 't', lastSeenAt: Date.now() }, { password, ttl: 3600 });
    const jar = store({ bo_session: seal });
    const session = await sessionFromCookieStore<{ accessToken?: string; lastSeenAt?: number }>(jar, options);
    expect(await touchSession(session, minute)).toBe(false);
    expect(jar.sets).toHaveLength(0);
  });

  it('reseals a stale seal once however many calls carry it at the same time; each answer gets the new cookie', async () => {
    const stale = Date.now() - 2 * minute;
    const seal = await sealData({ accessToken: 't', lastSeenAt: stale }, { password, ttl: 3600 });
    const jars = [store({ bo_session: seal }), store({ bo_session: seal }), store({ bo_session: seal })];
    const sessions = await Promise.all(
      jars.map((jar) => sessionFromCookieStore<{ accessToken?: string; lastSeenAt?: number }>(jar, options)),
    );
    const sealsBefore = jest.mocked(unsealData).mock.calls.length;
    expect(await touchSession(sessions[0], minute)).toBe(true);
    expect(await touchSession(sessions[1], minute)).toBe(true);
    expect(await touchSession(sessions[2], minute)).toBe(true);
    const cookies = jars.map((jar) => jar.sets.map((set) => set.value));
    expect(cookies[0]).toHaveLength(1);
    expect(cookies[0][0]).not.toBe(seal);
    expect(cookies[1]).toEqual(cookies[0]);
    expect(cookies[2]).toEqual(cookies[0]);
    expect(sessions.map((session) => session.lastSeenAt)).toEqual(Array(3).fill(sessions[0].lastSeenAt));
    expect(sessions[0].lastSeenAt).toBeGreaterThan(stale);
    // The new seal holds the moved clock, and is read without unsealing.
    const next = await sessionFromCookieStore<{ accessToken?: string; lastSeenAt?: number }>(store({ bo_session: cookies[0][0] }), options);
    expect(next).toMatchObject({ accessToken: 't', lastSeenAt: sessions[0].lastSeenAt });
    expect(jest.mocked(unsealData).mock.calls.length).toBe(sealsBefore);
  });

  it('reseals again once the reseal itself is older than the interval', async () => {
    const seal = await sealData({ accessToken: 't', lastSeenAt: Date.now() - 2 * minute }, { password, ttl: 3600 });
    const first = store({ bo_session: seal });
    await touchSession(await sessionFromCookieStore<{ lastSeenAt?: number }>(first, options), minute);
    const later = store({ bo_session: seal });
    const session = await sessionFromCookieStore<{ lastSeenAt?: number }>(later, options);
    expect(await touchSession(session, minute, Date.now() + 2 * minute)).toBe(true);
    expect(later.sets[0].value).not.toBe(first.sets[0].value);
  });
});
