import { readEnvelope } from './api-error';

describe('reading a Blade answer', () => {
  it('prefers the body code over the HTTP status', () => {
    expect(readEnvelope(200, { code: 400, msg: '当前字典键值已存在!', success: false })).toMatchObject({
      code: 400,
      msg: '当前字典键值已存在!',
    });
    expect(readEnvelope(200, { code: 200, data: { a: 1 } })).toEqual({ code: 200, msg: '', data: { a: 1 } });
  });
  it('falls back to the HTTP status and to error_description', () => {
    expect(readEnvelope(400, { error: 'invalid_grant', error_description: '用户名或密码错误' })).toMatchObject({
      code: 400,
      msg: '用户名或密码错误',
    });
    expect(readEnvelope(502, 'not json')).toEqual({ code: 502, msg: '', data: undefined });
    expect(readEnvelope(401, { code: 401, msg: '缺失令牌,鉴权失败', data: null })).toMatchObject({ code: 401 });
  });
});
