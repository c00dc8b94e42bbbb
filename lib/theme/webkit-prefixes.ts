import type { StylisPlugin } from '@emotion/cache';

/**
 * The only vendor prefixes the supported browsers (current Chromium, Firefox and Safari) still need, for emotion's
 * cache (components/layout/style-cache.tsx) in place of stylis's full prefixer. That one writes every flex, transition
 * and text-decoration rule a second and third time for browsers of ten years ago: about a quarter of the styles every
 * page carries in its HTML before its content (bench/page-weight.mjs). Safari still reads these properties only with
 * -webkit-; Chromium reads print-color-adjust that way too.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'hyphens',
  'backdrop-filter',
  'box-decoration-break',
  'print-color-adjust',
  'text-size-adjust',
]);

/** A declaration (stylis's "decl") of one of those properties is written with -webkit- first, as the full prefixer did. */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_ONLY.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};
