/**
 * Blade's wire and storage date format: `yyyy-MM-dd HH:mm:ss`, wall time on the platform's clock (docs/blade-contract.md §3):
 * Asia/Shanghai, or the zone `PLATFORM_TIME_ZONE` names, the same setting the back-office reads, so both sides agree.
 */
const ZONE = zoneOf(process.env.PLATFORM_TIME_ZONE) ?? 'Asia/Shanghai';
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zoneOf(name: string | undefined): string | null {
  if (!name?.trim()) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function formatDateTime(date: Date = new Date()): string {
  return wallClock.format(date).replace('T', ' ');
}

/** Parses `yyyy-MM-dd HH:mm:ss` (platform wall time); null when the text is not in that exact shape. */
export function parseDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at the guess, then at the corrected instant (a daylight-saving change in between).
  const offsetAt = (instant: number) => Date.parse(`${formatDateTime(new Date(instant)).replace(' ', 'T')}Z`) - instant;
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}
