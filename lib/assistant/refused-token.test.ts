import { isLocalTokenRefusal, readCozeFailure } from './refused-token';

describe('a refused assistant token', () => {
  it('is the local service’s 403 with its reason, and nothing else', () => {
    const refusal = { code: 403, success: false, data: { reason: 'assistant_token_refused' }, msg: '助手令牌已过期' };
    expect(isLocalTokenRefusal(403, refusal)).toBe(true);
    // The same status without the reason is a missing button (no renewal would help), and a 401 never reaches the panel.
    expect(isLocalTokenRefusal(403, { code: 403, success: false, data: {}, msg: '缺少按钮权限' })).toBe(false);
    expect(isLocalTokenRefusal(401, { ...refusal, code: 401 })).toBe(false);
    expect(isLocalTokenRefusal(200, { code: 200, success: true, data: { text: '…' } })).toBe(false);
    expect(isLocalTokenRefusal(403, null)).toBe(false);
  });

  it('is Coze’s 401 or its code 4100 (also in a 200 JSON answer); other Coze failures keep their message', () => {
    expect(readCozeFailure(401, { code: 4100, msg: 'authentication is invalid' })).toEqual({
      tokenRefused: true,
      message: 'authentication is invalid',
    });
    expect(readCozeFailure(200, { code: 4100, msg: 'authentication is invalid' })).toEqual({
      tokenRefused: true,
      message: 'authentication is invalid',
    });
    expect(readCozeFailure(401, null)).toEqual({ tokenRefused: true, message: '' });
    expect(readCozeFailure(200, { code: 4008, msg: 'daily limit reached' })).toEqual({
      tokenRefused: false,
      message: 'daily limit reached',
    });
    expect(readCozeFailure(403, { code: 4101, msg: 'no permission' })).toEqual({ tokenRefused: false, message: 'no permission' });
    expect(readCozeFailure(502, 'Bad Gateway')).toEqual({ tokenRefused: false, message: '' });
  });
});
