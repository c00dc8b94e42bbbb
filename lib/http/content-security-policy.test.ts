import { contentSecurityPolicy, createNonce } from './content-security-policy';
import { assistantConnectSources } from '../assistant/connect-sources';
import { storageImageSources } from './image-sources';

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

  it('lets the page reach Coze only when the assistant uses it', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', dev: false, connect: assistantConnectSources({}) }))['connect-src']).toEqual([
      "'self'",
    ]);
    expect(assistantConnectSources({ COZE_PROVIDER: 'local', COZE_API_BASE: 'https://api.coze.cn' })).toEqual([]);
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', dev: false, connect: assistantConnectSources({ COZE_PROVIDER: 'coze' }) }))[
        'connect-src'
      ],
    ).toEqual(["'self'", 'https://api.coze.cn']);
    expect(assistantConnectSources({ COZE_PROVIDER: 'coze', COZE_API_BASE: 'https://api.coze.com/v3/x' })).toEqual([
      'https://api.coze.com',
    ]);
    expect(assistantConnectSources({ COZE_PROVIDER: 'coze', COZE_API_BASE: 'javascript:alert(1)' })).toEqual([]);
  });

  it('loads images from this origin, data: and blob: URLs, and the configured storage host only', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', dev: false, images: storageImageSources({}) }))['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
    expect(
      directives(
        contentSecurityPolicy({ nonce: 'n', dev: false, images: storageImageSources({ STORAGE_ORIGIN: 'https://oss.example.com' }) }),
      )['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:', 'https://oss.example.com']);
    expect(storageImageSources({ STORAGE_ORIGIN: 'javascript:alert(1)' })).toEqual([]);
  });

  it('makes a different 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
