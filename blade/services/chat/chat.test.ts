import { json, useTestServer } from '../../testing/test-server';
import { subscriberCount } from './hub';
import { closeChatStreams } from './event-stream';

// The local chat provider over HTTP: send, the live stream, contact lookup, and their refusals.
const server = useTestServer({ logins: { admin: ['admin'], hr: ['hr'] }, beforeStop: closeChatStreams });
const ADMIN_ID = '1123598821738675201';
const HR_ID = '1123598821738675202';

/** Opens the stream and returns a reader of its text plus a way to wait for a fragment. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}/go-easy/imhistory/stream`, {
    headers: { 'blade-auth': `bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const waitFor = async (fragment: string) => {
    while (!text.includes(fragment)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before ${fragment}`);
      text += value;
    }
    return text;
  };
  return { response, waitFor, close: () => controller.abort() };
}

/** Polls a condition the server reaches asynchronously (a socket close), failing after a second. */
async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('send', () => {
  it('stores a message from the caller to a user of the tenant and answers it', async () => {
    const body = await json(
      await server.post('/go-easy/imhistory/send', server.admin, { receiverId: HR_ID, content: '  你好 <b>HR</b>  ' }),
    );
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      senderId: ADMIN_ID,
      receiverId: HR_ID,
      content: '你好 <b>HR</b>',
      messageType: 'text',
      isRead: 0,
      conversationId: `private:${[ADMIN_ID, HR_ID].sort().join('_')}`,
      receiverName: '李人事',
    });
    const history = (
      await json(
        await server.get(`/go-easy/imhistory/list?conversationId_equal=${body.data.conversationId}&descs=send_time`, server.tokens.hr),
      )
    ).data;
    expect(history.records[0]).toMatchObject({ id: body.data.id, content: '你好 <b>HR</b>' });
  });

  it('refuses empty, too long, self-addressed and foreign-tenant messages in Blade envelopes', async () => {
    const refuse = async (token: string, payload: unknown, msg: string) => {
      const response = await server.post('/go-easy/imhistory/send', token, payload);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ code: 400, success: false, msg });
    };
    await refuse(server.admin, { receiverId: HR_ID, content: '   ' }, '消息内容不能为空');
    await refuse(server.admin, { receiverId: HR_ID, content: 'x'.repeat(1001) }, '消息内容不能超过1000个字符');
    await refuse(server.admin, { receiverId: ADMIN_ID, content: 'hi' }, '不能给自己发送消息');
    // The receiver is a reference the route policy checks first (blade/services/chat/routes.ts): no such user.
    await refuse(server.admin, { receiverId: 'abc', content: 'hi' }, '用户不存在!');
    await refuse(server.admin, { content: 'hi' }, '缺少必要的请求参数: receiverId');
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    await refuse(other, { receiverId: HR_ID, content: 'hi' }, '用户不存在!');
  });

  it('needs a signed-in caller', async () => {
    expect((await fetch(`${server.base}/go-easy/imhistory/send`, { method: 'POST' })).status).toBe(401);
  });
});

describe('stream', () => {
  it('pushes a sent message to the receiver and the sender, and nobody else', async () => {
    const receiver = await openStream(server.tokens.hr);
    const sender = await openStream(server.admin);
    const other = await openStream((await server.login('manager')).access_token);
    expect(receiver.response.headers.get('content-type')).toContain('text/event-stream');
    await Promise.all([receiver.waitFor(': connected'), sender.waitFor(': connected'), other.waitFor(': connected')]);
    const sent = (await json(await server.post('/go-easy/imhistory/send', server.admin, { receiverId: HR_ID, content: '实时消息' }))).data;
    const frame = `id: ${sent.id}\nevent: message\ndata: `;
    expect(await receiver.waitFor(frame)).toContain('"content":"实时消息"');
    expect(await sender.waitFor(frame)).toContain(`"receiverId":"${HR_ID}"`);
    // The third user's stream sees only its opening lines by the time the others got the message.
    const third = await Promise.race([
      other.waitFor('event: message'),
      new Promise<string>((resolve) => setTimeout(() => resolve('quiet'), 200)),
    ]);
    expect(third).toBe('quiet');
    [receiver, sender, other].forEach((stream) => stream.close());
  });

  it('drops the subscription when the client goes away', async () => {
    await until(() => subscriberCount() === 0);
    const stream = await openStream(server.tokens.hr);
    await stream.waitFor(': connected');
    expect(subscriberCount()).toBe(1);
    stream.close();
    await until(() => subscriberCount() === 0);
  });

  it('refuses a caller without a token', async () => {
    expect((await fetch(`${server.base}/go-easy/imhistory/stream`)).status).toBe(401);
  });
});

describe('contact', () => {
  it('names a user of the tenant and refuses others', async () => {
    expect((await json(await server.get(`/go-easy/imhistory/contact?userId=${HR_ID}`, server.admin))).data).toMatchObject({
      userId: HR_ID,
      name: '李人事',
      account: 'hr',
    });
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    expect((await json(await server.get(`/go-easy/imhistory/contact?userId=${HR_ID}`, other))).msg).toBe('用户不存在');
  });
});
