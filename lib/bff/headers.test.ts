import { pickHeaders, requestHeadersFor, responseHeadersFrom, TOKEN_REQUEST_HEADERS, tokenHeadersSchema } from './headers';

const source = (values: Record<string, string>) =>
  new Headers(Object.entries(values).map(([name, value]) => [name, value]) as [string, string][]);
const raw = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('header injection into upstream calls', () => {
  it('refuses CR/LF, separators and spaces in Tenant-Id and the other token headers', () => {
    const attempts: Record<string, string>[] = [
      { 'tenant-id': '000000\r\nX-Injected: 1' },
      { 'tenant-id': '000000\nblade-auth: bearer stolen' },
      { 'tenant-id': '000000 100001' },
      { 'tenant-id': '000000,100001' },
      { 'tenant-id': '0'.repeat(13) },
      { 'captcha-key': 'key\r\nx: 1' },
      { 'captcha-code': 'ab cd' },
      { 'role-id': '1;2' },
      { 'dept-id': '１２' },
    ];
    for (const headers of attempts) {
      expect(tokenHeadersSchema.safeParse(pickHeaders(raw(headers), TOKEN_REQUEST_HEADERS)).success).toBe(false);
    }
    expect(
      tokenHeadersSchema.safeParse({
        'tenant-id': '000000',
        'captcha-key': 'a1b2-c3',
        'captcha-code': 'x7k2m',
        'role-id': '1123598816738675201,2',
      }).success,
    ).toBe(true);
  });

  it('forwards only the allow-listed request headers: never the cookie, authorization or forwarding headers', () => {
    const picked = requestHeadersFor(
      source({
        accept: 'application/json',
        cookie: 'bo_session=secret',
        authorization: 'Basic x',
        'blade-auth': 'bearer forged',
        'tenant-id': '100001',
        'x-forwarded-for': '10.0.0.1',
        host: 'evil.example',
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }),
    );
    expect(picked).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it('passes back only the allow-listed answer headers: no Set-Cookie from Blade', () => {
    const headers = responseHeadersFrom({
      'content-type': 'application/json',
      'set-cookie': 'x=1',
      server: 'blade',
      'x-powered-by': 'spring',
    });
    expect([...headers.keys()]).toEqual(['content-type']);
  });
});
