import { json, useTestServer } from '../../testing/test-server';

// The endpoints the top bar's inbox reads (notices, chat messages, SMS) and messageAsRead, over HTTP.
const server = useTestServer({ logins: { admin: ['admin'], hr: ['hr'] } });
const ADMIN_ID = '1123598821738675201';
const HR_ID = '1123598821738675202';

const unreadFor = async (userId: string, token: string) =>
  (await json(await server.get(`/go-easy/imhistory/list?receiverId_equal=${userId}&isRead_equal=0&size=1`, token))).data.total as number;

describe('seeded inbox', () => {
  it('has a dozen notices across every category, newest first, one scheduled ahead', async () => {
    const notices = (await json(await server.get('/blade-desk/notice/list?size=50&descs=create_time', server.admin))).data;
    expect(notices.total).toBe(13);
    expect(new Set(notices.records.map((row: any) => row.category))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const times = notices.records.map((row: any) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(notices.records.filter((row: any) => row.releaseTime > now)).toHaveLength(1);
  });

  it('keeps notices and chats inside the tenant: 华北粮贸 sees its own and none of the platform’s', async () => {
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    const notices = (await json(await server.get('/blade-desk/notice/list?size=50', other))).data.records;
    expect(notices.map((row: any) => row.title).sort()).toEqual(['华北粮贸新麦收购启动通知', '天津港北疆港区堆场作业安排'].sort());
    const chats = (await json(await server.get('/go-easy/imhistory/list?size=50', other))).data.records;
    expect(chats).toHaveLength(2);
    expect(chats.every((row: any) => row.tenantId === '100001' && [row.senderName, row.receiverName].includes('王建国'))).toBe(true);
    const platform = (await json(await server.get('/go-easy/imhistory/list?size=50', server.admin))).data.records;
    expect(platform.some((row: any) => row.tenantId === '100001')).toBe(false);
  });

  it('has unread chat messages and SMS addressed to the administrator', async () => {
    expect(await unreadFor(ADMIN_ID, server.admin)).toBe(3);
    const sms = (await json(await server.get(`/blade-tradePort/usersms/list?userId_equal=${ADMIN_ID}&size=50`, server.admin))).data;
    expect(sms.total).toBe(6);
  });
});

describe('user scoping of messages', () => {
  it('lets a user without the chat-history screen read only the messages they sent or received', async () => {
    const mine = (await json(await server.get('/go-easy/imhistory/list?size=100', server.tokens.hr))).data;
    expect(mine.total).toBe(1);
    expect(mine.records[0]).toMatchObject({ receiverId: HR_ID, isRead: 0 });
    // Asking for someone else's messages gives nothing rather than their inbox.
    expect((await json(await server.get(`/go-easy/imhistory/list?receiverId_equal=${ADMIN_ID}`, server.tokens.hr))).data.total).toBe(0);
    const foreign = (await json(await server.get(`/go-easy/imhistory/list?receiverId_equal=${ADMIN_ID}&size=1`, server.admin))).data
      .records[0];
    expect((await json(await server.get(`/go-easy/imhistory/detail?id=${foreign.id}`, server.tokens.hr))).data).toEqual({});
  });

  it('keeps the whole tenant for the chat-history screen and SMS to their own receiver', async () => {
    expect((await json(await server.get('/go-easy/imhistory/list?size=1', server.admin))).data.total).toBeGreaterThan(10);
    expect((await json(await server.get('/blade-tradePort/usersms/list?size=100', server.tokens.hr))).data.total).toBe(0);
  });

  it('still refuses writes without the buttons', async () => {
    const own = (await json(await server.get('/go-easy/imhistory/list?size=1', server.tokens.hr))).data.records[0];
    expect((await server.post(`/go-easy/imhistory/remove?ids=${own.id}`, server.tokens.hr)).status).toBe(403);
  });
});

describe('POST /go-easy/imhistory/messageAsRead', () => {
  it('marks the receiver’s messages read and skips the ones addressed to someone else', async () => {
    const hrMessage = (await json(await server.get('/go-easy/imhistory/list?size=1', server.tokens.hr))).data.records[0];
    const adminUnread = (await json(await server.get(`/go-easy/imhistory/list?receiverId_equal=${ADMIN_ID}&isRead_equal=0`, server.admin)))
      .data.records;
    // HR cannot mark the administrator's messages (ids it may not touch are skipped).
    expect(
      (await json(await server.post('/go-easy/imhistory/messageAsRead', server.tokens.hr, { ids: [adminUnread[0].id, hrMessage.id] })))
        .success,
    ).toBe(true);
    expect(await unreadFor(ADMIN_ID, server.admin)).toBe(3);
    expect(await unreadFor(HR_ID, server.tokens.hr)).toBe(0);
    const read = (await json(await server.get(`/go-easy/imhistory/detail?id=${hrMessage.id}`, server.tokens.hr))).data;
    expect(read.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('accepts a comma-separated list and a single id', async () => {
    const unread = (await json(await server.get(`/go-easy/imhistory/list?receiverId_equal=${ADMIN_ID}&isRead_equal=0`, server.admin))).data
      .records;
    await server.post('/go-easy/imhistory/messageAsRead', server.admin, { id: unread[0].id });
    expect(await unreadFor(ADMIN_ID, server.admin)).toBe(2);
    await server.post('/go-easy/imhistory/messageAsRead', server.admin, {
      ids: unread
        .slice(1)
        .map((row: any) => row.id)
        .join(','),
    });
    expect(await unreadFor(ADMIN_ID, server.admin)).toBe(0);
  });

  it('refuses a body without ids and an anonymous caller', async () => {
    const empty = await server.post('/go-easy/imhistory/messageAsRead', server.admin, {});
    expect(empty.status).toBe(400);
    expect((await json(empty)).msg).toBe('缺少必要的请求参数: ids');
    const anonymous = await fetch(`${server.base}/go-easy/imhistory/messageAsRead`, {
      method: 'POST',
      body: '{"ids":["1"]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });
});
