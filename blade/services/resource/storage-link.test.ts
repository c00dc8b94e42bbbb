import { isStorageLink } from './storage-link';

describe('isStorageLink', () => {
  it('takes paths on this site and links to the configured storage origin only', () => {
    expect(isStorageLink('')).toBe(true);
    expect(isStorageLink('/api/blade-resource/oss/endpoint/file?name=a', undefined)).toBe(true);
    expect(isStorageLink('https://oss.example.com/bucket/a.png', 'https://oss.example.com')).toBe(true);
    expect(isStorageLink('https://oss.example.com.evil.example/a.png', 'https://oss.example.com')).toBe(false);
    expect(isStorageLink('http://oss.example.com/a.png', 'https://oss.example.com')).toBe(false);
    expect(isStorageLink('https://oss.example.com/a.png', undefined)).toBe(false);
    for (const link of [
      '//evil.example/a.png',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'a.png',
      '/\t/evil.example',
    ]) {
      expect([link, isStorageLink(link, 'https://oss.example.com')]).toEqual([link, false]);
    }
  });
});
