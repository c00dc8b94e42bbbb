import {
  columnPrefsCookie,
  columnPrefsOwner,
  decodeColumnPrefs,
  encodeColumnPrefs,
  MAX_COLUMN_PREFS_COOKIE,
  resourceOfCookie,
} from './column-prefs-cookie';

const owner = columnPrefsOwner('1123598821738675201', '000000');

describe('column preferences cookie', () => {
  it('round-trips order, hidden columns and widths, keeping only hidden ones', () => {
    const value = encodeColumnPrefs(
      { hidden: { remark: false, paramKey: true }, widths: { paramName: 220.4 }, order: ['paramKey', 'paramName'] },
      owner,
    );
    expect(value).toBe(`1~${owner}~paramKey!paramName~remark~paramName*220`);
    expect(decodeColumnPrefs(value!, owner)).toEqual({
      hidden: { remark: false },
      widths: { paramName: 220 },
      order: ['paramKey', 'paramName'],
    });
    expect(decodeColumnPrefs(encodeColumnPrefs({ hidden: { remark: false }, widths: {} }, owner)!, owner)).toEqual({
      hidden: { remark: false },
      widths: {},
    });
  });

  it('writes nothing when there is nothing to keep', () => {
    expect(encodeColumnPrefs({ hidden: { remark: true }, widths: {} }, owner)).toBeNull();
    expect(columnPrefsCookie('param', null, '/system/param')).toBe('tp-cols-param=; Path=/system/param; Max-Age=0; SameSite=Lax');
  });

  it('refuses to grow past its size limit', () => {
    const order = Array.from({ length: 200 }, (_, index) => `field${index}`);
    expect(encodeColumnPrefs({ hidden: {}, widths: {}, order }, owner)).toBeNull();
    const fits = encodeColumnPrefs({ hidden: {}, widths: {}, order: order.slice(0, 40) }, owner)!;
    expect(fits.length).toBeLessThanOrEqual(MAX_COLUMN_PREFS_COOKIE);
    expect(decodeColumnPrefs(`${fits}!${'x'.repeat(MAX_COLUMN_PREFS_COOKIE)}`, owner)).toBeNull();
  });

  it('refuses names a cookie cannot carry', () => {
    expect(encodeColumnPrefs({ hidden: { 'a;b': false }, widths: {} }, owner)).toBeNull();
    expect(encodeColumnPrefs({ hidden: {}, widths: { 'a~b': 100 } }, owner)).toBeNull();
  });

  it('ignores a bad cookie', () => {
    const good = encodeColumnPrefs({ hidden: { remark: false }, widths: { paramName: 220 } }, owner)!;
    expect(decodeColumnPrefs(good, columnPrefsOwner('2', '000000'))).toBeNull();
    expect(decodeColumnPrefs(good.replace(/^1/, '2'), owner)).toBeNull();
    for (const bad of [
      '',
      'garbage',
      `1~${owner}~a~b`,
      `1~${owner}~~~paramName*5`,
      `1~${owner}~~~paramName*9000`,
      `1~${owner}~~~paramName*wide`,
      `1~${owner}~~~paramName*200*3`,
      `1~${owner}~<script>~~`,
      `1~${owner}~~remark!!x~`,
    ])
      expect(decodeColumnPrefs(bad, owner)).toBeNull();
    expect(decodeColumnPrefs(undefined, owner)).toBeNull();
  });

  it('tells its cookies from others by name', () => {
    expect(resourceOfCookie('tp-cols-api_scope')).toBe('api_scope');
    expect(resourceOfCookie('tp-cols-')).toBeNull();
    expect(resourceOfCookie('tp-cols-a.b')).toBeNull();
    expect(resourceOfCookie('tradeport-session')).toBeNull();
  });

  it('tells owners apart', () => {
    expect(columnPrefsOwner('1', '000000')).not.toBe(columnPrefsOwner('1', '000001'));
    expect(columnPrefsOwner('1', '000000')).toBe(columnPrefsOwner('1', '000000'));
  });
});
