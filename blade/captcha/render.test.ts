import { inflateSync } from 'node:zlib';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, getGlyph } from './font';
import { encodePng } from './png';
import { crc32 } from 'node:zlib';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaDataUri, randomCaptchaText, renderCaptcha } from './render';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Chunk = { type: string; data: Buffer; crc: number; crcInput: Buffer };

function parseChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let off = 8;
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    chunks.push({
      type: png.toString('ascii', off + 4, off + 8),
      data: png.subarray(off + 8, off + 8 + len),
      crc: png.readUInt32BE(off + 8 + len),
      crcInput: png.subarray(off + 4, off + 8 + len),
    });
    off += 12 + len;
  }
  return chunks;
}

/** Decodes our own output: RGBA, filter 0 on every line (asserted). */
function decodePixels(png: Buffer): { width: number; height: number; rgba: Buffer } {
  const chunks = parseChunks(png);
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 4;
  const rgba = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(0);
    raw.copy(rgba, y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  }
  return { width, height, rgba };
}

/** The pixels the text's glyphs ink, drawn 4x4 each. */
function inkPixels(text: string): number {
  return (
    [...text].reduce(
      (sum, ch) =>
        sum +
        getGlyph(ch)!
          .join('')
          .split('')
          .filter((b) => b === '1').length,
      0,
    ) * 16
  );
}

/** Glyph colours have every channel < 120 and the background every channel >= 230. */
function countDarkPixels(rgba: Buffer): number {
  let n = 0;
  for (let i = 0; i < rgba.length; i += 4) if (Math.max(rgba[i], rgba[i + 1], rgba[i + 2]) < 120) n++;
  return n;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('encodePng', () => {
  it('rejects a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
  });

  it('round-trips pixels', () => {
    const rgba = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) & 0xff);
    const decoded = decodePixels(encodePng(3, 2, rgba));
    expect(decoded.width).toBe(3);
    expect(decoded.height).toBe(2);
    expect([...decoded.rgba]).toEqual([...rgba]);
  });
});

describe('renderCaptcha', () => {
  const png = renderCaptcha('ab3xy');

  it('starts with the PNG signature', () => {
    expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  });

  it('has IHDR 130x48, 8-bit RGBA, then IDAT and IEND', () => {
    const chunks = parseChunks(png);
    expect(chunks[0].type).toBe('IHDR');
    expect(chunks[0].data.length).toBe(13);
    expect(chunks[0].data.readUInt32BE(0)).toBe(130);
    expect(chunks[0].data.readUInt32BE(4)).toBe(48);
    expect([...chunks[0].data.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    expect(chunks.some((c) => c.type === 'IDAT')).toBe(true);
    expect(chunks[chunks.length - 1].type).toBe('IEND');
    expect(chunks[chunks.length - 1].data.length).toBe(0);
  });

  it('has a valid CRC on every chunk', () => {
    for (const c of parseChunks(png)) expect(c.crc).toBe(crc32(c.crcInput));
  });

  it('inflates IDAT to height * (1 + width * 4) bytes', () => {
    const idat = Buffer.concat(
      parseChunks(png)
        .filter((c) => c.type === 'IDAT')
        .map((c) => c.data),
    );
    expect(inflateSync(idat).length).toBe(CAPTCHA_HEIGHT * (1 + CAPTCHA_WIDTH * 4));
  });

  it('draws every ink cell of every glyph, scaled 4x', () => {
    const text = '88888';
    const { rgba } = decodePixels(renderCaptcha(text, { noise: false }));
    expect(countDarkPixels(rgba)).toBe(inkPixels(text));
  });

  it('draws a single character legibly large', () => {
    const { rgba } = decodePixels(renderCaptcha('m', { noise: false }));
    expect(countDarkPixels(rgba)).toBeGreaterThan(100);
  });

  it('keeps the text visible under the noise', () => {
    // The translucent curves lighten some of the text (random, so a fixed share of 82 % once failed): most of it stays dark.
    const { rgba } = decodePixels(renderCaptcha('wm8g4'));
    expect(countDarkPixels(rgba)).toBeGreaterThan(inkPixels('wm8g4') / 2);
  });

  it('renders different texts differently', () => {
    expect(renderCaptcha('abcde').equals(renderCaptcha('vwxyz'))).toBe(false);
  });

  it('rejects characters the font does not have', () => {
    expect(() => renderCaptcha('ab0de')).toThrow(RangeError);
  });
});

describe('captchaDataUri', () => {
  it('returns a base64 PNG data URI', () => {
    const uri = captchaDataUri(randomCaptchaText());
    expect(uri.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(uri.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  });
});

describe('randomCaptchaText', () => {
  it('returns 5 characters from the alphabet by default', () => {
    for (let i = 0; i < 50; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(5);
      for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
  });

  it('honours the length argument', () => {
    expect(randomCaptchaText(8)).toHaveLength(8);
  });
});

describe('font', () => {
  it('has a well-formed glyph for every alphabet character and no ambiguous ones', () => {
    for (const ch of CAPTCHA_ALPHABET) {
      const glyph = getGlyph(ch);
      expect(glyph).toBeDefined();
      expect(glyph).toHaveLength(GLYPH_HEIGHT);
      for (const row of glyph!) expect(row).toMatch(/^[01]{5}$/);
    }
    for (const ch of '0o1liI') {
      expect(CAPTCHA_ALPHABET).not.toContain(ch);
      expect(getGlyph(ch)).toBeUndefined();
    }
  });
});
