/**
 * Blade's own words for the answers every service shares (BladeX's ResultCode texts), typed once: the embedded
 * service sends them, and messages/*.json's `bladeMessages` translates them (lib/i18n/blade-message-constants.test.ts),
 * so an English screen reads them in English.
 */
export const BLADE_MESSAGES = {
  /** 401: no valid token. */
  unauthorized: '请求未授权',
  /** 403: the caller's roles lack the button code or scope. */
  requestRefused: '请求被拒绝',
  /** 400: a call that acts on one record without its `id`. */
  missingId: '缺少必要的请求参数: id',
} as const;
