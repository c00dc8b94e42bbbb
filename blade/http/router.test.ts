import { matchSegments, Router, type Context } from './router';
import { R } from './envelope';

const ctx = (path: string) => ({ path, method: 'GET' }) as unknown as Context;

describe('Router path parameters', () => {
  it('matches a {name} segment and hands its value to the handler', async () => {
    const router = new Router().get('/svc/spec/category/{id}', (c) => R.data(c.params));
    const handler = router.match('GET', '/svc/spec/category/42');
    expect(typeof handler).toBe('function');
    const reply = await (handler as (c: Context) => ReturnType<typeof R.data>)(ctx('/svc/spec/category/42'));
    expect((reply.body as { data: unknown }).data).toEqual({ id: '42' });
  });

  it('prefers an exact route over a pattern and keeps exact-only behaviour', () => {
    const exact = () => R.success();
    const router = new Router().get('/svc/spec/category/list', exact).get('/svc/spec/category/{id}', () => R.success('pattern'));
    expect(router.match('GET', '/svc/spec/category/list')).toBe(exact);
    expect(router.match('POST', '/svc/spec/category/7')).toBe('method-not-allowed');
    expect(router.match('GET', '/svc/spec/category')).toBeNull();
    expect(router.match('GET', '/svc/spec/category/7/more')).toBeNull();
  });

  it('needs a non-empty, well-formed segment', () => {
    const segments = '/a/{id}'.split('/');
    expect(matchSegments(segments, '/a/')).toBeNull();
    expect(matchSegments(segments, '/a/%E0%A4%A')).toBeNull();
    expect(matchSegments(segments, '/a/x%20y')).toEqual({ id: 'x y' });
  });
});
