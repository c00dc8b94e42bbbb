import { NextRequest } from 'next/server';
import { handleBladeCall } from '@/lib/bff/handle';
import { startTestServer } from '../blade/testing/test-server';
import { startFakeFadada, type FakeFadada } from '../blade/testing/fake-fadada';

/**
 * FaDaDa → the app's /api/fasc/esign/callback → the embedded service (ESIGN_PROVIDER=fadada) → the
 * contract: the whole path of a callback through the BFF, which waives the origin check for exactly that
 * call, forwards the signature headers and no session, and hands back the service's answer. Lives
 * outside lib/ and blade/: neither imports the other.
 */
const APP = { appId: '80000456', appSecret: 'bff-test-secret-0123456789abcdef' };
const APP_URL = 'http://app.example';
const ENV = {
  ESIGN_PROVIDER: 'fadada',
  FASC_APP_ID: APP.appId,
  FASC_APP_SECRET: APP.appSecret,
  ESIGN_POLL_MS: '0',
  SESSION_SECRET: 'bff-provider-callback-test-secret-0123456789',
  LOG_ACCESS: 'off',
};
const saved = { ...process.env };

let fake: FakeFadada;
let blade: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  fake = await startFakeFadada(APP);
  Object.assign(process.env, ENV, { FASC_SERVER_URL: fake.url });
  blade = await startTestServer();
  process.env.BLADE_API_URL = blade.base;
});
afterAll(async () => {
  await blade.stop();
  await fake.stop();
  process.env = saved;
});

/** The app's route handler, called as Next would for a request from outside. */
async function app(path: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
  const response = await handleBladeCall(new NextRequest(`${APP_URL}${path}`, init));
  return { status: response.status, body: (await response.json()) as { code: number; success: boolean; msg: string; data: any } };
}

/** An open contract with its FaDaDa sign task (a seeded order awaiting signature, contract generated). */
async function openContract() {
  const admin = (await blade.login()).access_token;
  const order = blade.db
    .prepare("SELECT order_no FROM tp_order WHERE tenant_id = '000000' AND order_status = 1 AND is_deleted = 0 LIMIT 1")
    .get() as { order_no: string };
  const answer = await blade.post(`/blade-tradePort/order/generateContract?orderNo=${order.order_no}&type=1`, admin);
  return ((await answer.json()) as { data: { id: string; signTaskId: string } }).data;
}

describe('POST /api/fasc/esign/callback through the BFF', () => {
  it('carries a signed, origin-less, session-less FaDaDa callback to the service, which applies it', async () => {
    const contract = await openContract();
    // FaDaDa's request exactly as it would send it, aimed at the app: no Origin, no Sec-Fetch-Site, no cookie.
    const request = fake.callbackRequest('sign-task-signed', { signTaskId: contract.signTaskId, actorId: '甲方' });
    const answer = await app('/api/fasc/esign/callback', { method: 'POST', ...request });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, msg: 'success', data: { event: 'sign-task-signed', outcome: 'applied' } },
    });
    expect(blade.db.prepare('SELECT sign_status FROM tp_ordercontract WHERE id = ?').get(contract.id)).toEqual({ sign_status: 2 });

    // The same request again: refused by the service (its nonce was used), and the refusal reaches FaDaDa.
    const replay = await app('/api/fasc/esign/callback', { method: 'POST', ...request });
    expect([replay.status, replay.body.msg]).toEqual([409, '法大大回调重复: 该请求已处理']);
  });

  it('passes a forged callback to the service, which refuses it; other signing calls still need their origin', async () => {
    const contract = await openContract();
    const bizContent = JSON.stringify({ signTaskId: contract.signTaskId });
    const forged = await app('/api/fasc/esign/callback', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-fasc-app-id': APP.appId,
        'x-fasc-sign-type': 'HMAC-SHA256',
        'x-fasc-sign': 'f'.repeat(64),
        'x-fasc-timestamp': String(Date.now()),
        'x-fasc-nonce': 'forged-0001',
        'x-fasc-event': 'sign-task-finished',
        cookie: 'bo_session=Fe26.2**forged',
      },
      body: new URLSearchParams({ bizContent }).toString(),
    });
    expect([forged.status, forged.body.msg]).toEqual([401, '法大大回调验签失败: 签名不符']);
    expect(blade.db.prepare('SELECT sign_status FROM tp_ordercontract WHERE id = ?').get(contract.id)).toEqual({ sign_status: 1 });

    const crossSite = await app('/api/fasc/esign/sign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{"token":"1.x"}',
    });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, 403]);
    const noOrigin = await app('/api/fasc/esign/refuse', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token":"1.x","reason":"x"}',
    });
    expect(noOrigin.status).toBe(403);
  });
});
