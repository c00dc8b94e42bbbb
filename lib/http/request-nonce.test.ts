import { nonceOf } from './request-nonce';
import { contentSecurityPolicy } from './content-security-policy';

describe('nonceOf', () => {
  it("reads the script nonce of the page's policy", () => {
    expect(nonceOf(contentSecurityPolicy({ nonce: 'abc123+/==', dev: false }))).toBe('abc123+/==');
  });

  it('is undefined without a policy or a nonce', () => {
    expect(nonceOf(null)).toBeUndefined();
    expect(nonceOf("default-src 'self'")).toBeUndefined();
  });
});
