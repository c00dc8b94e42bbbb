import { guard, safeRedirectTarget, type GuardInput } from './guard';
import { sessionState } from './session-data';

const page = (pathname: string, state: GuardInput['state'] = 'active', locked = false): GuardInput => ({
  method: 'GET',
  pathname,
  state,
  locked,
});

describe('route guard: pages', () => {
  it.each([
    ['/login', 'none', { action: 'next' }],
    ['/404', 'none', { action: 'next' }],
    ['/403', 'none', { action: 'next' }],
    ['/500', 'none', { action: 'next' }],
    ['/wel/index', 'none', { action: 'redirect', to: '/login?redirect=%2Fwel%2Findex' }],
    ['/', 'none', { action: 'redirect', to: '/login' }],
    ['/lock', 'none', { action: 'redirect', to: '/login' }],
    ['/login', 'active', { action: 'redirect', to: '/' }],
    ['/', 'active', { action: 'redirect', to: '/wel/index' }],
    ['/wel/index', 'active', { action: 'next' }],
    ['/lock', 'active', { action: 'redirect', to: '/wel/index' }],
  ] as const)('%s with session %s', (pathname, state, expected) => {
    expect(guard(page(pathname, state))).toEqual(expected);
  });

  it('sends every page but /lock to /lock while locked', () => {
    for (const pathname of ['/wel/index', '/login', '/', '/404', '/system/user']) {
      expect(guard(page(pathname, 'active', true))).toEqual({ action: 'redirect', to: '/lock' });
    }
    expect(guard(page('/lock', 'active', true))).toEqual({ action: 'next' });
  });

  it('logs out locally when the token is empty or the session expired', () => {
    expect(guard(page('/wel/index', 'empty-token'))).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fwel%2Findex',
      clearSession: true,
    });
    expect(guard(page('/login', 'expired'))).toEqual({ action: 'next', clearSession: true });
  });
});

describe('route guard: health probes', () => {
  it('lets /healthz and /readyz through in every state, without touching the session', () => {
    for (const pathname of ['/healthz', '/readyz']) {
      for (const state of ['none', 'empty-token', 'expired', 'active'] as const) {
        expect(guard(page(pathname, state))).toEqual({ action: 'next' });
        expect(guard(page(pathname, state, true))).toEqual({ action: 'next' });
      }
    }
    expect(guard(page('/healthz/x', 'none')).action).toBe('redirect');
  });
});

describe('route guard: api', () => {
  it('lets anonymous visitors reach only the login calls', () => {
    expect(guard({ method: 'POST', pathname: '/api/blade-auth/oauth/token', state: 'none', locked: false })).toEqual({ action: 'next' });
    expect(guard({ method: 'GET', pathname: '/api/blade-auth/oauth/captcha', state: 'none', locked: false }).action).toBe('next');
    expect(guard({ method: 'GET', pathname: '/api/blade-auth/oauth/token', state: 'none', locked: false })).toMatchObject({
      action: 'reject',
      status: 401,
    });
    expect(guard({ method: 'GET', pathname: '/api/blade-system/menu/routes', state: 'none', locked: false })).toMatchObject({
      action: 'reject',
      status: 401,
    });
  });

  it('refuses data while locked but still allows unlock and logout', () => {
    expect(guard({ method: 'GET', pathname: '/api/blade-user/info', state: 'active', locked: true })).toMatchObject({
      action: 'reject',
      status: 423,
    });
    expect(guard({ method: 'POST', pathname: '/bff/unlock', state: 'active', locked: true }).action).toBe('next');
    expect(guard({ method: 'GET', pathname: '/api/blade-auth/oauth/logout', state: 'active', locked: true }).action).toBe('next');
    expect(guard({ method: 'GET', pathname: '/bff/session', state: 'active', locked: true }).action).toBe('next');
  });

  it('lock: the error-log upload (a POST to the logout path) and a second lock wait for the unlock', () => {
    expect(guard({ method: 'POST', pathname: '/api/blade-auth/oauth/logout', state: 'active', locked: true })).toMatchObject({
      action: 'reject',
      status: 423,
    });
    expect(guard({ method: 'POST', pathname: '/bff/lock', state: 'active', locked: true })).toMatchObject({
      action: 'reject',
      status: 423,
    });
    expect(guard({ method: 'GET', pathname: '/bff/unlock', state: 'active', locked: true })).toMatchObject({
      action: 'reject',
      status: 423,
    });
    expect(guard({ method: 'POST', pathname: '/api/blade-auth/oauth/logout', state: 'active', locked: false }).action).toBe('next');
  });
});

describe('post-login destination', () => {
  it.each([
    [undefined, '/wel/index'],
    ['/system/user?current=2', '/system/user?current=2'],
    ['//evil.example/x', '/wel/index'],
    ['https://evil.example', '/wel/index'],
    ['/\\evil.example', '/wel/index'],
    ['/\t/evil.example', '/wel/index'],
    ['/\n/evil.example', '/wel/index'],
    [' //evil.example', '/wel/index'],
    ['javascript:alert(1)', '/wel/index'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/login', '/wel/index'],
    ['/api/blade-user/info', '/wel/index'],
  ])('%s → %s', (input, expected) => expect(safeRedirectTarget(input)).toBe(expected));
});

describe('session state', () => {
  const limits = { idleMs: 30 * 60_000, maxMs: 12 * 3600_000 };
  const now = 1_000_000_000_000;
  it('tells none, empty token, expired and active apart', () => {
    expect(sessionState({}, limits, now)).toBe('none');
    expect(sessionState({ accessToken: '', user: {} as never }, limits, now)).toBe('empty-token');
    expect(sessionState({ accessToken: 't', createdAt: now - 1000, lastSeenAt: now - 31 * 60_000 }, limits, now)).toBe('expired');
    expect(sessionState({ accessToken: 't', createdAt: now - 13 * 3600_000, lastSeenAt: now }, limits, now)).toBe('expired');
    expect(sessionState({ accessToken: 't', createdAt: now - 1000, lastSeenAt: now - 1000 }, limits, now)).toBe('active');
  });
});

describe('the local e-sign signing page', () => {
  const visit = (method: string, pathname: string, state: 'none' | 'active' = 'none', locked = false) =>
    guard({ method, pathname, state, locked });
  it('opens to anyone holding a link, and its three calls need no session', () => {
    expect(visit('GET', '/esign/sign/1234.abc_DEF-9').action).toBe('next');
    expect(visit('GET', '/esign/sign/1234.abc', 'active', true).action).toBe('next');
    expect(visit('GET', '/api/fasc/esign/task').action).toBe('next');
    expect(visit('POST', '/api/fasc/esign/sign').action).toBe('next');
    expect(visit('POST', '/api/fasc/esign/refuse').action).toBe('next');
    expect(visit('POST', '/api/fasc/esign/sign', 'active', true).action).toBe('next');
  });
  it('lets FaDaDa post its event callback, and nothing else at that path', () => {
    expect(visit('POST', '/api/fasc/esign/callback').action).toBe('next');
    expect(visit('POST', '/api/fasc/esign/callback', 'active', true).action).toBe('next');
    expect(visit('GET', '/api/fasc/esign/callback').action).toBe('reject');
    expect(visit('PUT', '/api/fasc/esign/callback').action).toBe('reject');
  });
  it('opens nothing else of the service, and no other path under /esign', () => {
    expect(visit('GET', '/api/fasc/getOpenIdList').action).toBe('reject');
    expect(visit('POST', '/api/fasc/corpUnbind').action).toBe('reject');
    expect(visit('GET', '/esign/sign').action).toBe('redirect');
    expect(visit('GET', '/esign/sign/a/b').action).toBe('redirect');
    expect(visit('GET', '/esign/other').action).toBe('redirect');
  });
});

describe('third-party sign-in without a session', () => {
  const visitor = (method: string, pathname: string) => guard({ method, pathname, state: 'none', locked: false });
  it('lets a visitor start, authorise at the local source and come back', () => {
    expect(visitor('GET', '/bff/social/render').action).toBe('next');
    expect(visitor('GET', '/bff/social/callback/local').action).toBe('next');
    expect(visitor('POST', '/api/blade-auth/oauth/local/authorize').action).toBe('next');
    expect(visitor('GET', '/oauth/local/authorize').action).toBe('next');
  });
  it('keeps everything else closed', () => {
    expect(visitor('GET', '/bff/social/callback/../session/x').action).toBe('reject');
    expect(visitor('POST', '/api/blade-user/update-info').action).toBe('reject');
    expect(visitor('GET', '/info/index').action).toBe('redirect');
  });
});
