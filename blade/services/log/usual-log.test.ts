import { json, useTestServer } from '../../testing/test-server';

const server = useTestServer();

type UsualRow = {
  id: string;
  logId: string;
  logLevel: string;
  logData: string;
  requestUri: string;
  createBy: string;
  tenantId: string;
  methodName: string;
  params: string;
};
/** The newest usual-log rows through the log screen's own endpoint. */
const usualList = async (logId: string): Promise<UsualRow[]> =>
  (await json(await server.get(`/blade-log/usual/list?current=1&size=50&logId=${logId}`, server.admin))).data.records;
const idOf = (sql: string, ...params: string[]) => (server.db.prepare(sql).get(...params) as { id: string }).id;

describe('usual log (blade_log_usual, written by the services as BladeLogger does)', () => {
  it('records sign-ins, successful and failed, under the signing-in account and tenant', async () => {
    await server.login('operator');
    await expect(server.login('operator', 'wrong-password')).rejects.toThrow();
    const rows = (await usualList('login')).filter((row) => row.createBy === 'operator');
    expect(rows.map((row) => row.logLevel)).toEqual(expect.arrayContaining(['info', 'warn']));
    expect(rows.find((row) => row.logLevel === 'warn')).toMatchObject({
      logData: '用户 operator 登录失败：用户名或密码错误',
      requestUri: '/blade-auth/oauth/token',
      tenantId: '000000',
    });
    // The password of a sign-in never reaches the log.
    expect(rows.every((row) => row.params.includes('password=******'))).toBe(true);
  });

  it('records role grants, user grants and password resets with who did it, readable in the detail', async () => {
    const operatorRole = idOf("SELECT id FROM blade_role WHERE role_alias = 'operator' AND tenant_id = '000000'");
    const operator = idOf("SELECT id FROM blade_user WHERE account = 'operator' AND tenant_id = '000000'");
    const menuId = idOf("SELECT id FROM blade_menu WHERE code = 'user'");
    const keys = (await json(await server.get(`/blade-system/menu/role-tree-keys?roleIds=${operatorRole}`, server.admin))).data;
    expect(
      (
        await json(
          await server.post('/blade-system/role/grant', server.admin, {
            roleIds: [operatorRole],
            menuIds: [...new Set([...keys.menu, menuId])],
            dataScopeIds: keys.dataScope,
            apiScopeIds: keys.apiScope,
          }),
        )
      ).success,
    ).toBe(true);
    expect((await json(await server.post(`/blade-user/grant?userIds=${operator}&roleIds=${operatorRole}`, server.admin))).success).toBe(
      true,
    );
    expect((await json(await server.post(`/blade-user/reset-password?userIds=${operator}`, server.admin))).success).toBe(true);

    const grants = await usualList('grant');
    expect(grants.map((row) => row.logData)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^角色 .+ 权限设置：菜单 \d+ 项，数据权限 \d+ 项，接口权限 \d+ 项$/),
        expect.stringMatching(/^用户 operator 角色变更为：/),
      ]),
    );
    const [reset] = await usualList('password');
    expect(reset).toMatchObject({
      logData: '用户 operator 的密码已重置为初始密码',
      createBy: 'admin',
      requestUri: '/blade-user/reset-password',
      methodName: 'resetPassword',
    });
    const detail = (await json(await server.get(`/blade-log/usual/detail?id=${reset.id}`, server.admin))).data;
    expect(detail).toMatchObject({
      logId: 'password',
      logLevel: 'info',
      serviceId: 'blade-user',
      methodClass: 'org.springblade.UserController',
    });
  });

  it('records a new tenant, and a refused call writes nothing', async () => {
    const before = (await usualList('grant')).length;
    const operatorToken = (await server.login('operator', '123456')).access_token;
    const refused = await server.post(
      `/blade-user/reset-password?userIds=${idOf("SELECT id FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'")}`,
      operatorToken,
    );
    expect((await json(refused)).success).toBe(false);
    expect((await usualList('grant')).length).toBe(before);
    expect((await usualList('password')).length).toBe(1);

    expect((await json(await server.post('/blade-system/tenant/submit', server.admin, { tenantName: '日志测试粮库' }))).success).toBe(true);
    const [created] = await usualList('tenant');
    expect(created.logData).toMatch(/^新建租户 日志测试粮库（\d{6}），管理员账号 admin/);
  });
});
