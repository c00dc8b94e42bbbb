import { columnPrefsKey, moveColumn, orderedColumns, readColumnPrefs, writeColumnPrefs } from './column-prefs';

describe('column preferences', () => {
  it('round-trips visibility and widths per user and resource', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const key = columnPrefsKey('42', '000000', 'param');
    writeColumnPrefs(storage, key, { hidden: { remark: false }, widths: { paramName: 220 } });
    expect(readColumnPrefs(storage, key)).toEqual({ hidden: { remark: false }, widths: { paramName: 220 } });
    expect(readColumnPrefs(storage, columnPrefsKey('43', '000000', 'param'))).toEqual({ hidden: {}, widths: {} });
  });

  it('ignores garbage', () => {
    const storage = { getItem: () => '{"hidden":{"a":"yes"},"widths":{"b":5,"c":"x","d":300}}' };
    expect(readColumnPrefs(storage, 'k')).toEqual({ hidden: {}, widths: { d: 300 } });
    expect(readColumnPrefs({ getItem: () => 'not json' }, 'k')).toEqual({ hidden: {}, widths: {} });
  });
});

describe('column order', () => {
  it('applies a saved order and keeps columns added since', () => {
    expect(orderedColumns(['a', 'b', 'c', 'd'], ['c', 'gone', 'a'])).toEqual(['c', 'a', 'b', 'd']);
    expect(orderedColumns(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });
  it('moves a column up or down within bounds', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });
  it('reads a saved order back', () => {
    const storage = { getItem: () => '{"hidden":{},"widths":{},"order":["b",3,"a"]}' };
    expect(readColumnPrefs(storage, 'k').order).toEqual(['b', 'a']);
  });
});
