import { encodePng } from '../../captcha/png';

/**
 * The pictures of the seeded records (goods, pound slips, licences, banners…) drawn as PNGs: a sky, a grain pile and
 * the ground, in grain colours varied by the file's name, so each record shows a picture of its own rather than a link
 * to nothing. Small (a few KB), the same bytes for the same name.
 */
export const PICTURE_WIDTH = 320;
export const PICTURE_HEIGHT = 200;

export function demoPicture(name: string): Buffer {
  // Grain colours (wheat to maize gold) under a pale sky, varied by the name.
  const hash = hashOf(name);
  const sky = hsl(195 + (hash % 30), 0.45, 0.85);
  const pile = hsl(32 + ((hash >>> 8) % 22), 0.55 + ((hash >>> 16) % 20) / 100, 0.5 + ((hash >>> 20) % 15) / 100);
  const ground = hsl(25 + ((hash >>> 12) % 15), 0.25, 0.3);
  const rgba = new Uint8Array(PICTURE_WIDTH * PICTURE_HEIGHT * 4);
  for (let y = 0; y < PICTURE_HEIGHT; y++) {
    for (let x = 0; x < PICTURE_WIDTH; x++) {
      // A mound centred in the picture, on ground filling the bottom fifth.
      const dx = (x - PICTURE_WIDTH / 2) / (PICTURE_WIDTH * 0.42);
      const pileTop = PICTURE_HEIGHT * (0.3 + 0.5 * dx * dx);
      const base = y > PICTURE_HEIGHT * 0.8 ? ground : y > pileTop ? pile : sky;
      const shade = 1 - (y / PICTURE_HEIGHT) * 0.15 + ((x * 7 + y * 13) % 11 === 0 ? 0.04 : 0);
      const at = (y * PICTURE_WIDTH + x) * 4;
      for (let c = 0; c < 3; c++) rgba[at + c] = Math.max(0, Math.min(255, Math.round(base[c] * shade)));
      rgba[at + 3] = 255;
    }
  }
  return encodePng(PICTURE_WIDTH, PICTURE_HEIGHT, rgba);
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash;
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}
