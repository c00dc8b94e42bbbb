import { isRefreshDue } from './refresh-rule';

describe('token refresh decision', () => {
  const stored = 1_700_000_000_000;
  it('waits until tokenTime seconds have passed, then refreshes', () => {
    expect(isRefreshDue(stored, 3000, stored + 2999_000)).toBe(false);
    expect(isRefreshDue(stored, 3000, stored + 3000_000)).toBe(true);
    expect(isRefreshDue(stored, 3000, stored + 4000_000)).toBe(true);
  });
  it('refreshes a token whose storage time is unknown', () => {
    expect(isRefreshDue(undefined, 3000, stored)).toBe(true);
  });
});
