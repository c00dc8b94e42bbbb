import { useTestServer } from '../../testing/test-server';

/**
 * The saved views endpoints over the real service: a user saves, lists, replaces, makes default and removes their own
 * views of a resource; another user of the tenant, and the same account name in another tenant, see none of them and
 * cannot change them.
 */
const server = useTestServer({ logins: { admin: ['admin'], hr: ['hr'], otherAdmin: ['admin', 'admin', '100001'] } });
const VIEW = '/blade-user/view';
const list = async (token = server.admin, resource = 'param') =>
  (await server.getJson(`${VIEW}/list?resource=${resource}`, token)).data as {
    id: string;
    name: string;
    state: string;
    isDefault: boolean;
  }[];

describe('a user’s own views', () => {
  it('saves a view and lists it for that resource only', async () => {
    const saved = await server.postJson(`${VIEW}/submit`, {
      resource: 'param',
      name: '启用的参数',
      state: '{"query":"paramName=account","hidden":["remark"]}',
    });
    expect(saved).toMatchObject({ success: true, data: { name: '启用的参数', isDefault: false } });
    expect((await list()).map((view) => view.name)).toEqual(['启用的参数']);
    expect(await list(server.admin, 'dict')).toEqual([]);
  });

  it('replaces a view saved again under the same name', async () => {
    await server.postJson(`${VIEW}/submit`, { resource: 'param', name: '启用的参数', state: '{"query":"size=30","hidden":[]}' });
    const views = await list();
    expect(views).toHaveLength(1);
    expect(views[0].state).toBe('{"query":"size=30","hidden":[]}');
  });

  it('keeps one default per resource', async () => {
    const second = await server.postJson(`${VIEW}/submit`, {
      resource: 'param',
      name: '全部',
      state: '{"query":"","hidden":[]}',
      isDefault: true,
    });
    const first = (await list()).find((view) => view.name === '启用的参数')!;
    expect((await server.postJson(`${VIEW}/default`, { id: first.id })).success).toBe(true);
    const views = await list();
    expect(views.filter((view) => view.isDefault).map((view) => view.name)).toEqual(['启用的参数']);
    expect(views.find((view) => view.id === second.data.id)?.isDefault).toBe(false);
    await server.postJson(`${VIEW}/default`, { id: first.id, isDefault: false });
    expect((await list()).some((view) => view.isDefault)).toBe(false);
  });

  it('refuses a view without a name, naming what is missing', async () => {
    const answer = await server.postJson(`${VIEW}/submit`, { resource: 'param', name: '  ', state: '{}' });
    expect(answer).toMatchObject({ success: false, msg: '请输入视图名称' });
  });

  it('removes a view', async () => {
    const view = (await list()).find((item) => item.name === '全部')!;
    expect((await server.postJson(`${VIEW}/remove?ids=${view.id}`)).success).toBe(true);
    expect((await list()).map((item) => item.name)).toEqual(['启用的参数']);
  });
});

describe('nobody else’s views', () => {
  it('another user of the tenant lists none of them and cannot change, default or remove them', async () => {
    const [mine] = await list();
    expect(await list(server.tokens.hr)).toEqual([]);
    const overwrite = await server.postJson(
      `${VIEW}/submit`,
      { id: mine.id, resource: 'param', name: '被改', state: '{}' },
      server.tokens.hr,
    );
    expect(overwrite.success).toBe(false);
    expect((await server.postJson(`${VIEW}/default`, { id: mine.id }, server.tokens.hr)).success).toBe(false);
    await server.postJson(`${VIEW}/remove?ids=${mine.id}`, undefined, server.tokens.hr);
    expect(await list()).toEqual([mine]);
  });

  it('the same account in another tenant sees none of them', async () => {
    expect(await list(server.tokens.otherAdmin)).toEqual([]);
  });

  it('a caller without a token is refused', async () => {
    const response = await server.get(`${VIEW}/list?resource=param`);
    expect(response.status).toBe(401);
  });
});
