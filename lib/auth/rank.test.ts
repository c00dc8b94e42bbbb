import { mayManage, rankOf } from './rank';

describe('account ranks on screen', () => {
  const hr = { roleName: 'hr', tenantId: '000000' };
  const platform = { roleName: 'administrator', tenantId: '000000' };
  const tenantAdmin = { roleName: 'admin', tenantId: '100001' };

  it('ranks accounts by their role aliases and tenant', () => {
    expect(rankOf('hr,trader', '000000')).toBe(0);
    expect(rankOf('admin', '100001')).toBe(1);
    expect(rankOf('administrator', '000000')).toBe(2);
    expect(rankOf('administrator', '100001')).toBe(1);
    expect(rankOf(undefined, '000000')).toBe(0);
  });

  it('offers an administrator’s account only to administrators of its tenant or the platform', () => {
    expect(mayManage(hr, 'trader', '000000')).toBe(true);
    expect(mayManage(hr, 'administrator', '000000')).toBe(false);
    expect(mayManage(hr, 'hr,admin', '000000')).toBe(false);
    expect(mayManage(tenantAdmin, 'admin', '100001')).toBe(true);
    expect(mayManage(tenantAdmin, 'administrator', '000000')).toBe(false);
    expect(mayManage(platform, 'admin', '100001')).toBe(true);
    // A real Blade's UserVO carries no aliases: the row is offered, and Blade decides.
    expect(mayManage(hr, undefined, '000000')).toBe(true);
  });
});
