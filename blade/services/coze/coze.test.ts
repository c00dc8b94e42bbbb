import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { json, useTestServer } from '../../testing/test-server';
import { cozeConfig } from './config';
import { buildCozeJwt } from './coze-jwt';
import { checkLocalToken, mintLocalToken } from './local-token';
import { answerLang, matchIntent } from './intents';

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const part = (token: string, index: number) => JSON.parse(Buffer.from(token.split('.')[index], 'base64url').toString('utf8'));

describe('the Coze OAuth JWT', () => {
  const settings = { appId: '1234567890', kid: 'kid-0123456789', privateKey, apiBase: 'https://api.coze.cn' };

  it('is RS256, names the key, the app, the API host, a 10-minute life, a unique id and the session', () => {
    const jwt = buildCozeJwt(settings, '000000:1123598821738675201', 1_700_000_000, 'jti-1');
    expect(part(jwt, 0)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'kid-0123456789' });
    expect(part(jwt, 1)).toEqual({
      iss: '1234567890',
      aud: 'api.coze.cn',
      iat: 1_700_000_000,
      exp: 1_700_000_600,
      jti: 'jti-1',
      session_name: '000000:1123598821738675201',
    });
    const [header, claims, signature] = jwt.split('.');
    const publicKey = createPublicKey(privateKey);
    expect(createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(createVerify('RSA-SHA256').update(`${header}.${claims}x`).verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(false);
    expect(part(buildCozeJwt(settings, 's'), 1).jti).not.toBe(part(buildCozeJwt(settings, 's'), 1).jti);
  });

  it('reads the provider settings and refuses incomplete or malformed ones without echoing the key', () => {
    expect(cozeConfig({})).toEqual({ provider: 'local' });
    const coze = cozeConfig({
      COZE_PROVIDER: 'coze',
      COZE_APP_ID: '1234567890',
      COZE_KID: 'kid-0123456789',
      COZE_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'),
      COZE_BOT_ID: '7400000000000000001',
    });
    expect(coze).toMatchObject({ provider: 'coze', apiBase: 'https://api.coze.cn', privateKey });
    expect(() => cozeConfig({ COZE_PROVIDER: 'coze', COZE_APP_ID: '1234567890' })).toThrow(
      /COZE_KID is required.*COZE_PRIVATE_KEY is required.*COZE_BOT_ID is required/,
    );
    expect(() =>
      cozeConfig({
        COZE_PROVIDER: 'coze',
        COZE_APP_ID: '1',
        COZE_KID: 'kid-0123456789',
        COZE_PRIVATE_KEY: 'secret-not-pem',
        COZE_BOT_ID: '7400000000000000001',
      }),
    ).toThrow(/COZE_APP_ID must be.*COZE_PRIVATE_KEY must be a PEM private key/);
    expect(() => cozeConfig({ COZE_PROVIDER: 'openai' })).toThrow('COZE_PROVIDER must be local or coze');
  });
});

describe('the local assistant token', () => {
  it('is accepted until it expires and refused when forged or altered', () => {
    const { token, expiresIn } = mintLocalToken({ userId: 'u1', tenantId: '000000' }, 1000);
    expect(expiresIn).toBe(600);
    expect(checkLocalToken(token, 1599)).toEqual({ userId: 'u1', tenantId: '000000', exp: 1600 });
    expect(checkLocalToken(token, 1600)).toBe('expired');
    const forged = `${Buffer.from(JSON.stringify({ userId: 'u2', tenantId: '000000', exp: 9999 })).toString('base64url')}.${token.split('.')[1]}`;
    expect(checkLocalToken(forged, 1000)).toBe('invalid');
    expect(checkLocalToken(`${token}x`, 1000)).toBe('invalid');
    expect(checkLocalToken('nonsense', 1000)).toBe('invalid');
  });
});

describe('intents', () => {
  it.each([
    ['玉米价格', { kind: 'price', category: '玉米' }],
    ['今天小麦报价多少', { kind: 'price', category: '小麦' }],
    ['What is the corn price?', { kind: 'price', category: '玉米' }],
    ['soybean', { kind: 'price', category: '大豆' }],
    ['订单 DD202611250001 状态', { kind: 'order', orderNo: 'DD202611250001' }],
    ['status of order dd202611250001', { kind: 'order', orderNo: 'DD202611250001' }],
    ['待办提货', { kind: 'pickups' }],
    ['pending pick-ups', { kind: 'pickups' }],
    ['今日订单', { kind: 'todayOrders' }],
    ["today's orders", { kind: 'todayOrders' }],
    ['你好', { kind: 'help' }],
    ['popcorn recipes please tell me', { kind: 'help' }],
  ])('%s', (question, intent) => expect(matchIntent(question)).toEqual(intent));

  it('answers in the question’s language', () => {
    expect(answerLang('玉米价格', 'en')).toBe('zh');
    expect(answerLang('corn price', 'zh')).toBe('en');
    expect(answerLang('DD202611250001', 'en')).toBe('en');
  });
});

describe('GET /blade-api/coze/getToken and POST /blade-api/coze/assistant', () => {
  const server = useTestServer();

  const ask = async (body: Record<string, unknown>, token = server.admin) => server.post('/blade-api/coze/assistant', token, body);

  it('mints a local token and answers desk questions with figures from the tables', async () => {
    const minted = await json(await server.get('/blade-api/coze/getToken', server.admin));
    expect(minted).toMatchObject({
      code: 200,
      success: true,
      data: { provider: 'local', botId: 'local', apiBase: '/blade-api/coze/assistant', expiresIn: 600 },
    });
    const token = minted.data.token as string;

    const order = server.db
      .prepare(
        "SELECT order_no, amount, order_status FROM tp_order WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY create_time DESC LIMIT 1",
      )
      .get() as { order_no: string; amount: number; order_status: number };
    const status = server.db
      .prepare(
        "SELECT dict_value FROM blade_dict_biz WHERE code = 'order_status' AND dict_key = ? AND parent_id <> '0' AND tenant_id = '000000'",
      )
      .get(String(order.order_status)) as { dict_value: string };
    const answered = await json(await ask({ token, question: `订单 ${order.order_no} 状态` }));
    expect(answered.data.text).toContain(`订单 ${order.order_no}：${status.dict_value}`);
    expect(answered.data.text).toContain(order.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(answered.data.links).toEqual([{ label: '订单详情', href: `/order/orderdetail/${order.order_no}` }]);

    const latest = server.db
      .prepare(`SELECT p.price FROM tp_goodsprice p JOIN tp_category c ON c.id = p.category_id WHERE c.category_name = '玉米' AND p.tenant_id = '000000'
      ORDER BY p.price_date DESC, p.price DESC LIMIT 1`)
      .get() as { price: number };
    const price = await json(await ask({ token, question: 'corn price', lang: 'zh' }));
    expect(price.data.text).toMatch(/^Latest corn quotes \(\d+ regions, average CNY [\d,.]+\/t\):/);
    expect(price.data.text).toContain(latest.price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

    const pending = server.db
      .prepare("SELECT COUNT(*) AS count FROM tp_orderpickup WHERE tenant_id = '000000' AND is_deleted = 0 AND pickup_status IN (1, 2, 3)")
      .get() as { count: number };
    expect((await json(await ask({ token, question: '待办提货' }))).data.text).toContain(`待办提货共 ${pending.count} 张`);
    expect((await json(await ask({ token, question: '今日订单' }))).data.text).toMatch(/^今日（\d{4}-\d{2}-\d{2}）/);
  });

  it('refuses a missing token with 400, an expired or forged one with 403 and its reason (not 401: the sign-in stands), a role without the button with a plain 403', async () => {
    const missing = await ask({ question: '玉米价格' });
    expect(await json(missing)).toMatchObject({ code: 400, msg: '缺少必要的请求参数: token' });
    const expired = await ask({ token: mintLocalToken({ userId: 'x', tenantId: '000000' }, 1000).token, question: '玉米价格' });
    expect(expired.status).toBe(403);
    expect(await json(expired)).toMatchObject({
      code: 403,
      success: false,
      data: { reason: 'assistant_token_refused' },
      msg: '助手令牌已过期',
    });
    const wrong = await ask({ token: 'eyJ1c2VySWQiOiJ4In0.c2lnbmF0dXJl', question: '玉米价格' });
    expect([wrong.status, await json(wrong)]).toEqual([
      403,
      expect.objectContaining({ data: { reason: 'assistant_token_refused' }, msg: '助手令牌无效' }),
    ]);
    // The sign-in's token still works after both refusals.
    expect((await server.get('/blade-api/coze/getToken', server.admin)).status).toBe(200);

    const operator = (await server.login('operator', 'operator')).access_token;
    const otherToken = (await json(await server.get('/blade-api/coze/getToken', server.admin))).data.token;
    const stranger = await json(await ask({ token: otherToken, question: '玉米价格' }, operator));
    // A role without the button: a 403 too, but no token refusal (a new token would not help).
    expect(stranger).toMatchObject({ code: 403, data: {} });
    expect((await server.get('/blade-api/coze/getToken')).status).toBe(401);
  });
});
