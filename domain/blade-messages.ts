/**
 * Blade's own words for the answers every service shares (BladeX's ResultCode texts, and the parameter and reason
 * checks several services make alike), typed once: the embedded service sends them, and messages/*.json's
 * `bladeMessages` translates them (lib/i18n/blade-message-constants.test.ts), so an English screen reads them in English.
 */
export const BLADE_MESSAGES = {
  /** 401: no valid token. */
  unauthorized: '请求未授权',
  /** 401 from the token endpoint: a refresh token or session that was ended. */
  tokenRevoked: '令牌已失效',
  /** 403: the caller's roles lack the button code or scope. */
  requestRefused: '请求被拒绝',
  /** 404: no route, or no file behind a storage path. */
  notFound: '404 没找到请求',
  /** 400: a call that acts on one record without its `id`. */
  missingId: '缺少必要的请求参数: id',
  /** 400: a call missing one of several required fields, without naming which. */
  missingParameters: '缺少必要的请求参数',
  /** 400: a body that failed its schema, when the schema has no words of its own for the failure. */
  invalidParameters: '参数校验失败',
  /** 400: a batch action sent without any row. */
  selectAtLeastOne: '请选择至少一条数据',
} as const;

/** 400: the named request parameter is absent or empty. */
export const missingParameter = (name: string) => `缺少必要的请求参数: ${name}`;

/** 400: the named request parameter is present but not of its type (a date, a number, a known value). */
export const badParameter = (name: string) => `请求参数格式错误: ${name}`;

/** Each length a reason may take: literal texts, so the catalogue holds each as the service sends it. */
const REASON_TOO_LONG = { 200: '原因不能超过200个字符', 255: '原因不能超过255个字符' } as const;

/** 400: a reason (cancel, reversal, return…) longer than its column. */
export const reasonTooLong = (max: keyof typeof REASON_TOO_LONG) => REASON_TOO_LONG[max];
