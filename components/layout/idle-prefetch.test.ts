import { mayPrefetch } from './idle-prefetch';

describe('mayPrefetch: whether the shell loads the list screens’ code before it is asked for', () => {
  it('does on an ordinary connection, and when the browser does not say', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('does not when the user asked to save data, or on a 2G-class link', () => {
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
