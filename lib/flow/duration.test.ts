import { formatDuration } from './duration';

const t = (key: string, values: Record<string, number>) => `${values.n}${key.slice('duration.'.length, 'duration.'.length + 1)}`;

describe('history durations', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(0, t)).toBe('0s');
    expect(formatDuration(65_000, t)).toBe('1m 5s');
    expect(formatDuration((26 * 3600 + 60) * 1000, t)).toBe('1d 2h');
    expect(formatDuration(3600_000, t)).toBe('1h');
  });
});
