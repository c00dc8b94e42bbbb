import createCache from '@emotion/cache';
import { webkitPrefixes } from './webkit-prefixes';

// What emotion's cache writes with this plugin for a class's styles (its server path answers the rules it would send).
const cache = createCache({ key: 't', stylisPlugins: [webkitPrefixes] });
let names = 0;
const css = (styles: string) => cache.insert('.a', { name: `n${names++}`, styles, next: undefined }, cache.sheet, true);

describe('webkitPrefixes', () => {
  it('writes -webkit- before the properties Safari reads only that way', () => {
    expect(css('user-select:none;')).toBe('.a{-webkit-user-select:none;user-select:none;}');
    expect(css('backdrop-filter:blur(4px);')).toBe('.a{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}');
  });

  it('leaves what every supported browser reads unprefixed as written', () => {
    expect(css('display:flex;align-items:center;transition:opacity 150ms;text-decoration:none;')).toBe(
      '.a{display:flex;align-items:center;transition:opacity 150ms;text-decoration:none;}',
    );
    expect(css('@keyframes k{from{opacity:0;}to{opacity:1;}}')).toBe('@keyframes k{from{opacity:0;}to{opacity:1;}}');
  });

  it('keeps a prefixed declaration written on purpose', () => {
    expect(css('-webkit-tap-highlight-color:transparent;-webkit-line-clamp:2;')).toBe(
      '.a{-webkit-tap-highlight-color:transparent;-webkit-line-clamp:2;}',
    );
  });
});
