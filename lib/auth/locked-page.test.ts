import { lockedPageOrHome, rememberLockedPage } from './locked-page';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('the locked page', () => {
  it('returns to the screen that was locked, with its query, once', () => {
    const storage = memory();
    rememberLockedPage(storage, { pathname: '/system/param', search: '?current=2&paramName=x' });
    expect(lockedPageOrHome(storage)).toBe('/system/param?current=2&paramName=x');
    expect(lockedPageOrHome(storage)).toBe('/wel/index');
  });

  it('never goes off site or to a public page', () => {
    const storage = memory();
    for (const planted of ['//evil.example', '/\\evil.example', 'https://evil.example', '/login', '/lock']) {
      storage.setItem('tradeport-locked-at', planted);
      expect(lockedPageOrHome(storage)).toBe('/wel/index');
    }
  });
});
