import { parseBladeTime } from './blade-time';

/**
 * How long ago a Blade time was, as a message key and its values (`notices.time.*`), so the list
 * reads "3 分钟前" / "3 min ago" for recent items and the plain date for older ones.
 */
export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutes' | 'hours' | 'days'; count: number }
  | { key: 'date'; date: string }
  | { key: 'unknown' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(time: string, now: number = Date.now()): RelativeTime {
  const at = parseBladeTime(time);
  if (at === null) return { key: 'unknown' };
  const elapsed = now - at;
  // A clock a little ahead of the server's still reads "just now", not "in 1 minute".
  if (elapsed < MINUTE) return { key: 'justNow' };
  if (elapsed < HOUR) return { key: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { key: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { key: 'days', count: Math.floor(elapsed / DAY) };
  return { key: 'date', date: time.slice(0, 10) };
}
