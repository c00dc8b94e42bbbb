import { json, useTestServer } from '../testing/test-server';
import { md5Hex } from '../auth/password';

/**
 * The escalations found by trying the demo accounts as an attacker would, each refused by the one policy
 * (blade/policy/enforce.ts) and read back from the database unchanged.
 */
const server = useTestServer({ logins: { admin: ['admin'], hr: ['hr'], tenantAdmin: ['admin', 'admin', '100001'] } });

const PLATFORM_ADMIN = '1123598821738675201';
const TENANT_ADMIN = '1123598800021000001';
const TRADER = '1123598821738675205';
const MANAGER_ROLE = '1123598816738675204';
const PLATFORM_DEPT = '1123598813738675201';

const userRow = (id: string) => server.db.prepare('SELECT * FROM blade_user WHERE id = ?').get(id) as Record<string, unknown>;
const post = async (path: string, token: string, body?: unknown) => {
  const response = await server.post(path, token, body);
  return { status: response.status, refusal: response.headers.get('x-policy-refusal'), ...(await json(response)) };
};
const signsIn = async (account: string, password: string, tenantId = '000000') =>
  (await server.token({ grant_type: 'password', username: account, password: md5Hex(password) }, { 'tenant-id': tenantId })).status === 200;

describe('hr against the administrators', () => {
  it('cannot reset the platform administrator’s password: refused, and admin still signs in with its own', async () => {
    const before = userRow(PLATFORM_ADMIN);
    const answer = await post(`/blade-user/reset-password?userIds=${PLATFORM_ADMIN}`, server.tokens.hr);
    expect(answer).toMatchObject({ status: 403, success: false, msg: '无权操作管理员账号!', refusal: 'rank' });
    expect(userRow(PLATFORM_ADMIN)).toEqual(before);
    expect(await signsIn('admin', '123456')).toBe(false);
    expect(await signsIn('admin', 'admin')).toBe(true);
  });

  it('cannot reach another tenant’s administrator: it does not exist for hr', async () => {
    const before = userRow(TENANT_ADMIN);
    expect(await post(`/blade-user/reset-password?userIds=${TENANT_ADMIN}`, server.tokens.hr)).toMatchObject({
      success: false,
      msg: '用户不存在!',
      refusal: 'tenant',
    });
    expect(userRow(TENANT_ADMIN)).toEqual(before);
    const listed = (await json(await server.get('/blade-user/page?size=200', server.tokens.hr))).data.records as { tenantId: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((user) => user.tenantId === '000000')).toBe(true);
  });

  it('cannot edit, re-role, move or delete the administrator’s account', async () => {
    const before = userRow(PLATFORM_ADMIN);
    for (const [path, body] of [
      ['/blade-user/update', { id: PLATFORM_ADMIN, realName: '被改写', phone: '13900000000' }],
      ['/blade-user/submit', { id: PLATFORM_ADMIN, deptId: '1123598813738675205' }],
      [`/blade-user/grant?userIds=${PLATFORM_ADMIN}&roleIds=1123598816738675206`, undefined],
      [`/blade-user/remove?ids=${PLATFORM_ADMIN}`, undefined],
      [`/blade-user/update-platform?userId=${PLATFORM_ADMIN}&userType=2&userExt=x`, undefined],
    ] as const) {
      expect([path, await post(path, server.tokens.hr, body)]).toEqual([
        path,
        expect.objectContaining({ success: false, refusal: 'rank' }),
      ]);
    }
    expect(userRow(PLATFORM_ADMIN)).toEqual(before);
  });

  it('unlocks an account locked by wrong passwords, but not the administrator’s', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await signsIn('boss', 'wrong')).toBe(false);
    expect(await signsIn('boss', 'boss')).toBe(false);
    const boss = (server.db.prepare("SELECT id FROM blade_user WHERE account = 'boss' AND tenant_id = '000000'").get() as { id: string })
      .id;
    expect(await post(`/blade-user/unlock?userIds=${boss}`, server.tokens.hr)).toMatchObject({ success: true });
    expect(await signsIn('boss', 'boss')).toBe(true);
    expect(await post(`/blade-user/unlock?userIds=${PLATFORM_ADMIN}`, server.tokens.hr)).toMatchObject({ success: false, refusal: 'rank' });
  });

  it('still manages the accounts below it', async () => {
    expect(await post(`/blade-user/reset-password?userIds=${TRADER}`, server.tokens.hr)).toMatchObject({ success: true });
    expect(await signsIn('trader', '123456')).toBe(true);
  });
});

describe('a tenant administrator against the platform', () => {
  it('cannot give its users a platform role through update or submit', async () => {
    const before = userRow(TENANT_ADMIN);
    expect(await post('/blade-user/update', server.tokens.tenantAdmin, { id: TENANT_ADMIN, roleId: MANAGER_ROLE })).toMatchObject({
      success: false,
      msg: '角色不存在!',
      refusal: 'tenant',
    });
    expect(await post('/blade-user/submit', server.tokens.tenantAdmin, { id: TENANT_ADMIN, roleId: MANAGER_ROLE })).toMatchObject({
      success: false,
      msg: '角色不存在!',
    });
    expect(userRow(TENANT_ADMIN)).toEqual(before);
    const created = await post('/blade-user/submit', server.tokens.tenantAdmin, {
      account: 'intruder',
      password: 'x1234567',
      realName: '越权',
      roleId: MANAGER_ROLE,
    });
    expect(created).toMatchObject({ success: false, msg: '角色不存在!' });
    expect(server.db.prepare("SELECT 1 FROM blade_user WHERE account = 'intruder'").get()).toBeUndefined();
  });

  it('cannot place its users in a department of the platform tenant', async () => {
    const before = userRow(TENANT_ADMIN);
    expect(await post('/blade-user/update', server.tokens.tenantAdmin, { id: TENANT_ADMIN, deptId: PLATFORM_DEPT })).toMatchObject({
      success: false,
      msg: '部门不存在!',
    });
    expect(userRow(TENANT_ADMIN)).toEqual(before);
  });

  it('cannot touch the platform’s accounts or rows', async () => {
    const before = userRow(PLATFORM_ADMIN);
    expect(await post(`/blade-user/reset-password?userIds=${PLATFORM_ADMIN}`, server.tokens.tenantAdmin)).toMatchObject({
      success: false,
      msg: '用户不存在!',
    });
    expect(await post(`/blade-user/remove?ids=${TRADER}`, server.tokens.tenantAdmin)).toMatchObject({ success: false, msg: '用户不存在!' });
    expect(userRow(PLATFORM_ADMIN)).toEqual(before);
    expect(userRow(TRADER).is_deleted).toBe(0);
  });
});

describe('self', () => {
  it('nobody deletes their own account or drops their own last administrator role', async () => {
    const before = userRow(PLATFORM_ADMIN);
    expect(await post(`/blade-user/remove?ids=${PLATFORM_ADMIN}`, server.admin)).toMatchObject({
      success: false,
      msg: '不能删除本账号!',
      refusal: 'self',
    });
    expect(await post('/blade-user/update', server.admin, { id: PLATFORM_ADMIN, roleId: '1123598816738675206' })).toMatchObject({
      success: false,
      msg: '不能移除本账号的管理员角色!',
    });
    expect(await post(`/blade-user/grant?userIds=${PLATFORM_ADMIN}&roleIds=1123598816738675206`, server.admin)).toMatchObject({
      success: false,
      msg: '不能移除本账号的管理员角色!',
    });
    expect(await post(`/blade-user/remove?ids=${TENANT_ADMIN}`, server.tokens.tenantAdmin)).toMatchObject({
      success: false,
      msg: '不能删除本账号!',
    });
    expect(userRow(PLATFORM_ADMIN)).toEqual(before);
  });

  it('the platform administrator still manages every tenant’s accounts', async () => {
    expect(await post(`/blade-user/reset-password?userIds=${TENANT_ADMIN}`, server.admin)).toMatchObject({ success: true });
    expect(await signsIn('admin', '123456', '100001')).toBe(true);
  });
});
