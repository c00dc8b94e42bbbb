import { json, useTestServer } from '../../testing/test-server';

const server = useTestServer();

it('a new role granted a screen gives its new user that screen', async () => {
  await server.post('/blade-system/role/submit', server.admin, { roleName: 'e2e角色x', roleAlias: 'e2e_x', sort: 9 });
  const roles = (await json(await server.get(`/blade-system/role/list?roleName=${encodeURIComponent('e2e角色x')}`, server.admin))).data;
  const roleId = roles[0].id;
  const created = await json(
    await server.post('/blade-user/submit', server.admin, {
      account: 'e2ex',
      password: 'pw-123456',
      realName: '测x',
      userType: 1,
      roleId,
      deptId: '1123598813738675201',
      tenantId: '000000',
    }),
  );
  expect(created.success).toBe(true);
  const ids = (codes: string[]) =>
    codes.map((code) => (server.db.prepare('SELECT id FROM blade_menu WHERE code = ?').get(code) as { id: string }).id);
  const grant = await json(
    await server.post('/blade-system/role/grant', server.admin, {
      roleIds: [roleId],
      menuIds: ids(['system', 'post', 'post_add', 'post_edit', 'post_delete', 'post_view']),
      dataScopeIds: [],
      apiScopeIds: [],
    }),
  );
  expect(grant.success).toBe(true);
  const user = (await server.login('e2ex', 'pw-123456')).access_token;
  const routes = (await json(await server.get('/blade-system/menu/routes', user))).data;
  expect(JSON.stringify(routes)).toContain('岗位管理');
});
