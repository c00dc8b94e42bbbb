/**
 * Blade's wire time `yyyy-MM-dd HH:mm:ss` is Asia/Shanghai wall time (blade-contract §3), whatever
 * the browser's zone; these helpers turn it into instants and back so "3 minutes ago" is right everywhere.
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** Milliseconds since the epoch, or null when the text is not a Blade time. */
export function parseBladeTime(text: string): number | null {
  const match = WIRE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0'] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) - SHANGHAI_OFFSET_MS;
  return Number.isNaN(ms) ? null : ms;
}

/** An instant as Blade writes it. */
export function formatBladeTime(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
