/** Blade's wire and storage date format: `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (blade-contract §3). */
export function formatDateTime(date: Date = new Date()): string {
  const shanghai = new Date(date.getTime() + 8 * 3600_000);
  return shanghai.toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses `yyyy-MM-dd HH:mm:ss` (Shanghai time); null when the text is not in that exact shape. */
export function parseDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
  return Number.isNaN(date.getTime()) ? null : date;
}
