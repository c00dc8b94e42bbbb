import { json, useTestServer } from '../../testing/test-server';
import { hashPlainPassword } from '../../auth/password';

type Node = { id: string; parentId: string; title: string; children?: Node[] };
type Menu = { code: string; children?: Menu[] };

const server = useTestServer();

const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
const codes = (menus: Menu[]): string[] => menus.flatMap((menu) => [menu.code, ...codes(menu.children ?? [])]);
const menuId = (code: string) => (server.db.prepare('SELECT id FROM blade_menu WHERE code = ?').get(code) as { id: string }).id;
const roleId = (alias: string, tenantId = '000000') =>
  (server.db.prepare('SELECT id FROM blade_role WHERE role_alias = ? AND tenant_id = ?').get(alias, tenantId) as { id: string }).id;
const data = async (path: string, token = server.admin) => (await json(await server.get(path, token))).data;

describe('grant tree and keys', () => {
  it('answers menus, data scopes and API scopes, scopes hanging under their menu', async () => {
    const tree = await data('/blade-system/menu/grant-tree');
    expect(ids(tree.menu)).toEqual(expect.arrayContaining([menuId('system'), menuId('user'), menuId('user_add')]));
    const userNode = (tree.dataScope as Node[]).find((node) => node.id === menuId('user'));
    expect(userNode?.children?.map((scope) => scope.title)).toEqual(expect.arrayContaining(['用户列表-所在机构可见']));
    expect(userNode?.children?.every((scope) => scope.parentId === menuId('user'))).toBe(true);
    expect((tree.apiScope as Node[]).map((node) => node.title)).toEqual(expect.arrayContaining(['用户管理']));
  });

  it('shows a non-administrator only what their roles hold', async () => {
    const { access_token } = await server.login('operator');
    const tree = await data('/blade-system/menu/grant-tree', access_token);
    expect(ids(tree.menu)).toContain(menuId('user_view'));
    expect(ids(tree.menu)).not.toContain(menuId('tenant'));
  });

  it('reads the keys a role holds', async () => {
    const keys = await data(`/blade-system/menu/role-tree-keys?roleIds=${roleId('operator')}`);
    expect(keys.menu).toEqual(expect.arrayContaining([menuId('user'), menuId('user_view')]));
    expect(keys.dataScope).toHaveLength(1);
    expect(keys.apiScope).toEqual([]);
  });
});

describe('administrator roles', () => {
  it('hr, who may configure users’ roles, neither sees nor grants 超级管理员, by the grant or the user form', async () => {
    const { access_token: hr } = await server.login('hr');
    const offered = ids(await data('/blade-system/role/tree?tenantId=000000', hr));
    expect(offered).toContain(roleId('hr'));
    expect(offered).not.toContain(roleId('administrator'));
    const self = server.db.prepare("SELECT id, role_id FROM blade_user WHERE account = 'hr' AND tenant_id = '000000'").get() as {
      id: string;
      role_id: string;
    };
    const grant = await server.post(`/blade-user/grant?userIds=${self.id}&roleIds=${roleId('administrator')}`, hr);
    expect((await json(grant)).msg).toBe('角色不存在!');
    const form = await server.post('/blade-user/submit', hr, { id: self.id, roleId: `${self.role_id},${roleId('administrator')}` });
    expect((await json(form)).msg).toBe('角色不存在!');
    expect((server.db.prepare('SELECT role_id FROM blade_user WHERE id = ?').get(self.id) as { role_id: string }).role_id).toBe(
      self.role_id,
    );
    // The administrator still grants it, and hr still grants its own kind of role.
    expect(ids(await data('/blade-system/role/tree?tenantId=000000'))).toContain(roleId('administrator'));
    expect((await json(await server.post(`/blade-user/grant?userIds=${self.id}&roleIds=${self.role_id}`, hr))).success).toBe(true);
  });
});

describe('role grant', () => {
  it('replaces what the role holds, and its users see the new sidebar and buttons', async () => {
    const boss = roleId('boss');
    const grant = { roleIds: [boss], menuIds: [menuId('system'), menuId('post'), menuId('post_view')], dataScopeIds: [], apiScopeIds: [] };
    expect((await json(await server.post('/blade-system/role/grant', server.admin, grant))).success).toBe(true);
    const keys = await data(`/blade-system/menu/role-tree-keys?roleIds=${boss}`);
    expect(keys.menu.sort()).toEqual(grant.menuIds.sort());
    const { access_token } = await server.login('boss');
    expect(codes(await data('/blade-system/menu/routes', access_token))).toEqual(['system', 'post']);
    expect(codes(await data('/blade-system/menu/buttons', access_token))).toEqual(['post', 'post_view']);
    // Replacing again removes what is no longer sent.
    await server.post('/blade-system/role/grant', server.admin, { roleIds: [boss], menuIds: [menuId('desk')] });
    expect((await data(`/blade-system/menu/role-tree-keys?roleIds=${boss}`)).menu).toEqual([menuId('desk')]);
  });

  it('refuses a role without role_grant (403 请求被拒绝)', async () => {
    const { access_token } = await server.login('operator');
    const response = await server.post('/blade-system/role/grant', access_token, {
      roleIds: [roleId('operator')],
      menuIds: [menuId('tenant')],
    });
    expect(response.status).toBe(403);
    expect((await json(response)).msg).toBe('请求被拒绝');
  });

  it('lets a tenant admin grant only what they hold, and only their own roles', async () => {
    const { access_token } = await server.login('admin', 'admin', '100001');
    const own = roleId('admin', '100001');
    const escalate = await server.post('/blade-system/role/grant', access_token, { roleIds: [own], menuIds: [menuId('tenant')] });
    expect(escalate.status).toBe(403);
    const foreign = await json(
      await server.post('/blade-system/role/grant', access_token, { roleIds: [roleId('hr')], menuIds: [menuId('desk')] }),
    );
    expect(foreign.msg).toBe('角色不存在!');
  });

  it('keeps the administrator alias for administrators (无权限创建超管角色！)', async () => {
    const { access_token } = await server.login('admin', 'admin', '100001');
    const refused = await json(
      await server.post('/blade-system/role/submit', access_token, { roleName: '超管', roleAlias: 'administrator' }),
    );
    expect(refused.msg).toBe('无权限创建超管角色！');
  });
});

describe('top menu grant', () => {
  it('replaces the menus of a top menu', async () => {
    const top = (await data('/blade-system/menu/top-menu'))[0].id as string;
    await server.post('/blade-system/topmenu/grant', server.admin, { topMenuIds: [top], menuIds: [menuId('system'), menuId('user')] });
    expect((await data(`/blade-system/menu/top-tree-keys?topMenuIds=${top}`)).menu.sort()).toEqual(
      [menuId('system'), menuId('user')].sort(),
    );
    expect(codes(await data(`/blade-system/menu/routes?topMenuId=${top}`))).toEqual(['system', 'user']);
  });
});

describe('users', () => {
  it('grants roles, resets passwords to account.initPassword and keeps platform settings', async () => {
    const trader = (
      server.db.prepare("SELECT id FROM blade_user WHERE account = 'trader' AND tenant_id = '000000'").get() as { id: string }
    ).id;
    expect(
      (await json(await server.post(`/blade-user/grant?userIds=${trader}&roleIds=${roleId('boss')},${roleId('hr')}`, server.admin)))
        .success,
    ).toBe(true);
    expect((await data(`/blade-user/detail?id=${trader}`)).roleName).toBe('人事,老板');
    await server.post(`/blade-user/reset-password?userIds=${trader}`, server.admin);
    expect((server.db.prepare('SELECT password FROM blade_user WHERE id = ?').get(trader) as { password: string }).password).toBe(
      hashPlainPassword('123456'),
    );
    await server.post(
      `/blade-user/update-platform?userId=${trader}&userType=2&userExt=${encodeURIComponent('{"device":"pad"}')}`,
      server.admin,
    );
    expect(await data(`/blade-user/platform-detail?id=${trader}`)).toMatchObject({ userType: 2, userExt: '{"device":"pad"}' });
  });

  it('refuses the operator resets and deletes, and anyone deleting themselves', async () => {
    const { access_token } = await server.login('operator');
    expect((await server.post('/blade-user/reset-password?userIds=1123598821738675201', access_token)).status).toBe(403);
    expect((await server.post('/blade-user/remove?ids=1123598821738675205', access_token)).status).toBe(403);
    expect((await json(await server.post('/blade-user/remove?ids=1123598821738675201', server.admin))).msg).toBe('不能删除本账号!');
  });

  it('narrows the operator to its department by its data scope (create_dept)', async () => {
    const { access_token } = await server.login('operator');
    const seen = (await data('/blade-user/page?size=100', access_token)).records as { account: string }[];
    const all = (await data('/blade-user/page?size=100')).records as { account: string }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    expect(seen.map((user) => user.account)).toEqual(expect.arrayContaining(['trader', 'zhangwei']));
    expect(seen.map((user) => user.account)).not.toContain('hr');
  });

  it('widens to everything with a 全部 scope and to own rows with 本人', async () => {
    const scopeOf = (type: number) =>
      (
        server.db
          .prepare("SELECT s.id FROM blade_scope_data s JOIN blade_menu m ON m.id = s.menu_id WHERE m.code = 'user' AND s.scope_type = ?")
          .get(type) as { id: string }
      ).id;
    const operatorRole = roleId('operator');
    const grant = async (scope: string) =>
      server.post('/blade-system/role/grant', server.admin, {
        roleIds: [operatorRole],
        menuIds: (await data(`/blade-system/menu/role-tree-keys?roleIds=${operatorRole}`)).menu,
        dataScopeIds: [scope],
      });
    const { access_token } = await server.login('operator');
    await grant(scopeOf(2));
    expect((await data('/blade-user/page?size=100', access_token)).records).toEqual([]);
    await grant(scopeOf(1));
    // 全部 is everything of the operator's own tenant: only the platform administrator lists other tenants' users.
    const ownTenant = (
      server.db.prepare("SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = '000000' AND is_deleted = 0").get() as { n: number }
    ).n;
    expect((await data('/blade-user/page?size=100', access_token)).total).toBe(ownTenant);
    expect((await data('/blade-user/page?size=100')).total).toBeGreaterThan(ownTenant);
    await grant(scopeOf(3));
  });
});

describe('departments and menus', () => {
  it('refuses removing a parent, and a node as its own parent', async () => {
    const hq = '1123598813738675201';
    expect((await json(await server.post(`/blade-system/dept/remove?ids=${hq}`, server.admin))).msg).toBe('请先删除子节点!');
    expect(
      (await json(await server.post('/blade-system/dept/submit', server.admin, { id: hq, deptName: '瑞粮集团', parentId: hq }))).msg,
    ).toBe('父节点不可选择自身!');
    await server.post('/blade-system/dept/submit', server.admin, { deptName: '质检部', parentId: '1123598813738675202', deptCategory: 2 });
    const created = server.db.prepare("SELECT ancestors FROM blade_dept WHERE dept_name = '质检部'").get() as { ancestors: string };
    expect(created.ancestors).toBe(`0,${hq},1123598813738675202`);
  });

  it('refuses a duplicate code, a button as parent, and removing a menu with children', async () => {
    expect(
      (await json(await server.post('/blade-system/menu/submit', server.admin, { code: 'user', name: '重复', category: 1 }))).msg,
    ).toBe('菜单名或编号已存在!');
    expect(
      (
        await json(
          await server.post('/blade-system/menu/submit', server.admin, {
            code: 'x_new',
            name: '新按钮',
            category: 2,
            parentId: menuId('user_add'),
          }),
        )
      ).msg,
    ).toBe('父节点只可选择菜单类型!');
    expect((await json(await server.post(`/blade-system/menu/remove?ids=${menuId('user')}`, server.admin))).msg).toBe('请先删除子节点!');
  });

  it('lists one level of menus (category 1) for the scope screens', async () => {
    const level = (await data(`/blade-system/menu/lazy-menu-list?parentId=${menuId('system')}`)) as {
      code: string;
      category: number;
      hasChildren: boolean;
    }[];
    expect(level.map((menu) => menu.code)).toContain('user');
    expect(level.every((menu) => menu.category === 1 && menu.hasChildren === false)).toBe(true);
  });
});

describe('tenants', () => {
  it('provisions a new tenant whose admin signs in and sees the default menus', async () => {
    expect((await json(await server.post('/blade-system/tenant/submit', server.admin, { tenantName: '东北粮仓' }))).success).toBe(true);
    const tenant = server.db.prepare("SELECT id, tenant_id FROM blade_tenant WHERE tenant_name = '东北粮仓'").get() as {
      id: string;
      tenant_id: string;
    };
    expect(tenant.tenant_id).toMatch(/^\d{6}$/);
    const { access_token } = await server.login('admin', 'admin', tenant.tenant_id);
    const menus = codes(await data('/blade-system/menu/routes', access_token));
    expect(menus).toEqual(expect.arrayContaining(['desk', 'user', 'role', 'dept', 'post', 'topmenu']));
    expect(menus).not.toContain('tenant');
    const posts = (await data('/blade-system/post/select', access_token)) as { postCode: string }[];
    expect(posts.map((post) => post.postCode)).toEqual(['ceo']);
    // The platform's business dictionaries are copied: same codes and keys, the new tenant's own rows and ids.
    const bizOf = (tenantId: string) =>
      server.db
        .prepare(
          'SELECT d.id, d.code, d.dict_key, d.dict_value, d.is_sealed, p.code AS parent_code FROM blade_dict_biz d LEFT JOIN blade_dict_biz p ON p.id = d.parent_id WHERE d.tenant_id = ? AND d.is_deleted = 0 ORDER BY d.code, d.dict_key',
        )
        .all(tenantId) as {
        id: string;
        code: string;
        dict_key: string;
        dict_value: string;
        is_sealed: number;
        parent_code: string | null;
      }[];
    const platformBiz = bizOf('000000');
    const copiedBiz = bizOf(tenant.tenant_id);
    expect(platformBiz.length).toBeGreaterThan(0);
    const shape = ({ id: _id, ...rest }: (typeof platformBiz)[number]) => rest;
    expect(copiedBiz.map(shape)).toEqual(platformBiz.map(shape));
    expect(copiedBiz.some((row) => platformBiz.some((original) => original.id === row.id))).toBe(false);
    const [firstCode] = platformBiz;
    const lookup = await data(`/blade-system/dict-biz/dictionary?code=${firstCode.code}`, access_token);
    expect(lookup.length).toBeGreaterThan(0);

    // The account quota, then the expiry.
    await server.post(`/blade-system/tenant/setting?ids=${tenant.id}&accountNumber=1&expireTime=2099-12-31`, server.admin);
    const full = await json(
      await server.post('/blade-user/submit', access_token, {
        account: 'clerk',
        password: '123456',
        realName: '文员',
        roleId: '',
        deptId: '',
      }),
    );
    expect(full.msg).toBe('当前租户已到最大账号额度!');
    await server.post(`/blade-system/tenant/setting?ids=${tenant.id}&accountNumber=-1&expireTime=2000-01-01`, server.admin);
    await expect(server.login('admin', 'admin', tenant.tenant_id)).rejects.toThrow('租户授权已过期');
  });

  it('binds a data source and keeps the platform tenant', async () => {
    const datasource = (server.db.prepare('SELECT id FROM blade_datasource LIMIT 1').get() as { id: string }).id;
    expect(
      (await json(await server.post(`/blade-system/tenant/datasource?tenantId=100001&datasourceId=${datasource}`, server.admin))).success,
    ).toBe(true);
    expect(
      (server.db.prepare("SELECT datasource_id FROM blade_tenant WHERE tenant_id = '100001'").get() as { datasource_id: string })
        .datasource_id,
    ).toBe(datasource);
    expect((await json(await server.post('/blade-system/tenant/remove?ids=1123598820738675201', server.admin))).msg).toBe(
      '不可删除管理租户!',
    );
  });

  it("isolates tenants: 100001's admin neither reads nor writes 000000's users and roles", async () => {
    const { access_token } = await server.login('admin', 'admin', '100001');
    const users = (await data('/blade-user/page?size=100', access_token)).records as { tenantId: string }[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => user.tenantId === '100001')).toBe(true);
    expect(await data('/blade-user/detail?id=1123598821738675202', access_token)).toEqual({});
    const roles = (await data('/blade-system/role/list', access_token)) as { tenantId: string }[];
    expect(roles.every((role) => role.tenantId === '100001')).toBe(true);
    expect((await json(await server.post('/blade-user/reset-password?userIds=1123598821738675202', access_token))).msg).toBe('用户不存在!');
    await server.post('/blade-user/update', access_token, { id: '1123598821738675202', realName: '篡改' });
    expect(
      (server.db.prepare("SELECT real_name FROM blade_user WHERE id = '1123598821738675202'").get() as { real_name: string }).real_name,
    ).toBe('李人事');
  });

  it('keeps OAuth clients to administrators', async () => {
    const { access_token } = await server.login('admin', 'admin', '100001');
    expect((await server.get('/blade-system/client/list', access_token)).status).toBe(403);
    expect((await data('/blade-system/client/list')).total).toBeGreaterThan(0);
  });
});
