import { contentSecurityPolicy, createNonce } from './content-security-policy';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('content security policy', () => {
  it('allows only nonced scripts in production, never eval or inline script', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==', dev: false }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('forbids framing by other sites, plugins and base hijacking', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', dev: false }));
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('adds eval only for the dev server', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', dev: true }))['script-src']).toContain("'unsafe-eval'");
  });

  it('makes a different 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
