/** The unit a byte count reads best in (binary steps, as file managers show sizes). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * The number-format options and the scaled value for a byte count: 2048 → 2 kilobyte, 1536000 → 1.5 megabyte.
 * The units' names come from the browser's locale data (Intl unit style), so they need no messages.
 */
export type ByteSizeOptions = { style: 'unit'; unit: (typeof UNITS)[number]; unitDisplay: 'long' | 'short'; maximumFractionDigits: number };

export function byteSize(bytes: number): { value: number; options: ByteSizeOptions } {
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1024 && step < UNITS.length - 1) {
    value /= 1024;
    step += 1;
  }
  // Whole bytes spelled out ("512 bytes", "512字节"): the short form reads "512 byte" in English.
  return {
    value,
    options: { style: 'unit', unit: UNITS[step], unitDisplay: step === 0 ? 'long' : 'short', maximumFractionDigits: step === 0 ? 0 : 1 },
  };
}
