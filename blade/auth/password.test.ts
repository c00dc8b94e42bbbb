import { hashPlainPassword, matchesStoredPassword, md5Hex } from './password';

describe('Blade password hashing', () => {
  it('stores sha1(md5(plain)) exactly as BladeX seeds do', () => {
    expect(hashPlainPassword('admin')).toBe('90b9aa7e25f80cf4f64e990b78a9fc5ebd6cecad');
    expect(hashPlainPassword('123456')).toBe('10470c3b4b1fed12c3baac014be15fac67c6e815');
  });

  it('accepts the md5 a browser sends and refuses anything else', () => {
    const stored = hashPlainPassword('admin');
    expect(matchesStoredPassword(md5Hex('admin'), stored)).toBe(true);
    expect(matchesStoredPassword(md5Hex('admin').toUpperCase(), stored)).toBe(true);
    expect(matchesStoredPassword('admin', stored)).toBe(false);
    expect(matchesStoredPassword(md5Hex('Admin'), stored)).toBe(false);
  });
});
