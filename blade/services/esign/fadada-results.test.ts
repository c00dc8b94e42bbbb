import { json, startTestServer } from '../../testing/test-server';
import { startFakeFadada, type FakeFadada } from '../../testing/fake-fadada';
import { fadadaSigning } from './active-provider';
import { CALLBACK_REFUSALS } from './callback-signature';
import { SignTaskPoller } from './sign-task-poller';

/**
 * ESIGN_PROVIDER=fadada end to end over HTTP: contracts start real sign tasks at a FaDaDa played by a
 * local server (testing/fake-fadada.ts), whose results come back by event callback (signature, time
 * window, nonce; each event's effect, applied twice) and by polling the sign tasks.
 */
const APP = { appId: '80000123', appSecret: 'S3cr3tS3cr3tS3cr3tS3cr3t-fake' };
const TP = '/blade-tradePort';
const ENV_KEYS = ['ESIGN_PROVIDER', 'FASC_APP_ID', 'FASC_APP_SECRET', 'FASC_SERVER_URL', 'ESIGN_POLL_MS'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

let fake: FakeFadada;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: string;
let callbackUrl: string;

beforeAll(async () => {
  fake = await startFakeFadada(APP);
  Object.assign(process.env, {
    ESIGN_PROVIDER: 'fadada',
    FASC_APP_ID: APP.appId,
    FASC_APP_SECRET: APP.appSecret,
    FASC_SERVER_URL: fake.url,
    ESIGN_POLL_MS: '0',
  });
  server = await startTestServer();
  admin = (await server.login()).access_token;
  callbackUrl = `${server.base}/fasc/esign/callback`;
});
afterAll(async () => {
  await server.stop();
  await fake.stop();
  for (const key of ENV_KEYS)
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
});

const get = async (path: string) => json(await server.get(path, admin));
const post = async (path: string, body?: unknown) => json(await server.post(path, admin, body));

/** A new order on a listed goods (saveOrderAndDetail), confirmed, with its sales contract generated: a sign task at FaDaDa. */
async function contractAtFadada() {
  const listing = server.db
    .prepare(`SELECT g.id, g.min_order_quantity AS min, p.id AS sku, p.price FROM tp_goods g JOIN tp_product p ON p.goods_id = g.id
    WHERE g.tenant_id = '000000' AND g.on_sale = 1 AND g.goods_status = 2 AND g.is_deleted = 0 AND p.stock >= MAX(g.min_order_quantity, 1) * 2
    ORDER BY p.stock DESC LIMIT 1`)
    .get() as { id: string; min: number; sku: string; price: number };
  const saved = await post(`${TP}/order/saveOrderAndDetail`, {
    goodsId: listing.id,
    buyerName: '哈尔滨金谷粮油有限公司',
    lines: [{ productId: listing.sku, quantity: Math.max(listing.min, 1), unitPrice: listing.price }],
  });
  const order = saved.data;
  expect((await post(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`)).data.orderStatus).toBe(1);
  const contract = (await post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`)).data;
  expect(fake.tasks.get(contract.signTaskId)).toMatchObject({ transReferenceId: contract.id, signTaskStatus: 'sign_progress' });
  return { order, contract, task: contract.signTaskId as string };
}

/** Where the contract, its actors and its order stand (the rows themselves, to see that nothing moved). */
function state(contractId: string, orderNo: string) {
  return {
    contract: server.db
      .prepare('SELECT sign_status, contract_status, sign_time, signed_file_url, update_time FROM tp_ordercontract WHERE id = ?')
      .get(contractId),
    actors: server.db
      .prepare(
        'SELECT actor_id, sign_status, sign_time, refuse_reason, update_time FROM fasc_sign_actor WHERE contract_id = ? AND is_deleted = 0 ORDER BY sort',
      )
      .all(contractId),
    order: server.db.prepare('SELECT order_status, update_time FROM tp_order WHERE order_no = ?').get(orderNo),
  } as { contract: Record<string, any>; actors: Record<string, any>[]; order: Record<string, any> };
}

describe('FaDaDa event callback: who may call', () => {
  it('accepts a callback signed with the application secret and answers what FaDaDa expects (HTTP 200, success)', async () => {
    const { task, contract, order } = await contractAtFadada();
    const answer = await fake.callback(callbackUrl, 'sign-task-read', { eventTime: String(Date.now()), signTaskId: task, actorId: '甲方' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, success: true, msg: 'success', data: { event: 'sign-task-read', outcome: 'ignored' } });
    expect(JSON.stringify(answer.body)).toContain('success');
    expect(state(contract.id, order.orderNo).contract.sign_status).toBe(1);
  });

  it('refuses forged, altered, foreign, incomplete and stale callbacks with the reason, changing nothing', async () => {
    const { task, contract, order } = await contractAtFadada();
    const before = state(contract.id, order.orderNo);
    const signed = { signTaskId: task, actorId: '甲方', transReferenceId: contract.id };
    const minutes = (n: number) => String(Date.now() + n * 60_000);
    const cases: [string, Parameters<FakeFadada['callback']>[3], string][] = [
      ['bad signature', { sign: 'a'.repeat(64) }, CALLBACK_REFUSALS.signature],
      ['signed with another body', { signedBizContent: JSON.stringify({ ...signed, actorId: '乙方' }) }, CALLBACK_REFUSALS.signature],
      ['another application', { appId: '80000999' }, CALLBACK_REFUSALS.appId],
      ['no signature', { omit: ['X-FASC-Sign'] }, CALLBACK_REFUSALS.missing],
      ['no nonce', { omit: ['X-FASC-Nonce'] }, CALLBACK_REFUSALS.missing],
      ['six minutes old', { timestamp: minutes(-6) }, CALLBACK_REFUSALS.stale],
      ['six minutes ahead', { timestamp: minutes(6) }, CALLBACK_REFUSALS.stale],
    ];
    for (const [name, options, msg] of cases) {
      const answer = await fake.callback(callbackUrl, 'sign-task-signed', signed, options);
      expect([name, answer.status, answer.body.msg, answer.body.success]).toEqual([name, 401, msg, false]);
    }
    // Within the window either side is fine.
    expect(state(contract.id, order.orderNo)).toEqual(before);
    const late = await fake.callback(callbackUrl, 'sign-task-signed', signed, { timestamp: minutes(-4) });
    expect(late.body.data).toMatchObject({ outcome: 'applied', contractNo: contract.contractNo });
  });

  it('refuses the same request played again (its nonce was used) and applies it once', async () => {
    const { task, contract, order } = await contractAtFadada();
    const options = { nonce: 'n0nce-replayed-0001', timestamp: String(Date.now()) };
    const first = await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task, actorId: '乙方' }, options);
    expect(first.body.data.outcome).toBe('applied');
    const after = state(contract.id, order.orderNo);
    const replay = await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task, actorId: '乙方' }, options);
    expect([replay.status, replay.body.msg]).toEqual([409, '法大大回调重复: 该请求已处理']);
    expect(state(contract.id, order.orderNo)).toEqual(after);
  });

  it('is answered only with ESIGN_PROVIDER=fadada; the local signing page refuses meanwhile', async () => {
    const send = await fetch(`${server.base}/fasc/esign/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: '1.x' }),
    });
    expect((await json(send)).msg).toBe('签署由法大大完成，请使用法大大的签署链接');
  });
});

describe('FaDaDa events: each one through the platform’s transitions, twice', () => {
  it('sign-task-signed per party, then sign-task-finished: the contract takes effect and the order awaits its deposit', async () => {
    const { task, contract, order } = await contractAtFadada();
    expect(
      (await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task, actorId: '甲方', transReferenceId: contract.id })).body.data
        .outcome,
    ).toBe('applied');
    const partly = state(contract.id, order.orderNo);
    expect(partly.contract).toMatchObject({ sign_status: 2, contract_status: 2 });
    expect(partly.actors.map((actor) => [actor.actor_id, actor.sign_status])).toEqual([
      ['甲方', 1],
      ['乙方', 0],
    ]);
    // FaDaDa retries (a new nonce, the same event): nothing moves.
    expect((await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task, actorId: '甲方' })).body.data.outcome).toBe(
      'unchanged',
    );
    expect(state(contract.id, order.orderNo)).toEqual(partly);

    expect((await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task, actorId: '乙方' })).body.data.outcome).toBe('applied');
    const signed = state(contract.id, order.orderNo);
    expect(signed.contract).toMatchObject({ sign_status: 3, contract_status: 3, signed_file_url: expect.stringContaining(contract.id) });
    expect(signed.order.order_status).toBe(2);
    expect((await fake.callback(callbackUrl, 'sign-task-finished', { signTaskId: task })).body.data.outcome).toBe('unchanged');
    expect(state(contract.id, order.orderNo)).toEqual(signed);
    expect((await get(`${TP}/ordercontract/actors?id=${contract.id}`)).data.map((actor: any) => actor.signStatus)).toEqual([1, 1]);
  });

  it('sign-task-finished alone records every missing signature', async () => {
    const { task, contract, order } = await contractAtFadada();
    expect(
      (await fake.callback(callbackUrl, 'sign-task-finished', { signTaskId: task, transReferenceId: contract.id })).body.data.outcome,
    ).toBe('applied');
    const finished = state(contract.id, order.orderNo);
    expect([finished.contract.sign_status, finished.order.order_status, finished.actors.map((actor) => actor.sign_status)]).toEqual([
      3,
      2,
      [1, 1],
    ]);
    expect((await fake.callback(callbackUrl, 'sign-task-finished', { signTaskId: task })).body.data.outcome).toBe('unchanged');
    expect(state(contract.id, order.orderNo)).toEqual(finished);
  });

  it('sign-task-sign-rejected refuses the contract with the reason; later reports about it change nothing', async () => {
    const { task, contract, order } = await contractAtFadada();
    const reject = { signTaskId: task, actorId: '乙方', signRejectReason: '单价有误' };
    expect((await fake.callback(callbackUrl, 'sign-task-sign-rejected', reject)).body.data.outcome).toBe('applied');
    const refused = state(contract.id, order.orderNo);
    expect(refused.contract).toMatchObject({ sign_status: 4, contract_status: 0 });
    expect(refused.actors[1]).toMatchObject({ sign_status: 2, refuse_reason: '单价有误' });
    expect(refused.order.order_status).toBe(1);
    expect((await fake.callback(callbackUrl, 'sign-task-sign-rejected', reject)).body.data.outcome).toBe('unchanged');
    const lateSignature = await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task, actorId: '甲方' });
    expect(lateSignature.body.data).toMatchObject({ outcome: 'ignored', why: 'contract sign_status 4' });
    expect(state(contract.id, order.orderNo)).toEqual(refused);
    // The order may start a new contract; the old task's reports no longer name it.
    const again = (await post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`)).data;
    expect(again.signTaskId).not.toBe(task);
    expect((await fake.callback(callbackUrl, 'sign-task-finished', { signTaskId: task })).body.data).toMatchObject({
      outcome: 'ignored',
      why: 'no contract has this sign task',
    });
    expect(state(contract.id, order.orderNo).contract.sign_status).toBe(1);
  });

  it('sign-task-canceled and sign-task-expire end the sign task unsigned (已撤销, 已过期), once', async () => {
    for (const [event, signStatus] of [
      ['sign-task-canceled', 5],
      ['sign-task-expire', 6],
      ['sign-task-expired', 6],
    ] as const) {
      const { task, contract, order } = await contractAtFadada();
      expect((await fake.callback(callbackUrl, event, { signTaskId: task, terminationNote: '发起方撤销' })).body.data.outcome).toBe(
        'applied',
      );
      const ended = state(contract.id, order.orderNo);
      expect([event, ended.contract.sign_status, ended.contract.contract_status, ended.order.order_status]).toEqual([
        event,
        signStatus,
        0,
        1,
      ]);
      expect((await fake.callback(callbackUrl, event, { signTaskId: task })).body.data.outcome).toBe('unchanged');
      expect(state(contract.id, order.orderNo)).toEqual(ended);
    }
  });

  it('acknowledges what names no task of ours, or is not JSON, without touching anything', async () => {
    const unknown = await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: '99999999999', actorId: '甲方' });
    expect([unknown.status, unknown.body.data.outcome]).toEqual([200, 'ignored']);
    const { task, contract } = await contractAtFadada();
    const foreign = await fake.callback(callbackUrl, 'sign-task-finished', { signTaskId: task, transReferenceId: 'another-contract' });
    expect(foreign.body.data).toMatchObject({ outcome: 'ignored', why: 'transReferenceId names another contract' });
    const noActor = await fake.callback(callbackUrl, 'sign-task-signed', { signTaskId: task });
    expect(noActor.body.data).toMatchObject({ outcome: 'ignored', why: 'event sign-task-signed names no actor' });
    const garbled = await fake.callback(callbackUrl, 'sign-task-finished', {}, { rawBizContent: `{"signTaskId":"${task}"` });
    expect([garbled.status, garbled.body.msg]).toEqual([400, '法大大回调的 bizContent 不是 JSON 对象']);
    expect(server.db.prepare('SELECT sign_status FROM tp_ordercontract WHERE id = ?').get(contract.id)).toEqual({ sign_status: 1 });
  });
});

describe('polling FaDaDa for the sign tasks still open', () => {
  const lines: string[] = [];
  const poller = (intervalMs = 60_000) =>
    new SignTaskPoller({ db: server.db, source: fadadaSigning()!.provider, intervalMs, log: (line) => lines.push(line) });

  it('learns each signature, the completion, a refusal, a cancellation and an expiry, each once', async () => {
    const signing = await contractAtFadada();
    const refusing = await contractAtFadada();
    const cancelled = await contractAtFadada();
    const expiring = await contractAtFadada();
    const once = poller();
    await once.tick();
    expect(state(signing.contract.id, signing.order.orderNo).contract.sign_status).toBe(1);

    fake.sign(signing.task, '乙方');
    fake.reject(refusing.task, '甲方', '交货期不符');
    fake.cancel(cancelled.task, '发起方撤销');
    fake.expire(expiring.task);
    const first = await once.tick();
    expect(first.applied).toBe(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        `[esign] ${signing.contract.contractNo}: 乙方 signed (read from FaDaDa)`,
        `[esign] ${refusing.contract.contractNo}: 甲方 refused (read from FaDaDa)`,
      ]),
    );
    expect(state(signing.contract.id, signing.order.orderNo).actors.map((actor) => actor.sign_status)).toEqual([0, 1]);
    expect(state(refusing.contract.id, refusing.order.orderNo).actors[0]).toMatchObject({ sign_status: 2, refuse_reason: '交货期不符' });
    expect(state(cancelled.contract.id, cancelled.order.orderNo).contract.sign_status).toBe(5);
    expect(state(expiring.contract.id, expiring.order.orderNo).contract.sign_status).toBe(6);

    const steady = state(signing.contract.id, signing.order.orderNo);
    expect((await once.tick()).applied).toBe(0);
    expect(state(signing.contract.id, signing.order.orderNo)).toEqual(steady);

    fake.sign(signing.task, '甲方');
    expect((await once.tick()).applied).toBeGreaterThanOrEqual(1);
    const done = state(signing.contract.id, signing.order.orderNo);
    expect([done.contract.sign_status, done.order.order_status]).toEqual([3, 2]);
    // Closed contracts are no longer asked about.
    const asked = fake.calls.length;
    const summary = await once.tick();
    expect(fake.calls.length - asked).toBe(summary.tasks);
    expect(summary.tasks).toBe(
      (
        server.db.prepare('SELECT COUNT(*) AS n FROM tp_ordercontract WHERE sign_status IN (1, 2) AND is_deleted = 0').get() as {
          n: number;
        }
      ).n,
    );
  });

  it('logs what it could not read (FaDaDa’s message, never the secret) and reads it next time', async () => {
    const { task, contract, order } = await contractAtFadada();
    fake.sign(task, '甲方');
    const failing = poller();
    lines.length = 0;
    fake.failNext(10_000);
    const failed = await failing.tick();
    expect(failed.failed).toBe(failed.tasks);
    expect(state(contract.id, order.orderNo).contract.sign_status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\[esign\\] poll: ${failed.tasks} of ${failed.tasks} sign tasks not read \\(.+: 法大大: 系统繁忙，请稍后再试 \\(/sign-task/app/get-detail\\)\\); retried next time$`,
      ),
    );
    expect(lines.join('\n')).not.toContain(APP.appSecret);
    fake.failNext(0);
    expect((await failing.tick()).applied).toBe(1);
    expect(state(contract.id, order.orderNo).contract.sign_status).toBe(2);
  });

  it('runs on its timer until stopped, and stop() gives up a call in flight without touching the database', async () => {
    const { task, contract, order } = await contractAtFadada();
    fake.sign(task, '乙方');
    const timed = poller(25).start();
    const deadline = Date.now() + 10_000;
    while (state(contract.id, order.orderNo).contract.sign_status !== 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state(contract.id, order.orderNo).contract.sign_status).toBe(2);
    await timed.stop();
    // A request already on the wire when stop() aborted it may still arrive; after that, no more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = fake.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.calls.length).toBe(asked);

    // A slow FaDaDa: stopping does not wait for its answers, and what it would have said is not applied.
    fake.sign(task, '甲方');
    fake.delay(2_000);
    const slow = poller(10).start();
    while (fake.calls.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await slow.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    fake.delay(0);
    expect(state(contract.id, order.orderNo).contract.sign_status).toBe(2);
  });
});
