import { requestIdFrom } from './request-id';

const from = (value: string | null) => requestIdFrom(new Headers(value === null ? {} : { 'x-request-id': value }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a well-formed id from a front proxy', () => {
    expect(from('3f2a9c1e7b5d4a60')).toBe('3f2a9c1e7b5d4a60');
    expect(from('nginx-req.42:abc')).toBe('nginx-req.42:abc');
  });

  it('generates a UUID when there is none or it is malformed (injection, too short, too long)', () => {
    for (const bad of [null, '', 'short', 'a'.repeat(129), 'abc def ghi', 'abcdefgh\\r\\nx-evil: 1', 'abcdefgh"}{', '../../etc/passwd']) {
      expect(from(bad)).toMatch(UUID);
    }
    expect(from(null)).not.toBe(from(null));
  });
});
