import crypto from 'node:crypto';
import { ServiceError } from '../../http/envelope';
import type { FadadaConfig } from './config';
import { pageOf, type CorpInfo, type CorpMember, type EsignProvider, type Page, type SignTaskInput } from './provider';

/**
 * FaDaDa 5.x OpenAPI ("fasc", sub-version 5.1). Every call is a form POST of `bizContent` (the JSON
 * arguments) with X-FASC-* headers; the signature is HMAC-SHA256 over the sorted, non-blank parameters
 * (headers and bizContent as `k=v&…`): sha256-hex of that string, keyed with HMAC(appSecret, timestamp).
 * Success is `code: "100000"`. The access token (POST /service/get-access-token, grant
 * client_credential) is cached until shortly before it expires.
 */
export const FASC_SUBVERSION = '5.1';
export const FASC_OK = '100000';

export type FascRequest = { url: string; headers: Record<string, string>; body: string };

/** The signature FaDaDa checks: HMAC(HMAC(secret, timestamp), sha256hex(sorted params)). */
export function fascSignature(params: Record<string, string>, appSecret: string, timestamp: string): string {
  const signText = Object.keys(params)
    .filter((key) => params[key] !== undefined && params[key].trim() !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const digest = crypto.createHash('sha256').update(signText).digest('hex');
  const key = crypto.createHmac('sha256', appSecret).update(timestamp).digest();
  return crypto.createHmac('sha256', key).update(digest).digest('hex');
}

/** One signed request (pure: nonce and timestamp are given, so tests can check it byte for byte). */
export function buildFascRequest(input: {
  config: FadadaConfig;
  path: string;
  biz?: unknown;
  accessToken?: string;
  nonce: string;
  timestamp: string;
}): FascRequest {
  const params: Record<string, string> = {
    'X-FASC-App-Id': input.config.appId,
    'X-FASC-Sign-Type': 'HMAC-SHA256',
    'X-FASC-Timestamp': input.timestamp,
    'X-FASC-Nonce': input.nonce,
    'X-FASC-Api-SubVersion': FASC_SUBVERSION,
  };
  let body = '';
  if (input.accessToken) {
    params['X-FASC-AccessToken'] = input.accessToken;
    params.bizContent = JSON.stringify(input.biz ?? {});
    body = new URLSearchParams({ bizContent: params.bizContent }).toString();
  } else {
    params['X-FASC-Grant-Type'] = 'client_credential';
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  for (const [key, value] of Object.entries(params)) if (key !== 'bizContent') headers[key] = value;
  headers['X-FASC-Sign'] = fascSignature(params, input.config.appSecret, input.timestamp);
  return { url: `${input.config.serverUrl}${input.path}`, headers, body };
}

/** The /sign-task/create arguments for a contract: the platform initiates, each party signs as itself. */
export function signTaskCreateBiz(task: SignTaskInput) {
  return {
    initiator: { idType: 'corp', openId: task.initiatorOpenId },
    signTaskSubject: task.subject.slice(0, 100),
    transReferenceId: task.contractId,
    businessId: task.contractNo,
    autoStart: true,
    autoFinish: true,
    signInOrder: false,
    actors: task.actors.map((actor) => ({
      actor: {
        actorId: actor.actorId,
        actorType: actor.actorType,
        actorName: actor.actorName,
        permissions: ['sign'],
        actorOpenId: actor.openId,
      },
    })),
  };
}

type FascAnswer<T> = { code?: string; msg?: string; data?: T };
type Fetch = typeof fetch;

export class FadadaProvider implements EsignProvider {
  readonly name = 'fadada' as const;
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly config: FadadaConfig,
    private readonly fetchImpl: Fetch = fetch,
    private readonly timeoutMs = 10_000,
  ) {}

  /** One call; `signal` lets the poller give up a call in flight when the service stops. */
  private async send<T>(path: string, biz?: unknown, signal?: AbortSignal): Promise<T> {
    const accessToken = path === '/service/get-access-token' ? undefined : await this.accessToken(signal);
    const request = buildFascRequest({
      config: this.config,
      path,
      biz,
      accessToken,
      nonce: crypto.randomBytes(16).toString('hex'),
      timestamp: String(Date.now()),
    });
    let answer: FascAnswer<T> | null = null;
    try {
      const timeout = AbortSignal.timeout(this.timeoutMs);
      const response = await this.fetchImpl(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body || undefined,
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      answer = (await response.json().catch(() => null)) as FascAnswer<T> | null;
    } catch {
      throw new ServiceError(`法大大服务不可用 (${path})`, 502);
    }
    if (answer?.code !== FASC_OK) throw new ServiceError(`法大大: ${answer?.msg ?? '未知错误'} (${path})`);
    return answer.data as T;
  }

  private async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const data = await this.send<{ accessToken: string; expiresIn: string | number }>('/service/get-access-token', undefined, signal);
    this.token = { value: data.accessToken, until: Date.now() + (Number(data.expiresIn) - 60) * 1000 };
    return data.accessToken;
  }

  async createSignTask(task: SignTaskInput): Promise<string> {
    return (await this.send<{ signTaskId: string }>('/sign-task/create', signTaskCreateBiz(task))).signTaskId;
  }

  async actorSignUrl(task: { signTaskId: string; actorId: string }): Promise<string> {
    return (
      await this.send<{ actorSignTaskUrl: string }>('/sign-task/actor/get-url', { signTaskId: task.signTaskId, actorId: task.actorId })
    ).actorSignTaskUrl;
  }

  /**
   * A sign task's status with each actor's (POST /sign-task/app/get-detail: unlike /sign-task/get-detail it
   * lists the actors and where each stands, which the poller needs to learn of one party's signature).
   */
  async signTaskDetail(signTaskId: string, signal?: AbortSignal): Promise<unknown> {
    return this.send<unknown>('/sign-task/app/get-detail', { signTaskId }, signal);
  }

  async corpGet(_tenantId: string, openCorpId: string): Promise<CorpInfo> {
    const data = await this.send<Record<string, unknown>>('/corp/get', { openCorpId });
    const identity = (data.corpIdentInfo ?? {}) as Record<string, unknown>;
    return {
      openCorpId,
      corpName: String(identity.corpName ?? data.corpName ?? ''),
      corpIdentNo: String(identity.corpIdentNo ?? ''),
      corpIdentType: String(identity.corpIdentType ?? 'corp'),
      identStatus: data.corpIdentStatus === 'identified' ? 'identified' : 'unidentified',
      bindingStatus: data.bindingStatus === 'authorized' ? 'authorized' : 'unauthorized',
      authScope: Array.isArray(data.authScope) ? data.authScope.map(String) : [],
      legalRepName: String(identity.legalRepName ?? ''),
      memberCount: Number(data.memberCount ?? 0),
      pendingSignTasks: null,
    };
  }

  async corpMembers(_tenantId: string, openCorpId: string, current: number, size: number): Promise<Page<CorpMember>> {
    const data = await this.send<{
      employeeInfos?: Record<string, unknown>[];
      listPageNo?: number;
      countInPage?: number;
      totalCount?: number;
    }>('/corp/member/get-list', { openCorpId, listPageNo: current, listPageSize: size });
    const members = (data.employeeInfos ?? []).map((member) => ({
      memberId: String(member.memberId ?? ''),
      openUserId: String(member.openUserId ?? ''),
      memberName: String(member.memberName ?? ''),
      memberMobile: String(member.memberMobile ?? ''),
      memberEmail: String(member.memberEmail ?? ''),
      roleType: Array.isArray(member.roleType) ? member.roleType.join(',') : String(member.roleType ?? ''),
      memberStatus: String(member.memberStatus ?? ''),
      joinTime: '',
    }));
    return pageOf(members, Number(data.totalCount ?? members.length), current, size);
  }

  async corpUnbind(_tenantId: string, openCorpId: string): Promise<void> {
    await this.send('/corp/unbind', { openCorpId });
  }
}
