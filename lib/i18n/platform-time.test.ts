import { toEntry } from '../error-log/error-log';
import { parseBladeTime } from '../notices/blade-time';
import { isTimeZone, platformDateTime, platformInstant, platformStamp, platformTimeZone, setPlatformTimeZone } from './platform-time';

describe('the platform clock', () => {
  afterEach(() => setPlatformTimeZone('Asia/Shanghai'));

  it('reads an instant as Shanghai wall time whatever the machine’s zone', () => {
    const instant = new Date('2026-11-27T16:05:03Z');
    expect(platformDateTime(instant)).toBe('2026-11-28 00:05:03');
    expect(platformStamp(instant)).toBe('202611280005');
  });

  it('turns a wall time back into the instant it names', () => {
    expect(platformInstant('2026-11-28 00:05:03')).toBe(Date.parse('2026-11-27T16:05:03Z'));
    expect(platformInstant('2026-11-28')).toBe(Date.parse('2026-11-27T16:00:00Z'));
    expect(platformInstant('yesterday')).toBeNull();
  });

  it('follows the configured zone, daylight saving included', () => {
    setPlatformTimeZone('Europe/Berlin');
    expect(platformTimeZone()).toBe('Europe/Berlin');
    expect(platformDateTime(Date.parse('2026-07-01T10:00:00Z'))).toBe('2026-07-01 12:00:00');
    expect(platformDateTime(Date.parse('2026-12-01T10:00:00Z'))).toBe('2026-12-01 11:00:00');
    expect(platformInstant('2026-07-01 12:00:00')).toBe(Date.parse('2026-07-01T10:00:00Z'));
    expect(platformInstant('2026-12-01 11:00:00')).toBe(Date.parse('2026-12-01T10:00:00Z'));
  });

  it('is the one clock of the error log and of Blade time parsing', () => {
    setPlatformTimeZone('America/New_York');
    expect(toEntry('error', new Error('x'), '/', new Date('2026-11-27T16:05:03Z')).time).toBe('2026-11-27 11:05:03');
    expect(parseBladeTime('2026-11-27 11:05:03')).toBe(Date.parse('2026-11-27T16:05:03Z'));
  });

  it('ignores a zone the runtime does not know', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    setPlatformTimeZone('Mars/Olympus');
    expect(platformTimeZone()).toBe('Asia/Shanghai');
  });
});
