import { platformDateTime, platformStamp } from './platform-time';

describe('the platform clock', () => {
  it('reads an instant as Shanghai wall time whatever the machine’s zone', () => {
    const instant = new Date('2026-11-27T16:05:03Z');
    expect(platformDateTime(instant)).toBe('2026-11-28 00:05:03');
    expect(platformStamp(instant)).toBe('202611280005');
  });
});
