import { matchSegments, Router, type Context } from './router';
import { R } from './envelope';
import { PUBLIC, type RoutePolicy } from './policy';

const ctx = (path: string) => ({ path, method: 'GET' }) as unknown as Context;

describe('Router path parameters', () => {
  it('matches a {name} segment and hands its value to the handler', async () => {
    const router = new Router().get('/svc/spec/category/{id}', (c) => R.data(c.params), PUBLIC);
    const route = router.match('GET', '/svc/spec/category/42');
    if (route === null || route === 'method-not-allowed') throw new Error('no route');
    const reply = await (route.handler as (c: Context) => ReturnType<typeof R.data>)(ctx('/svc/spec/category/42'));
    expect((reply.body as { data: unknown }).data).toEqual({ id: '42' });
  });

  it('prefers an exact route over a pattern and keeps exact-only behaviour', () => {
    const exact = () => R.success();
    const router = new Router()
      .get('/svc/spec/category/list', exact, PUBLIC)
      .get('/svc/spec/category/{id}', () => R.success('pattern'), PUBLIC);
    expect(router.match('GET', '/svc/spec/category/list')).toMatchObject({ handler: exact, policy: PUBLIC });
    expect(router.match('POST', '/svc/spec/category/7')).toBe('method-not-allowed');
    expect(router.match('GET', '/svc/spec/category')).toBeNull();
    expect(router.match('GET', '/svc/spec/category/7/more')).toBeNull();
  });

  it('refuses a route without a policy, so the service cannot start with one', () => {
    expect(() => new Router().get('/svc/x', () => R.success(), undefined as unknown as RoutePolicy)).toThrow(
      'route GET /svc/x declares no policy',
    );
    expect(() => new Router().post('/svc/x', () => R.success(), { kind: 'anything' } as unknown as RoutePolicy)).toThrow(
      'declares no policy',
    );
  });

  it('needs a non-empty, well-formed segment', () => {
    const segments = '/a/{id}'.split('/');
    expect(matchSegments(segments, '/a/')).toBeNull();
    expect(matchSegments(segments, '/a/%E0%A4%A')).toBeNull();
    expect(matchSegments(segments, '/a/x%20y')).toEqual({ id: 'x y' });
  });
});
