import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * FaDaDa 5.x played over HTTP for tests (the real one is not reachable here): the OpenAPI calls the
 * service makes (get-access-token, sign-task/create, actor/get-url, app/get-detail), each checked for
 * its X-FASC-Sign, with sign tasks the test moves on (a party signs, refuses; the task is cancelled or
 * expires), and FaDaDa's side of an event callback: a signed form POST to the service. The signature is
 * computed here on its own, from FaDaDa's published rule, not with the service's code.
 */
export type FakeActor = { actorId: string; actorName: string; signStatus: 'wait_sign' | 'signed' | 'sign_rejected'; actorNote: string };
export type FakeTask = {
  signTaskId: string;
  transReferenceId: string;
  signTaskStatus: string;
  terminationNote: string;
  actors: FakeActor[];
};

/** X-FASC-* header names as FaDaDa spells them (the sort is case-sensitive, Node lower-cases what it receives). */
const FASC_HEADERS = [
  'X-FASC-App-Id',
  'X-FASC-Sign-Type',
  'X-FASC-Timestamp',
  'X-FASC-Nonce',
  'X-FASC-Api-SubVersion',
  'X-FASC-AccessToken',
  'X-FASC-Grant-Type',
  'X-FASC-Event',
];

/** FaDaDa's signature: HMAC-SHA256 keyed with HMAC-SHA256(secret, timestamp) over sha256-hex of `k=v&…` (sorted keys, blank values left out). */
export function fadadaSign(params: Record<string, string>, appSecret: string, timestamp: string): string {
  const text = Object.keys(params)
    .filter((key) => params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const key = crypto.createHmac('sha256', appSecret).update(timestamp).digest();
  return crypto.createHmac('sha256', key).update(crypto.createHash('sha256').update(text, 'utf8').digest('hex')).digest('hex');
}

export type CallbackOptions = {
  timestamp?: string;
  nonce?: string;
  appId?: string;
  sign?: string;
  omit?: string[];
  /** Sign this bizContent instead of the one sent (a body altered on the way). */
  signedBizContent?: string;
  /** Send (and sign) this text as bizContent instead of the JSON of `biz`. */
  rawBizContent?: string;
};

export async function startFakeFadada(app: { appId: string; appSecret: string }) {
  const tasks = new Map<string, FakeTask>();
  const calls: string[] = [];
  let failures = 0;
  let delayMs = 0;
  let sequence = 0;

  const answer = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const detail = (task: FakeTask) => ({
    signTaskId: task.signTaskId,
    signTaskSubject: 'contract',
    signTaskStatus: task.signTaskStatus,
    transReferenceId: task.transReferenceId,
    terminationNote: task.terminationNote,
    autoFinish: true,
    signInOrder: false,
    actors: task.actors.map((actor) => ({
      actorInfo: { actorId: actor.actorId, actorType: 'corp', actorName: actor.actorName },
      signStatus: actor.signStatus,
      actorNote: actor.actorNote,
    })),
  });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').replace(/^\/api\/v5/, '');
    calls.push(path);
    const bizContent = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('bizContent') ?? '';
    const params: Record<string, string> = { bizContent };
    for (const name of FASC_HEADERS) {
      const value = req.headers[name.toLowerCase()];
      if (typeof value === 'string') params[name] = value;
    }
    if (params['X-FASC-App-Id'] !== app.appId) return answer(res, { code: '100001', msg: '应用不存在', data: null });
    if (req.headers['x-fasc-sign'] !== fadadaSign(params, app.appSecret, params['X-FASC-Timestamp'] ?? ''))
      return answer(res, { code: '100003', msg: '签名错误', data: null });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (path === '/service/get-access-token')
      return answer(res, { code: '100000', msg: '请求成功', data: { accessToken: `at-${crypto.randomUUID()}`, expiresIn: '7200' } });
    if (params['X-FASC-AccessToken'] === undefined) return answer(res, { code: '100002', msg: '访问凭证失效', data: null });
    if (failures > 0 && path === '/sign-task/app/get-detail') {
      failures -= 1;
      return answer(res, { code: '100500', msg: '系统繁忙，请稍后再试', data: null });
    }
    const biz = JSON.parse(bizContent || '{}') as Record<string, any>;
    if (path === '/sign-task/create') {
      sequence += 1;
      const signTaskId = `17${String(Date.now()).slice(-9)}${String(sequence).padStart(6, '0')}`;
      tasks.set(signTaskId, {
        signTaskId,
        transReferenceId: String(biz.transReferenceId ?? ''),
        signTaskStatus: 'sign_progress',
        terminationNote: '',
        actors: (biz.actors ?? []).map((entry: any) => ({
          actorId: entry.actor.actorId,
          actorName: entry.actor.actorName,
          signStatus: 'wait_sign',
          actorNote: '',
        })),
      });
      return answer(res, { code: '100000', msg: '请求成功', data: { signTaskId } });
    }
    const task = tasks.get(String(biz.signTaskId ?? ''));
    if (!task) return answer(res, { code: '210002', msg: '签署任务不存在', data: null });
    if (path === '/sign-task/actor/get-url')
      return answer(res, {
        code: '100000',
        msg: '请求成功',
        data: { actorSignTaskUrl: `https://uat-e.fadada.com/s/${task.signTaskId}-${encodeURIComponent(biz.actorId)}` },
      });
    if (path === '/sign-task/app/get-detail') return answer(res, { code: '100000', msg: '请求成功', data: detail(task) });
    return answer(res, { code: '100004', msg: '接口不存在', data: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5`;

  const task = (signTaskId: string) => {
    const found = tasks.get(signTaskId);
    if (!found) throw new Error(`no fake sign task ${signTaskId}`);
    return found;
  };
  const actor = (signTaskId: string, actorId: string) => task(signTaskId).actors.find((row) => row.actorId === actorId)!;

  return {
    url,
    tasks,
    calls,
    /** A party signs on FaDaDa's page; the last signature finishes the task (autoFinish). */
    sign(signTaskId: string, actorId: string) {
      actor(signTaskId, actorId).signStatus = 'signed';
      if (task(signTaskId).actors.every((row) => row.signStatus === 'signed')) task(signTaskId).signTaskStatus = 'task_finished';
    },
    reject(signTaskId: string, actorId: string, reason: string) {
      Object.assign(actor(signTaskId, actorId), { signStatus: 'sign_rejected', actorNote: reason });
      task(signTaskId).signTaskStatus = 'task_terminated';
    },
    cancel(signTaskId: string, note: string) {
      Object.assign(task(signTaskId), { signTaskStatus: 'task_terminated', terminationNote: note });
    },
    expire(signTaskId: string) {
      task(signTaskId).signTaskStatus = 'expired';
    },
    /** The next `count` detail calls answer an error. */
    failNext(count: number) {
      failures = count;
    },
    /** Every answer waits this long (a slow FaDaDa). */
    delay(ms: number) {
      delayMs = ms;
    },
    /** FaDaDa's callback request: the signed X-FASC-* headers and the form body (options forge or age it). */
    callbackRequest(event: string, biz: Record<string, unknown>, options: CallbackOptions = {}) {
      const bizContent = options.rawBizContent ?? JSON.stringify(biz);
      const headers: Record<string, string> = {
        'X-FASC-App-Id': options.appId ?? app.appId,
        'X-FASC-Sign-Type': 'HMAC-SHA256',
        'X-FASC-Timestamp': options.timestamp ?? String(Date.now()),
        'X-FASC-Nonce': options.nonce ?? crypto.randomBytes(16).toString('hex'),
        'X-FASC-Event': event,
      };
      headers['X-FASC-Sign'] =
        options.sign ??
        fadadaSign({ ...headers, bizContent: options.signedBizContent ?? bizContent }, app.appSecret, headers['X-FASC-Timestamp']);
      for (const name of options.omit ?? []) delete headers[name];
      return {
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams({ bizContent }).toString(),
      };
    },
    /** FaDaDa calling back: POST the callback request to `target`. */
    async callback(target: string, event: string, biz: Record<string, unknown>, options: CallbackOptions = {}) {
      const request = this.callbackRequest(event, biz, options);
      const response = await fetch(target, { method: 'POST', ...request });
      return { status: response.status, body: (await response.json()) as { code: number; success: boolean; msg: string; data: any } };
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type FakeFadada = Awaited<ReturnType<typeof startFakeFadada>>;
