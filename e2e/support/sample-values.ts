import type { FieldDef } from '../../lib/resources/fields';

/**
 * What the sweeps type into a field (the browser's dialog, e2e/pages/resource-page.ts, and the API sweep,
 * e2e/support/resource-api.ts): a valid value for its type, unique per seed where the field is text.
 */
export function sampleValue(field: FieldDef, seed: string): string {
  switch (field.type) {
    case 'number':
      return String(Math.min(field.max ?? 9, Math.max(field.min ?? 1, 1)));
    case 'money':
      return '2380.50';
    case 'weight':
      return '31.250';
    case 'date':
      return '2026-03-15';
    case 'datetime':
      return '2026-03-15T09:30:00';
    case 'phone':
      return '13800138000';
    case 'email':
      return `${seed.toLowerCase()}@tradeport.example`;
    case 'password':
      return 'Grain#2026';
    default:
      if (field.digits) return String(9_000_000 + (hash(seed) % 999_999)).slice(-(field.max ?? 7));
      return withinLength(seed, field.max ?? 40);
  }
}

/** A 1×1 PNG: what the sweeps upload into image and file fields. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The seed within a length limit, keeping its unique tail (a stamp): a 10-character plate number still differs per run. */
export function withinLength(seed: string, max: number): string {
  if (seed.length <= max) return seed;
  return max > 5 ? seed.slice(0, max - 5) + seed.slice(-5) : seed.slice(-max);
}

/** A stable number from a text, so two seeds give two different codes. */
function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 1_000_003;
  return value;
}
