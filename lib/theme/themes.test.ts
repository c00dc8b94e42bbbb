import { CHROMES, THEME_NAMES, toAccent, toThemeName } from './themes';

describe('themes', () => {
  it('has the 11 Saber themes, each different, dark a dark mode', () => {
    expect(THEME_NAMES).toEqual(['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte']);
    const signatures = new Set(THEME_NAMES.map((name) => JSON.stringify(CHROMES[name])));
    expect(signatures.size).toBe(11);
    expect(CHROMES.dark.mode).toBe('dark');
    expect(THEME_NAMES.filter((name) => CHROMES[name].mode === 'dark')).toEqual(['dark']);
  });

  it('reads stored choices defensively', () => {
    expect(toThemeName('vip')).toBe('vip');
    expect(toThemeName('<script>')).toBe('default');
    expect(toAccent('#13c2c2')).toBe('#13c2c2');
    expect(toAccent('red;background:url(x)')).toBe('#2F86A6');
  });
});
