/**
 * The platform's one clock. Blade's wire times are Asia/Shanghai wall time (blade-contract §3), so every time the
 * back-office shows or writes (lists, the error log, file names) reads in that zone, whatever the browser's or the
 * server's: change it here, for next-intl (lib/i18n/request.ts) and everything below at once.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PLATFORM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** `2026-11-27 09:05:03` on the platform's clock. */
export function platformDateTime(instant: Date): string {
  return wallClock.format(instant).replace('T', ' ');
}

/** `202611270905` on the platform's clock, for file names. */
export function platformStamp(instant: Date): string {
  return platformDateTime(instant).slice(0, 16).replace(/[-: ]/g, '');
}
