/**
 * The platform's one clock. Blade's wire times are wall time in the platform's zone (docs/blade-contract.md §3: Asia/Shanghai
 * unless the operator sets `PLATFORM_TIME_ZONE`), so every time the back-office shows, parses or writes (lists, the
 * error log, file names, "3 minutes ago") reads in that zone, whatever the browser's or the server's.
 *
 * The server reads the setting (lib/config/env.ts) and hands it to next-intl (lib/i18n/request.ts); the browser
 * learns it from next-intl's provider (components/layout/platform-clock.tsx calls `usePlatformTimeZone`).
 */
export const DEFAULT_PLATFORM_TIME_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_PLATFORM_TIME_ZONE;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** True when the runtime knows the IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Sets the zone the module-level helpers below use (the browser's provider, the server's config). */
export function setPlatformTimeZone(name: string): void {
  if (isTimeZone(name)) zone = name;
}

export function platformTimeZone(): string {
  return zone;
}

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `2026-11-27 09:05:03` on the platform's clock. */
export function platformDateTime(instant: Date | number, timeZone = zone): string {
  return wallClock(timeZone).format(instant).replace('T', ' ');
}

/** `202611270905` on the platform's clock, for file names. */
export function platformStamp(instant: Date | number, timeZone = zone): string {
  return platformDateTime(instant, timeZone).slice(0, 16).replace(/[-: ]/g, '');
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The instant a wall time (`yyyy-MM-dd[ HH:mm[:ss]]`) names on the platform's clock; null when it is not one. */
export function platformInstant(text: string, timeZone = zone): number | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at the guess, then again at the corrected instant (a daylight-saving change in between).
  const offsetAt = (instant: number) => Date.parse(`${platformDateTime(instant, timeZone).replace(' ', 'T')}Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}
