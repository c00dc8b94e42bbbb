import { json, useTestServer } from '../testing/test-server';

/**
 * Attacks on the embedded service with a valid token of the wrong tenant or the wrong role
 * (docs/design.md §9). Each one is a named test; the BFF's own refusal is covered in e2e/specs/security.
 */
const server = useTestServer({ logins: { admin: ['admin'], otherAdmin: ['admin', 'admin', '100001'], hr: ['hr'] } });
let noticeId: string;
beforeAll(async () => {
  await server.post('/blade-desk/notice/submit', server.admin, { title: '总部内部通知', category: 1, content: '仅限总部' });
  const mine = await json(await server.get('/blade-desk/notice/list?size=100&title=总部内部通知', server.admin));
  noticeId = mine.data.records[0].id;
});

const noticeRow = () =>
  server.db.prepare('SELECT title, is_deleted, tenant_id FROM blade_notice WHERE id = ?').get(noticeId) as {
    title: string;
    is_deleted: number;
    tenant_id: string;
  };

describe('tenant 100001 against tenant 000000’s rows, by id', () => {
  it('cannot read a notice’s detail', async () => {
    const detail = await json(await server.get(`/blade-desk/notice/detail?id=${noticeId}`, server.tokens.otherAdmin));
    expect(JSON.stringify(detail.data ?? null)).not.toContain('总部内部通知');
  });

  it('cannot see it in a list, even filtering by its id', async () => {
    const list = await json(await server.get(`/blade-desk/notice/list?size=100&id=${noticeId}`, server.tokens.otherAdmin));
    expect(list.data.records.map((row: { id: string }) => row.id)).not.toContain(noticeId);
  });

  it('cannot overwrite it by submitting with its id', async () => {
    const answer = await json(
      await server.post('/blade-desk/notice/submit', server.tokens.otherAdmin, { id: noticeId, title: 'hijacked', category: 1 }),
    );
    expect(answer.success).toBe(false);
    expect(noticeRow()).toMatchObject({ title: '总部内部通知', tenant_id: '000000' });
  });

  it('cannot remove it', async () => {
    await server.post(`/blade-desk/notice/remove?ids=${noticeId}`, server.tokens.otherAdmin);
    expect(noticeRow().is_deleted).toBe(0);
  });

  it('cannot move a row of its own into tenant 000000 through the body', async () => {
    await server.post('/blade-desk/notice/submit', server.tokens.otherAdmin, { title: '越界通知', category: 1, tenantId: '000000' });
    const row = server.db.prepare("SELECT tenant_id FROM blade_notice WHERE title = '越界通知'").get() as { tenant_id: string };
    expect(row.tenant_id).toBe('100001');
  });
});

describe('tenant 100001 against the platform’s parameters (blade_param has no tenant)', () => {
  it('cannot list, read, change or remove them', async () => {
    const row = server.db.prepare("SELECT id FROM blade_param WHERE param_key = 'account.initPassword'").get() as { id: string };
    for (const call of [
      server.get('/blade-system/param/list', server.tokens.otherAdmin),
      server.get(`/blade-system/param/detail?id=${row.id}`, server.tokens.otherAdmin),
      server.post('/blade-system/param/submit', server.tokens.otherAdmin, {
        id: row.id,
        paramName: 'x',
        paramKey: 'account.initPassword',
        paramValue: 'owned',
      }),
      server.post(`/blade-system/param/remove?ids=${row.id}`, server.tokens.otherAdmin),
    ]) {
      const response = await call;
      expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 403, body: { msg: '请求被拒绝' } });
    }
    expect(server.db.prepare('SELECT param_value, is_deleted FROM blade_param WHERE id = ?').get(row.id)).toEqual({
      param_value: '123456',
      is_deleted: 0,
    });
  });
});

describe('a role calling an action it lacks', () => {
  it('hr may not add, edit or remove notices (请求被拒绝, nothing written)', async () => {
    for (const [path, body] of [
      ['/blade-desk/notice/submit', { title: 'hr 的通知', category: 1 }],
      ['/blade-desk/notice/submit', { id: noticeId, title: 'hr 改的', category: 1 }],
      [`/blade-desk/notice/remove?ids=${noticeId}`, undefined],
    ] as const) {
      const response = await server.post(path, server.tokens.hr, body);
      expect({ path, status: response.status, body: await response.json() }).toMatchObject({
        path,
        status: 403,
        body: { code: 403, success: false, msg: '请求被拒绝' },
      });
    }
    expect(noticeRow()).toMatchObject({ title: '总部内部通知', is_deleted: 0 });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM blade_notice WHERE title = 'hr 的通知'").get()).toEqual({ n: 0 });
  });

  it('hr may not read or change parameters', async () => {
    expect((await server.get('/blade-system/param/list', server.tokens.hr)).status).toBe(403);
    expect(
      (await server.post('/blade-system/param/submit', server.tokens.hr, { paramName: 'x', paramKey: 'hr.x', paramValue: '1' })).status,
    ).toBe(403);
  });
});
