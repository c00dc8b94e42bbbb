/**
 * Captcha image rendering in the spirit of BladeX's EasyCaptcha: a 130x48 PNG with a few
 * jittered, randomly coloured characters over a light background, plus noise curves and dots.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, getGlyph } from './font';
import { encodePng } from './png';

export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 48;

export type RenderOptions = {
  /** Draw noise curves and dots (default true). Off only makes sense in tests. */
  noise?: boolean;
};

type Rgb = readonly [number, number, number];

type Raster = { width: number; height: number; data: Uint8Array };

type Point = readonly [number, number];

/** Random captcha text drawn uniformly (crypto RNG) from CAPTCHA_ALPHABET. */
export function randomCaptchaText(length = 5): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Renders `text` (characters of CAPTCHA_ALPHABET) as a 130x48 RGBA PNG. */
export function renderCaptcha(text: string, options: RenderOptions = {}): Buffer {
  const raster = createRaster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColor(230, 256));
  const noise = options.noise ?? true;
  if (noise) drawNoiseDots(raster, randomInt(30, 46));
  drawText(raster, text);
  // Curves go over the text so the characters can't be isolated by colour alone,
  // but they are thin and translucent so the text stays readable.
  if (noise) for (let i = randomInt(2, 4); i > 0; i--) drawNoiseCurve(raster);
  return encodePng(raster.width, raster.height, raster.data);
}

/** `renderCaptcha(text)` as a `data:image/png;base64,...` URI. */
export function captchaDataUri(text: string): string {
  return `data:image/png;base64,${renderCaptcha(text).toString('base64')}`;
}

function createRaster(width: number, height: number, background: Rgb): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = background[0];
    data[i + 1] = background[1];
    data[i + 2] = background[2];
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/** Each channel uniform in [min, max). */
function randomColor(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** Uniform float in [min, max). */
function randomFloat(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

/** Alpha-blends `color` onto pixel (x, y); out-of-bounds writes are ignored. */
function plot(r: Raster, x: number, y: number, color: Rgb, alpha = 1): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  const i = (y * r.width + x) * 4;
  const mix = (dst: number, src: number) => Math.round(dst * (1 - alpha) + src * alpha);
  r.data[i] = mix(r.data[i]!, color[0]);
  r.data[i + 1] = mix(r.data[i + 1]!, color[1]);
  r.data[i + 2] = mix(r.data[i + 2]!, color[2]);
}

function fillRect(r: Raster, x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
  for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) plot(r, x + dx, y + dy, color, alpha);
}

function drawText(r: Raster, text: string): void {
  if (text.length === 0) return;
  const slot = Math.floor(r.width / text.length);
  // Largest integer scale that leaves at least one glyph column of spacing per slot.
  const scale = Math.min(4, Math.floor(slot / (GLYPH_WIDTH + 1)), Math.floor(r.height / GLYPH_HEIGHT));
  if (scale < 1) throw new RangeError(`captcha text too long: ${text.length} characters`);
  const glyphW = GLYPH_WIDTH * scale;
  const glyphH = GLYPH_HEIGHT * scale;
  const xSlack = slot - glyphW;
  // Rows 7-8 are descenders, so centre the cell a little low to centre the body visually.
  const baseY = Math.min(r.height - glyphH, Math.floor((r.height - glyphH) / 2) + scale);
  const yJitter = Math.min(5, baseY);

  [...text].forEach((ch, i) => {
    const glyph = getGlyph(ch);
    if (!glyph) throw new RangeError(`captcha font has no glyph for ${JSON.stringify(ch)}`);
    // Keep a pixel of margin on both sides so neighbouring characters never touch.
    const x = i * slot + (xSlack >= 2 ? randomInt(1, xSlack) : 0);
    const y = baseY - randomInt(0, yJitter + 1);
    const color = randomColor(0, 120);
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (row[gx] === '1') fillRect(r, x + gx * scale, y + gy * scale, scale, scale, color);
      }
    });
  });
}

function drawNoiseDots(r: Raster, count: number): void {
  for (let i = 0; i < count; i++) {
    const size = randomInt(1, 3);
    fillRect(r, randomInt(r.width), randomInt(r.height), size, size, randomColor(60, 200), 0.8);
  }
}

/** A random cubic Bézier running across the whole image, 1-2 px thick. */
function drawNoiseCurve(r: Raster): void {
  const p0: Point = [0, randomFloat(0, r.height)];
  const p1: Point = [randomFloat(0, r.width / 2), randomFloat(-r.height / 2, r.height * 1.5)];
  const p2: Point = [randomFloat(r.width / 2, r.width), randomFloat(-r.height / 2, r.height * 1.5)];
  const p3: Point = [r.width, randomFloat(0, r.height)];
  const color = randomColor(40, 180);
  const thickness = randomInt(1, 3);
  const steps = r.width * 4;
  // Consecutive samples land on the same pixel often; skip repeats so the alpha doesn't stack up.
  let last = -1;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const u = 1 - t;
    const a = u * u * u,
      b = 3 * u * u * t,
      c = 3 * u * t * t,
      d = t * t * t;
    const x = Math.round(a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0]);
    const y = Math.round(a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]);
    const key = y * r.width + x;
    if (key === last) continue;
    last = key;
    fillRect(r, x, y, thickness, thickness, color, 0.6);
  }
}
