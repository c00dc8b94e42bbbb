/**
 * A colour as the screens use it for text and buttons (the accent, and the status colours of chips and alerts): it must
 * stay readable (WCAG 2.1 AA, 4.5:1) on the surfaces it sits on, whatever colour a user picks. On a light theme it is
 * darkened until white on it, and it on each surface, reach 4.5:1 (the default accent #2F86A6 read 4.13:1 on white);
 * on the dark theme it is lightened until it reads on the dark surfaces. The hue stays; only the lightness moves.
 */
const AA = 4.5;

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (values: number[]) =>
  `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();

/** Mixes the colour toward black (amount < 0) or white (amount > 0), 0..1. */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return toHex(channels(hex).map((value) => value + (target - value) * Math.abs(amount)));
}

export function legibleAccent(accent: string, mode: 'light' | 'dark', surfaces: readonly string[] = []): string {
  const hex = surfaces.filter((surface) => /^#[0-9a-f]{6}$/i.test(surface));
  const against = mode === 'light' ? ['#FFFFFF', ...hex] : hex.length ? hex : ['#1C1F24'];
  const direction = mode === 'light' ? -1 : 1;
  for (let step = 0; step <= 100; step += 1) {
    const candidate = shade(accent, (direction * step) / 100);
    if (against.every((surface) => contrastRatio(candidate, surface) >= AA)) return candidate;
  }
  return mode === 'light' ? '#000000' : '#FFFFFF';
}
