/**
 * Blade's R<T> envelope (docs/blade-contract.md §2) and the errors services throw.
 *
 * | helper            | HTTP | body                                            |
 * |-------------------|------|-------------------------------------------------|
 * | R.data(x)         | 200  | {code:200, success:true, data:x, msg:'操作成功'} |
 * | R.status(ok)      | 200  | code 200 or 400, data {}                        |
 * | R.fail(msg)       | 200  | {code:400, success:false, data:{}, msg}          |
 * | throw ServiceError| 400  | {code:400, success:false, data:{}, msg}          |
 */
export type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };

export const SUCCESS_MSG = '操作成功';

function envelope<T>(code: number, data: T, msg: string): Envelope<T> {
  return { code, success: code === 200, data, msg };
}

export const R = {
  data<T>(data: T, msg = SUCCESS_MSG): Reply {
    return { status: 200, body: envelope(200, data ?? {}, data == null ? '暂无承载数据' : msg) };
  },
  success(msg = SUCCESS_MSG): Reply {
    return { status: 200, body: envelope(200, {}, msg) };
  },
  status(ok: boolean): Reply {
    return { status: 200, body: envelope(ok ? 200 : 400, {}, ok ? SUCCESS_MSG : '操作失败') };
  },
  fail(msg: string, code = 400): Reply {
    return { status: 200, body: envelope(code, {}, msg) };
  },
  /** Raw JSON, for the OAuth endpoints that Blade does not wrap. */
  raw(body: unknown, status = 200): Reply {
    return { status, body };
  },
};

/** A business rule was broken: Blade's ServiceException → HTTP 400, code 400, Chinese msg. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * A refusal by the route policy (blade/policy/enforce.ts): a ServiceError whose answer also names the rule in
 * `X-Policy-Refusal` (auth, code, platform, tenant, rank, self), so logs and the authorization matrix can tell a
 * policy refusal from a business one that uses the same words.
 */
export class PolicyRefusal extends ServiceError {
  constructor(
    readonly rule: 'auth' | 'code' | 'platform' | 'tenant' | 'rank' | 'self',
    message: string,
    status = 400,
  ) {
    super(message, status);
  }
}

/** Spring OAuth2 errors: HTTP 400 `{error, error_description}`, no `code`. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export function errorReply(error: unknown): Reply {
  if (error instanceof OAuthError) {
    return { status: error.status, body: { error: error.error, error_description: error.description } };
  }
  if (error instanceof ServiceError) {
    const headers = error instanceof PolicyRefusal ? { 'x-policy-refusal': error.rule } : undefined;
    return { status: error.status, body: envelope(error.status, {}, error.message), ...(headers ? { headers } : {}) };
  }
  // Production Blade hides internals behind 服务器异常; so do we (the log keeps the detail).
  return { status: 500, body: envelope(500, {}, '服务器异常') };
}
