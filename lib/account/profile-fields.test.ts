import { profileFields, sameProfile } from './profile-fields';

const blade = {
  id: '1123598821738675201',
  account: 'admin',
  realName: '管理员',
  name: '管理员',
  avatar: '',
  email: 'admin@example.com',
  phone: '13800000000',
  roleName: '超级管理员',
  deptName: '瑞粮集团',
  postName: '总经理',
  tenantName: '瑞粮',
  tenantId: '000000',
  password: 'a1b2c3',
  sex: 1,
};

describe('profile fields', () => {
  it('keeps only what the browser shows (never the password hash)', () => {
    const shown = profileFields(blade);
    expect(shown).not.toHaveProperty('password');
    expect(shown).not.toHaveProperty('sex');
    expect(shown).toMatchObject({ account: 'admin', deptName: '瑞粮集团', tenantId: '000000' });
    expect(profileFields(null)).toBeUndefined();
  });

  it("counts the first data and Blade's whole record as the same profile", () => {
    expect(sameProfile(profileFields(blade), blade)).toBe(true);
  });

  it('tells an edited shown field apart, and nothing from a profile', () => {
    expect(sameProfile(profileFields(blade), { ...blade, phone: '13900000000' })).toBe(false);
    expect(sameProfile(undefined, blade)).toBe(false);
    expect(sameProfile(blade, null)).toBe(false);
  });
});
