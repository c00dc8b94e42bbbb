import { appendEntry, badgeText, MAX_ENTRIES, parseEntries, toEntry } from './error-log';

describe('local error log', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('records type, message, stack, info, page address and time (on the platform’s clock, not the browser’s)', () => {
    const entry = toEntry('error', new TypeError('x is undefined'), 'http://h/system/param', new Date('2026-11-21T01:05:03Z'));
    expect(entry).toMatchObject({
      type: 'error',
      message: 'x is undefined',
      info: 'TypeError',
      url: 'http://h/system/param',
      time: '2026-11-21 09:05:03',
    });
    expect(entry.stack).toContain('TypeError');
    expect(toEntry('unhandledrejection', { code: 500 }, '/a').message).toBe('{"code":500}');
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(toEntry('error', chunk, '/a').type).toBe('chunk');
  });

  it('keeps the newest entries and survives garbage in storage', () => {
    let entries = parseEntries(null);
    for (let i = 0; i < MAX_ENTRIES + 5; i++) entries = appendEntry(entries, toEntry('error', `e${i}`, '/'));
    expect(entries).toHaveLength(MAX_ENTRIES);
    expect(entries.at(-1)?.message).toBe(`e${MAX_ENTRIES + 4}`);
    expect(parseEntries('{oops')).toEqual([]);
    expect(parseEntries(JSON.stringify([{ message: 1 }, { message: 'ok', time: 't' }]))).toHaveLength(1);
  });
});
