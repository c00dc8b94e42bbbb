import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { goEasyConfig, relayToGoEasy } from './goeasy-relay';

describe('goEasyConfig', () => {
  it('is the local provider unless goeasy is chosen', () => {
    expect(goEasyConfig({})).toBeNull();
    expect(goEasyConfig({ CHAT_PROVIDER: 'local' })).toBeNull();
    expect(goEasyConfig({ CHAT_PROVIDER: 'goeasy', GOEASY_REST_HOST: 'rest-hangzhou.goeasy.io', GOEASY_APPKEY: 'BC-0123456789' })).toEqual({
      restHost: 'rest-hangzhou.goeasy.io',
      appkey: 'BC-0123456789',
    });
  });

  it('refuses an incomplete goeasy setting or an unknown provider without printing the key', () => {
    expect(() => goEasyConfig({ CHAT_PROVIDER: 'goeasy', GOEASY_REST_HOST: 'rest-hangzhou.goeasy.io' })).toThrow(/GOEASY_APPKEY/);
    expect(() => goEasyConfig({ CHAT_PROVIDER: 'goeasy', GOEASY_REST_HOST: 'a b', GOEASY_APPKEY: 'BC-secret-key' })).toThrow(
      /GOEASY_REST_HOST/,
    );
    expect(() => goEasyConfig({ CHAT_PROVIDER: 'goeasy', GOEASY_REST_HOST: 'a b', GOEASY_APPKEY: 'BC-secret-key' })).not.toThrow(
      /BC-secret-key/,
    );
    expect(() => goEasyConfig({ CHAT_PROVIDER: 'pusher' })).toThrow(/chat provider/);
  });
});

describe('relayToGoEasy', () => {
  // A stand-in for GoEasy's IM REST endpoint that records what it was sent.
  let server: http.Server;
  let host: string;
  const received: { url?: string; body: any }[] = [];
  let answer = { status: 200, body: { code: 200, content: 'ok' } };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ url: req.url, body: JSON.parse(text) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the private message with the app key and the message as a JSON payload', async () => {
    const ok = await relayToGoEasy(
      { restHost: host, appkey: 'BC-key-123' },
      { senderId: '1', receiverId: '2', payload: { id: '9', content: '你好' } },
    );
    expect(ok).toBe(true);
    expect(received.at(-1)).toEqual({
      url: '/im/v1/private_message',
      body: { appkey: 'BC-key-123', senderId: '1', receiverId: '2', payload: '{"id":"9","content":"你好"}' },
    });
  });

  it('reports a refusal, an unreachable host and an oversized payload as not relayed', async () => {
    answer = { status: 401, body: { code: 401, content: 'Unauthorized' } as any };
    expect(await relayToGoEasy({ restHost: host, appkey: 'BC-wrong' }, { senderId: '1', receiverId: '2', payload: {} })).toBe(false);
    expect(
      await relayToGoEasy({ restHost: 'http://127.0.0.1:1', appkey: 'BC-key-123' }, { senderId: '1', receiverId: '2', payload: {} }),
    ).toBe(false);
    const before = received.length;
    expect(
      await relayToGoEasy({ restHost: host, appkey: 'BC-key-123' }, { senderId: '1', receiverId: '2', payload: 'x'.repeat(4000) }),
    ).toBe(false);
    expect(received.length).toBe(before);
  });
});
