import { json, useTestServer } from '../testing/test-server';

const server = useTestServer();

const post = (path: string, token: string, body?: unknown) => server.post(path, token, body);

describe('generic Blade controller (param)', () => {
  it('pages, filters with LIKE and suffixes, and sorts', async () => {
    const all = await json(await server.get('/blade-system/param/list?current=1&size=2&ascs=param_key', server.admin));
    expect(all.data).toMatchObject({ total: 7, size: 2, current: 1, pages: 4 });
    expect(all.data.records.map((row: any) => row.paramKey)).toEqual(['account.failCount', 'account.initPassword']);
    expect(Object.keys(all.data.records[0])).toEqual(
      expect.arrayContaining(['id', 'paramName', 'paramKey', 'paramValue', 'createTime', 'isDeleted']),
    );
    const like = await json(await server.get('/blade-system/param/list?paramKey=tenant.default', server.admin));
    expect(like.data.total).toBe(3);
    const equal = await json(await server.get('/blade-system/param/list?paramKey_equal=tenant.default', server.admin));
    expect(equal.data.total).toBe(0);
  });

  it('inserts, reads, partially updates, refuses duplicates and removes logically', async () => {
    expect(
      (
        await json(
          await post('/blade-system/param/submit', server.admin, { paramName: '粮价上限', paramKey: 'grain.maxPrice', paramValue: '3000' }),
        )
      ).success,
    ).toBe(true);
    const created = (await json(await server.get('/blade-system/param/list?paramKey_equal=grain.maxPrice', server.admin))).data.records[0];
    expect(created).toMatchObject({
      paramName: '粮价上限',
      paramValue: '3000',
      status: 1,
      isDeleted: 0,
      createUser: '1123598821738675201',
    });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await json(await post('/blade-system/param/submit', server.admin, { id: created.id, paramValue: '3100' }))).success).toBe(true);
    const detail = await json(await server.get(`/blade-system/param/detail?id=${created.id}`, server.admin));
    expect(detail.data).toMatchObject({ paramName: '粮价上限', paramValue: '3100' });

    const duplicate = await post('/blade-system/param/submit', server.admin, {
      paramName: 'x',
      paramKey: 'grain.maxPrice',
      paramValue: '1',
    });
    expect(duplicate.status).toBe(400);
    expect((await json(duplicate)).msg).toBe('当前参数键名已存在!');
    const missing = await post('/blade-system/param/submit', server.admin, { paramName: 'x' });
    expect((await json(missing)).msg).toBe('paramKey:不能为空');

    expect((await json(await post(`/blade-system/param/remove?ids=${created.id}`, server.admin))).success).toBe(true);
    expect((await json(await server.get(`/blade-system/param/detail?id=${created.id}`, server.admin))).msg).toBe('暂无承载数据');
    const row = server.db.prepare('SELECT is_deleted FROM blade_param WHERE id = ?').get(created.id) as { is_deleted: number };
    expect(row.is_deleted).toBe(1);
  });

  it('refuses bad values with Blade’s 400', async () => {
    const response = await server.get('/blade-desk/notice/list?createTime_dategt=yesterday', server.admin);
    expect(response.status).toBe(400);
    const badType = await post('/blade-desk/notice/submit', server.admin, { title: 't', category: 'abc' });
    expect((await json(badType)).msg).toBe('请求参数格式错误: category');
  });

  it('keeps tenants apart', async () => {
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    await post('/blade-desk/notice/submit', other, { title: '华北粮贸内部通知', category: 1 });
    const mine = await json(await server.get('/blade-desk/notice/list?size=100', server.admin));
    expect(mine.data.records.map((row: any) => row.title)).not.toContain('华北粮贸内部通知');
    const theirs = await json(await server.get('/blade-desk/notice/list?size=100', other));
    // Its own notice next to the two seeded for it (blade/seed/business/inbox.ts), none of the platform's.
    expect(theirs.data.records.map((row: any) => row.title).sort()).toEqual(
      ['华北粮贸内部通知', '华北粮贸新麦收购启动通知', '天津港北疆港区堆场作业安排'].sort(),
    );
    const foreignId = theirs.data.records.find((row: any) => row.title === '华北粮贸内部通知').id;
    expect((await json(await post('/blade-desk/notice/submit', server.admin, { id: foreignId, title: 'hijack' }))).success).toBe(false);
  });

  it('never lets a body move a row to another tenant, but a tenant keeps the number it is given', async () => {
    await post('/blade-desk/notice/submit', server.admin, { title: '越权通知', category: 1, tenantId: '100001' });
    const row = server.db.prepare("SELECT tenant_id FROM blade_notice WHERE title = '越权通知'").get() as { tenant_id: string };
    expect(row.tenant_id).toBe('000000');
    await post('/blade-system/tenant/submit', server.admin, { tenantId: '423511', tenantName: '东北粮仓' });
    const tenants = await json(await server.get('/blade-system/tenant/list?tenantId=423511', server.admin));
    expect(tenants.data.records.map((tenant: any) => tenant.tenantName)).toEqual(['东北粮仓']);
  });

  it('refuses what a role may not do', async () => {
    const hr = (await server.login('hr')).access_token;
    const list = await server.get('/blade-system/param/list', hr);
    expect(list.status).toBe(403);
    expect(await list.json()).toMatchObject({ code: 403, msg: '请求被拒绝' });
  });
});
