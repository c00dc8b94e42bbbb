import { upstreamPath } from './service-path';

describe('upstream path normalisation', () => {
  it('keeps a plain Blade path', () => {
    expect(upstreamPath('/api/blade-system/menu/routes')).toEqual({ service: 'blade-system', path: '/blade-system/menu/routes' });
    expect(upstreamPath('/api/tradePort/oceanorder/list')).toEqual({ service: 'tradePort', path: '/tradePort/oceanorder/list' });
    expect(upstreamPath('/api/blade-tradePort/tbspecification/category/123').path).toBe('/blade-tradePort/tbspecification/category/123');
  });

  it.each([
    '/api/blade-system/../blade-secret/x',
    '/api/blade-system/./menu',
    '/api/blade-system//menu',
    '/api/blade-system/menu%2f..%2fsecret',
    '/api/blade-system/menu%2F..',
    '/api/blade-system/menu%5c..',
    '/api/blade-system/%252e%252e/x',
    '/api/blade-system/menu\\..\\x',
    '/api/blade-system/%2e%2e/x',
    '/api/blade-system/a%00b',
    '/api/blade-system/%E0%A4%A',
    '/apix/blade-system/menu',
  ])('refuses %s', (raw) => {
    expect(() => upstreamPath(raw)).toThrow(expect.objectContaining({ code: 'invalid_path' }));
  });

  it.each(['/api/actuator/env', '/api/blade-gateway/routes', '/api/http:/evil.example', '/api/BLADE-SYSTEM/menu'])(
    'refuses unknown service %s',
    (raw) => {
      expect(() => upstreamPath(raw)).toThrow(expect.objectContaining({ code: 'unknown_service' }));
    },
  );
});
