import { decodeSocialCookie, encodeSocialCookie, newSocialState, providerLocation, stateMatches } from './social-state';

describe('social sign-in state', () => {
  it('round-trips through the cookie and matches only the same state and source', () => {
    const start = { state: newSocialState(), tenantId: '000000', source: 'local' };
    const decoded = decodeSocialCookie(encodeSocialCookie(start));
    expect(decoded).toEqual(start);
    expect(stateMatches(decoded, 'local', start.state)).toBe(true);
    expect(stateMatches(decoded, 'github', start.state)).toBe(false);
    expect(stateMatches(decoded, 'local', `${start.state}x`)).toBe(false);
    expect(stateMatches(decoded, 'local', null)).toBe(false);
    expect(stateMatches(null, 'local', start.state)).toBe(false);
  });

  it('rejects tampered cookies', () => {
    expect(decodeSocialCookie(undefined)).toBeNull();
    expect(decodeSocialCookie('short.000000.local')).toBeNull();
    expect(decodeSocialCookie(`${'a'.repeat(20)}.00 00.local`)).toBeNull();
    expect(decodeSocialCookie(`${'a'.repeat(20)}.000000.Local!`)).toBeNull();
  });

  it('follows only same-origin paths or https providers', () => {
    expect(providerLocation('/oauth/local/authorize?state=x')).toBe('/oauth/local/authorize?state=x');
    expect(providerLocation('https://github.com/login/oauth/authorize?x=1')).toBe('https://github.com/login/oauth/authorize?x=1');
    expect(providerLocation('//evil.example/x')).toBeNull();
    expect(providerLocation('/\\evil.example')).toBeNull();
    expect(providerLocation('javascript:alert(1)')).toBeNull();
    expect(providerLocation('http://plain.example')).toBeNull();
    expect(providerLocation(undefined)).toBeNull();
  });
});
