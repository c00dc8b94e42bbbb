import { contrastRatio, legibleAccent } from './legible-accent';

describe('a legible accent', () => {
  it('darkens the default accent just enough for 4.5:1 on white, and keeps one that already reads', () => {
    expect(contrastRatio('#2F86A6', '#FFFFFF')).toBeLessThan(4.5);
    const accent = legibleAccent('#2F86A6', 'light');
    expect(contrastRatio(accent, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, '#FFFFFF')).toBeLessThan(4.8);
    expect(legibleAccent('#1B5E20', 'light')).toBe('#1B5E20');
  });

  it('reads on the dark theme’s paper, and for any colour a user may pick', () => {
    expect(contrastRatio(legibleAccent('#2F86A6', 'dark', ['#1C1F24']), '#1C1F24')).toBeGreaterThanOrEqual(4.5);
    for (const picked of ['#FFEB3B', '#00FF00', '#FF0000', '#FFFFFF', '#000000']) {
      const light = legibleAccent(picked, 'light', ['#F0F2F5']);
      expect(contrastRatio(light, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light, '#F0F2F5')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(legibleAccent(picked, 'dark', ['#1C1F24', '#121417']), '#1C1F24')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
