import { useTestServer } from '../../testing/test-server';
import { hashPlainPassword } from '../../auth/password';

type Envelope = { status: number; code: number; success: boolean; msg: string; data: any };

const server = useTestServer({ logins: {} });
const tokens = new Map<string, string>();

/** A cached access token: `account@tenant`, password = account unless given. */
async function as(account = 'admin', tenantId = '000000', password = account): Promise<string> {
  const key = `${account}@${tenantId}`;
  if (!tokens.has(key)) tokens.set(key, (await server.login(account, password, tenantId)).access_token);
  return tokens.get(key)!;
}
async function get(path: string, token?: string): Promise<Envelope> {
  const response = await server.get(path, token ?? (await as()));
  return { status: response.status, ...(await response.json()) };
}
async function post(path: string, body?: unknown, token?: string): Promise<Envelope> {
  const response = await fetch(server.base + path, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token ?? (await as())}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...(await response.json()) };
}
const codes = (nodes: any[], key = 'code'): string[] => nodes.flatMap((node) => [node[key], ...codes(node.children ?? [], key)]);

describe('users (/blade-user)', () => {
  it('pages with exact account and dept membership filters, never returning the password', async () => {
    const exact = await get('/blade-user/page?account=zhangwei');
    expect(exact.data.records.map((row: any) => row.account)).toEqual(['zhangwei']);
    expect(exact.data.records[0]).not.toHaveProperty('password');
    expect(exact.data.records[0]).toMatchObject({ realName: '张伟', roleName: '交易员', deptName: '玉米交易组' });
    expect((await get('/blade-user/page?account=zhang')).data.total).toBe(0);

    // A department's users are those of its groups too (BladeX SysCache.getDeptChildIds): 交易部 holds its corn and wheat desks.
    const trading = await get('/blade-user/page?deptId=1123598813738675202&descs=account');
    expect(trading.data.records.map((row: any) => row.account)).toEqual(['zhangwei', 'trader', 'operator', 'manager', 'liqiang']);
    const detail = await get(`/blade-user/detail?id=${exact.data.records[0].id}`);
    expect(detail.data).not.toHaveProperty('password');
  });

  it('creates with a hashed password and dept links, updates without the password, refuses duplicates', async () => {
    const created = await post('/blade-user/submit', {
      account: 'chenjing',
      realName: '陈静',
      password: 'grain2026',
      roleId: '1123598816738675206',
      deptId: '1123598813738675203',
      userType: 1,
    });
    expect(created.success).toBe(true);
    const row = server.db.prepare("SELECT id, password, tenant_id FROM blade_user WHERE account = 'chenjing'").get() as any;
    expect(row).toMatchObject({ password: hashPlainPassword('grain2026'), tenant_id: '000000' });
    expect((await get('/blade-user/page?deptId=1123598813738675203')).data.records.map((user: any) => user.account)).toContain('chenjing');

    expect((await post('/blade-user/update', { id: row.id, deptId: '1123598813738675204', password: 'changed' })).success).toBe(true);
    expect((server.db.prepare('SELECT password FROM blade_user WHERE id = ?').get(row.id) as any).password).toBe(
      hashPlainPassword('grain2026'),
    );
    expect((await get('/blade-user/page?deptId=1123598813738675203')).data.records.map((user: any) => user.account)).not.toContain(
      'chenjing',
    );
    expect((await get('/blade-user/page?deptId=1123598813738675204')).data.records.map((user: any) => user.account)).toContain('chenjing');

    const duplicate = await post('/blade-user/submit', { account: 'chenjing', realName: '陈静', password: 'x123456' });
    expect([duplicate.status, duplicate.msg]).toEqual([400, '当前用户 [chenjing] 已存在!']);
    expect((await post('/blade-user/submit', { account: 'nopass', realName: '无密码' })).msg).toBe('password:不能为空');
  });

  it('refuses removing yourself', async () => {
    const removed = await post('/blade-user/remove?ids=1123598821738675201');
    expect([removed.status, removed.msg]).toEqual([400, '不能删除本账号!']);
  });

  it('shows the platform every tenant and a tenant only its own users', async () => {
    const platform = await get('/blade-user/page?size=100');
    expect(new Set(platform.data.records.map((row: any) => row.tenantId))).toEqual(new Set(['000000', '100001']));
    const huabei = await get('/blade-user/page?size=100', await as('admin', '100001'));
    expect(huabei.data.records.map((row: any) => row.account).sort()).toEqual(['admin', 'fengxuemei', 'zhaolei']);
    const foreign = platform.data.records.find((row: any) => row.account === 'trader');
    expect((await post('/blade-user/update', { id: foreign.id, realName: 'x' }, await as('admin', '100001'))).success).toBe(false);
    const mine = await post(
      '/blade-user/submit',
      { account: 'kuguan', realName: '库管', password: '123456', tenantId: '000000' },
      await as('admin', '100001'),
    );
    expect(mine.success).toBe(true);
    expect((server.db.prepare("SELECT tenant_id FROM blade_user WHERE account = 'kuguan'").get() as any).tenant_id).toBe('100001');
  });
});

describe('roles, departments, positions', () => {
  it('lists roles as a tree and refuses the super-admin alias to others', async () => {
    const roles = await get('/blade-system/role/list');
    const user = roles.data.find((role: any) => role.roleAlias === 'user');
    expect(user.children.map((role: any) => role.roleAlias)).toEqual(['hr', 'manager', 'boss', 'trader']);
    expect(user.children[0].parentName).toBe('用户');
    expect((await get('/blade-system/role/list?roleName=经理')).data.map((role: any) => role.roleName)).toEqual(['经理']);

    const huabei = await as('admin', '100001');
    expect((await get('/blade-system/role/tree', huabei)).data.map((node: any) => node.title)).toEqual(['管理员']);
    const refused = await post('/blade-system/role/submit', { roleName: '超管', roleAlias: 'administrator' }, huabei);
    expect([refused.status, refused.msg]).toEqual([400, '无权限创建超管角色！']);
    expect(
      (await post('/blade-system/role/submit', { roleName: '仓管', roleAlias: 'keeper', parentId: '1123598816738675202' })).success,
    ).toBe(true);
    const child = server.db.prepare("SELECT parent_id, tenant_id FROM blade_role WHERE role_alias = 'keeper'").get();
    expect(child).toEqual({ parent_id: '1123598816738675202', tenant_id: '000000' });
  });

  it('keeps dept ancestors, refuses itself as parent and parents with children, moves subtrees', async () => {
    const tree = await get('/blade-system/dept/list');
    const hq = tree.data.find((dept: any) => dept.deptName === '瑞粮集团');
    expect(hq.children.map((dept: any) => dept.deptName)).toEqual(['交易部', '财务部', '物流部', '风控部']);
    const lazy = await get('/blade-system/dept/lazy-list?parentId=1123598813738675201');
    expect(lazy.data.map((dept: any) => [dept.deptName, dept.hasChildren])).toEqual([
      ['交易部', true],
      ['财务部', false],
      ['物流部', false],
      ['风控部', false],
    ]);
    expect((await get('/blade-system/dept/lazy-list?parentId=0&deptName=交易组')).data.map((dept: any) => dept.deptName)).toEqual([
      '玉米交易组',
      '小麦交易组',
      '大豆交易组',
    ]);
    expect((await get('/blade-system/dept/lazy-tree?parentId=0')).data).toEqual([
      {
        id: '1123598813738675201',
        parentId: '0',
        title: '瑞粮集团',
        key: '1123598813738675201',
        value: '1123598813738675201',
        hasChildren: true,
      },
    ]);

    expect(
      (await post('/blade-system/dept/submit', { deptName: '期货组', parentId: '1123598813738675202', deptCategory: 3 })).success,
    ).toBe(true);
    const futures = server.db.prepare("SELECT id, ancestors FROM blade_dept WHERE dept_name = '期货组'").get() as any;
    expect(futures.ancestors).toBe('0,1123598813738675201,1123598813738675202');
    expect((await post('/blade-system/dept/submit', { deptName: '期货子组', parentId: futures.id })).success).toBe(true);
    expect((await post('/blade-system/dept/submit', { id: futures.id, parentId: futures.id })).msg).toBe('父节点不可选择自身!');
    expect((await post(`/blade-system/dept/remove?ids=${futures.id}`)).msg).toBe('请先删除子节点!');

    expect((await post('/blade-system/dept/submit', { id: futures.id, parentId: '1123598813738675205' })).success).toBe(true);
    const moved = server.db.prepare("SELECT ancestors FROM blade_dept WHERE dept_name = '期货子组'").get() as any;
    expect(moved.ancestors).toBe(`0,1123598813738675201,1123598813738675205,${futures.id}`);
  });

  it('binds the post list to exact fields and sorts it; select serves the picker', async () => {
    const senior = await get('/blade-system/post/list?category=1&descs=sort');
    expect(senior.data.records.map((post: any) => post.postCode)).toEqual(['cio', 'cto', 'cfo', 'coo', 'ceo']);
    expect(senior.data.records[0].categoryName).toBe('高层');
    expect((await get('/blade-system/post/list?postName=首席')).data.total).toBe(0);
    expect((await get('/blade-system/post/select')).data).toHaveLength(8);
    expect((await get('/blade-system/post/select?tenantId=100001')).data.map((post: any) => post.postName)).toEqual([
      '总经理',
      '采购经理',
      '仓管员',
    ]);
    expect((await get('/blade-system/post/select?tenantId=000000', await as('admin', '100001'))).data).toHaveLength(3);
    expect((await post('/blade-system/post/submit', { category: 2, postCode: 'pm', postName: '重复' })).msg).toBe('当前岗位编号已存在!');
  });

  it('numbers new tenants and protects the platform tenant', async () => {
    expect((await post('/blade-system/tenant/submit', { tenantName: '东北粮食储备有限公司', linkman: '周海' })).success).toBe(true);
    const created = server.db
      .prepare("SELECT tenant_id, account_number FROM blade_tenant WHERE tenant_name = '东北粮食储备有限公司'")
      .get() as any;
    expect(created.tenant_id).toMatch(/^\d{6}$/);
    expect(created.account_number).toBe(-1);
    expect((await get('/blade-system/tenant/select')).data.map((tenant: any) => tenant.tenantId)).toContain(created.tenant_id);
    const removed = await post('/blade-system/tenant/remove?ids=1123598820738675201');
    expect([removed.status, removed.msg]).toEqual([400, '不可删除管理租户!']);
  });
});

describe('menus and dictionaries', () => {
  it('serves the menu tree, lazy levels and refuses duplicates and parents with children', async () => {
    const tree = await get('/blade-system/menu/tree');
    const titles = codes(tree.data, 'title');
    expect(titles).toEqual(expect.arrayContaining(['系统管理', '用户管理']));
    expect(titles).not.toContain('新增');
    const roots = await get('/blade-system/menu/lazy-list?parentId=0');
    expect(roots.data.find((menu: any) => menu.code === 'system')).toMatchObject({
      hasChildren: true,
      parentName: '顶级',
      categoryName: '菜单',
    });
    const system = roots.data.find((menu: any) => menu.code === 'system');
    const children = await get(`/blade-system/menu/lazy-list?parentId=${system.id}`);
    expect(children.data.map((menu: any) => menu.code)).toContain('user');
    const list = await get('/blade-system/menu/list?code=param_');
    expect(codes(list.data).sort()).toEqual(['param_add', 'param_delete', 'param_edit', 'param_view']);

    expect((await post('/blade-system/menu/submit', { code: 'user', name: '另一个', category: 1 })).msg).toBe('菜单名或编号已存在!');
    const button = list.data.find((menu: any) => menu.code === 'param_add');
    expect((await post('/blade-system/menu/submit', { code: 'x_btn', name: '按钮下', category: 2, parentId: button.id })).msg).toBe(
      '父节点只可选择菜单类型!',
    );
    expect((await post(`/blade-system/menu/remove?ids=${system.id}`)).msg).toBe('请先删除子节点!');
  });

  it('keeps dictionary keys unique per code, entries under their dictionary, parents with entries', async () => {
    const tree = await get('/blade-system/dict/list?code=sex');
    expect(tree.data).toHaveLength(1);
    expect(tree.data[0].children.map((entry: any) => entry.dictValue)).toEqual(['男', '女', '未知']);
    const parents = await get('/blade-system/dict/parent-list?size=5&ascs=sort');
    expect(parents.data).toMatchObject({ size: 5, current: 1 });
    expect(parents.data.records[0]).toMatchObject({ code: 'sex', dictKey: '-1', parentName: '顶级' });
    const sexId = parents.data.records[0].id;
    expect((await get(`/blade-system/dict/child-list?parentId=${sexId}`)).data.map((entry: any) => entry.dictKey)).toEqual(['1', '2', '3']);

    const duplicate = await post('/blade-system/dict/submit', { parentId: sexId, dictKey: '1', dictValue: '男性', sort: 9 });
    expect([duplicate.status, duplicate.msg]).toEqual([400, '当前字典键值已存在!']);
    expect((await post('/blade-system/dict/submit', { code: 'grain_colour', dictValue: '粮食色泽', sort: 20 })).success).toBe(true);
    const colour = server.db.prepare("SELECT id, parent_id, dict_key FROM blade_dict WHERE code = 'grain_colour'").get() as any;
    expect(colour).toMatchObject({ parent_id: '0', dict_key: '-1' });
    expect((await post('/blade-system/dict/submit', { parentId: colour.id, dictKey: '1', dictValue: '正常', sort: 1 })).success).toBe(true);
    expect((await get('/blade-system/dict/dictionary?code=grain_colour')).data.map((entry: any) => entry.dictValue)).toEqual(['正常']);
    expect((await post(`/blade-system/dict/remove?ids=${colour.id}`)).msg).toBe('请先删除子节点!');

    expect((await post('/blade-system/dict/submit', { id: colour.id, code: 'grain_color' })).success).toBe(true);
    expect((await get('/blade-system/dict/dictionary?code=grain_color')).data.map((entry: any) => entry.dictValue)).toEqual(['正常']);
  });

  it('keeps business dictionaries per tenant', async () => {
    const huabei = await as('admin', '100001');
    expect((await post('/blade-system/dict-biz/submit', { code: 'huabei_depot', dictValue: '华北库点', sort: 99 }, huabei)).success).toBe(
      true,
    );
    expect((await get('/blade-system/dict-biz/parent-list?code=huabei_depot', huabei)).data.total).toBe(1);
    expect((await get('/blade-system/dict-biz/parent-list?code=huabei_depot')).data.total).toBe(0);
  });
});

describe('regions', () => {
  it('serves lazy levels, the picker and details by code', async () => {
    const provinces = await get('/blade-system/region/lazy-tree');
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data.find((node: any) => node.id === '23')).toEqual({
      id: '23',
      parentId: '00',
      title: '黑龙江省',
      key: '23',
      value: '23',
      hasChildren: true,
    });
    expect(provinces.data.find((node: any) => node.id === '11').hasChildren).toBe(false);
    const cities = await get('/blade-system/region/select?code=23');
    expect(cities.data.map((region: any) => region.name)).toContain('哈尔滨市');
    expect(cities.data[0]).not.toHaveProperty('id');
    const districts = await get('/blade-system/region/lazy-list?parentCode=2301');
    expect(districts.data[0]).toMatchObject({
      code: '230102',
      name: '道里区',
      parentName: '哈尔滨市',
      hasChildren: false,
      ancestors: '00,23,2301',
      regionLevel: 3,
      provinceName: '黑龙江省',
      cityName: '哈尔滨市',
    });
    expect((await get('/blade-system/region/detail?code=4101')).data).toMatchObject({
      name: '郑州市',
      parentName: '河南省',
      regionLevel: 2,
    });
    const paged = await get('/blade-system/region/list?parentCode=41&size=5&descs=code');
    expect(paged.data).toMatchObject({ total: 17, size: 5 });
    expect(paged.data.records[0].code).toBe('4117');
    expect((await get('/blade-system/region/lazy-tree?name=哈尔滨')).data.map((node: any) => node.id)).toEqual(['2301']);
  });

  it('places new regions under their parent, renames through, refuses removing parents', async () => {
    expect((await post('/blade-system/region/submit', { code: '230124', name: '方正县', parentCode: '2301', sort: 20 })).success).toBe(
      true,
    );
    expect((await get('/blade-system/region/detail?code=230124')).data).toMatchObject({
      ancestors: '00,23,2301',
      regionLevel: 3,
      provinceCode: '23',
      cityCode: '2301',
      districtCode: '230124',
      districtName: '方正县',
    });
    expect((await post('/blade-system/region/submit', { code: '2301', name: '哈尔滨' })).success).toBe(true);
    expect((await get('/blade-system/region/detail?code=230124')).data.cityName).toBe('哈尔滨');
    expect((await post('/blade-system/region/submit', { code: '4199', name: '错位', parentCode: '23' })).status).toBe(400);
    expect((await post('/blade-system/region/remove?id=2301')).msg).toBe('请先删除子节点!');
    expect((await post('/blade-system/region/remove?id=230124')).success).toBe(true);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM blade_region WHERE code = '230124'").get()).toEqual({ n: 0 });
  });
});

describe('every tree picker source answers', () => {
  it.each([
    ['/blade-system/dept/tree', '瑞粮集团'],
    ['/blade-system/role/tree', '超级管理员'],
    ['/blade-system/post/select', '首席执行官'],
    ['/blade-system/menu/tree', '系统管理'],
    ['/blade-system/region/select', '河南省'],
    ['/blade-system/tenant/select', '华北粮贸有限公司'],
  ])('%s', async (path, label) => {
    const reply = await get(path, await as('admin'));
    expect(reply.code).toBe(200);
    expect(JSON.stringify(reply.data)).toContain(label);
  });
});

describe('scopes, resources, tools and logs', () => {
  it('lists scopes by menu', async () => {
    const menuId = (server.db.prepare("SELECT id FROM blade_menu WHERE code = 'order'").get() as any).id;
    const scopes = await get(`/blade-system/data-scope/list?menuId=${menuId}`);
    expect(scopes.data.records.map((scope: any) => scope.resourceCode)).toEqual(['order_list', 'order_list', 'order_list']);
    expect((await get(`/blade-system/api-scope/list?menuId=${menuId}&scopeType=2`)).data.total).toBe(3);
  });

  it('starts a new OSS config inactive, keeps its status on edit, and keeps tenants apart', async () => {
    expect(
      (
        await post('/blade-resource/oss/submit', {
          category: 2,
          ossCode: 'qiniu',
          endpoint: 'https://up-z1.qiniup.com',
          accessKey: 'ak',
          secretKey: 'sk',
          bucketName: 'grain',
          status: 2,
        })
      ).success,
    ).toBe(true);
    const qiniu = (await get('/blade-resource/oss/list?ossCode=qiniu')).data.records[0];
    expect(qiniu.status).toBe(1);
    expect((await post('/blade-resource/oss/submit', { id: qiniu.id, status: 2, remark: '七牛' })).success).toBe(true);
    expect((await get(`/blade-resource/oss/detail?id=${qiniu.id}`)).data).toMatchObject({ status: 1, remark: '七牛' });
    expect(
      (
        await post('/blade-resource/oss/submit', {
          category: 1,
          ossCode: 'minio',
          endpoint: 'e',
          accessKey: 'a',
          secretKey: 's',
          bucketName: 'b',
        })
      ).msg,
    ).toBe('当前资源编号已存在!');
    const mine = await get('/blade-resource/oss/list');
    expect(mine.data.records.map((oss: any) => oss.ossCode).sort()).toEqual(['local', 'minio', 'qiniu']);
    expect((await get('/blade-resource/oss/list', await as('admin', '100001'))).data.records.map((oss: any) => oss.ossCode)).toEqual([
      'aliyun',
    ]);
  });

  it('lists attachments without a submit endpoint, copies code configs', async () => {
    expect((await get('/blade-resource/attach/list?extension=pdf')).data.total).toBe(2);
    expect((await post('/blade-resource/attach/submit', {})).status).toBe(404);
    const goods = (await get('/blade-develop/code/list?tableName=tp_goods')).data.records[0];
    expect((await post(`/blade-develop/code/copy?id=${goods.id}`)).success).toBe(true);
    expect((await get('/blade-develop/code/list?codeName=挂牌商品-copy')).data.records[0]).toMatchObject({
      tableName: 'tp_goods',
      serviceName: 'blade-tradePort',
    });
  });

  it('reads logs with Map filters, newest first, and never writes them', async () => {
    const usual = await get('/blade-log/usual/list?size=50');
    expect(usual.data.total).toBeGreaterThanOrEqual(25);
    const times = usual.data.records.map((row: any) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const orders = await get('/blade-log/api/list?requestUri=/blade-tradePort/order&size=50');
    expect(orders.data.records.every((row: any) => row.requestUri.startsWith('/blade-tradePort/order'))).toBe(true);
    const npe = (await get('/blade-log/error/list?exceptionName_equal=java.lang.NullPointerException')).data.records[0];
    expect((await get(`/blade-log/error/detail?id=${npe.id}`)).data.stackTrace).toMatch(
      /^java\.lang\.NullPointerException\n\tat org\.springblade\./,
    );
    expect((await post(`/blade-log/error/remove?ids=${npe.id}`)).status).toBe(404);
    expect((await get('/blade-log/usual/list', await as('hr'))).status).toBe(403);
  });
});
