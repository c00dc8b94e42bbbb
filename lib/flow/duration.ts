/** A history step's duration in the largest two units (`1天2小时`, `3分5秒`), through the caller's messages. */
export function formatDuration(ms: number, t: (key: string, values: Record<string, number>) => string): string {
  const seconds = Math.floor(ms / 1000);
  const parts: [string, number][] = [
    ['days', Math.floor(seconds / 86400)],
    ['hours', Math.floor(seconds / 3600) % 24],
    ['minutes', Math.floor(seconds / 60) % 60],
    ['seconds', seconds % 60],
  ];
  const first = parts.findIndex(([, value]) => value > 0);
  if (first === -1) return t('duration.seconds', { n: 0 });
  return parts
    .slice(first, first + 2)
    .filter(([, value]) => value > 0)
    .map(([unit, value]) => t(`duration.${unit}`, { n: value }))
    .join(' ');
}
