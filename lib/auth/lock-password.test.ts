import { hashLockPassword, verifyLockPassword } from './lock-password';

describe('lock password', () => {
  it('verifies only the password it was made from, and never stores it in clear', () => {
    const stored = hashLockPassword('s3cret');
    expect(stored).not.toContain('s3cret');
    expect(verifyLockPassword('s3cret', stored)).toBe(true);
    expect(verifyLockPassword('S3cret', stored)).toBe(false);
    expect(verifyLockPassword('s3cret', undefined)).toBe(false);
    expect(verifyLockPassword('s3cret', 'garbage')).toBe(false);
  });
});
