import { isProviderCallback, isSameOriginRequest } from './same-origin';

const h = (values: Record<string, string>) => new Headers(values);

describe('same-origin check', () => {
  it('lets safe methods through', () => {
    expect(isSameOriginRequest('GET', h({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });
  it('trusts Fetch Metadata when present', () => {
    expect(isSameOriginRequest('POST', h({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(
      isSameOriginRequest('POST', h({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000', host: 'localhost:3000' })),
    ).toBe(false);
    expect(isSameOriginRequest('DELETE', h({ 'sec-fetch-site': 'same-site' }))).toBe(false);
  });
  it('falls back to Origin against Host', () => {
    expect(isSameOriginRequest('POST', h({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(isSameOriginRequest('POST', h({ origin: 'http://evil.example', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOriginRequest('POST', h({ host: 'localhost:3000' }))).toBe(false);
    expect(isSameOriginRequest('PUT', h({ origin: 'null', host: 'localhost:3000' }))).toBe(false);
  });
});

describe('provider callbacks exempt from the origin check', () => {
  it("are exactly FaDaDa's POST /api/fasc/esign/callback", () => {
    expect(isProviderCallback('POST', '/api/fasc/esign/callback')).toBe(true);
    expect(isProviderCallback('post', '/api/fasc/esign/callback')).toBe(true);
    for (const [method, path] of [
      ['GET', '/api/fasc/esign/callback'],
      ['PUT', '/api/fasc/esign/callback'],
      ['POST', '/api/fasc/esign/callback/'],
      ['POST', '/api/fasc/esign/callbacks'],
      ['POST', '/api/fasc/esign/sign'],
      ['POST', '/api/fasc/esign/refuse'],
      ['POST', '/api/fasc/corpUnbind'],
      ['POST', '/api/FASC/esign/callback'],
      ['POST', '/fasc/esign/callback'],
      ['POST', '/api/blade-auth/oauth/token'],
    ])
      expect([method, path, isProviderCallback(method, path)]).toEqual([method, path, false]);
  });
});
