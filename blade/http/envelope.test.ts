import { errorReply, OAuthError, R, ServiceError } from './envelope';

describe('Blade R envelope', () => {
  it('wraps data, status and failures as Blade does', () => {
    expect(R.data({ a: 1 })).toEqual({ status: 200, body: { code: 200, success: true, data: { a: 1 }, msg: '操作成功' } });
    expect(R.data(null).body).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' });
    expect(R.status(false)).toEqual({ status: 200, body: { code: 400, success: false, data: {}, msg: '操作失败' } });
    expect(R.fail('当前字典键值已存在!').body).toMatchObject({ code: 400, success: false, msg: '当前字典键值已存在!' });
  });

  it('turns thrown errors into Blade’s answers, hiding internals', () => {
    expect(errorReply(new ServiceError('请先删除子节点!'))).toEqual({
      status: 400,
      body: { code: 400, success: false, data: {}, msg: '请先删除子节点!' },
    });
    expect(errorReply(new OAuthError('invalid_grant', '用户名或密码错误'))).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: '用户名或密码错误' },
    });
    expect(errorReply(new Error('SQLITE_CONSTRAINT at x.js'))).toEqual({
      status: 500,
      body: { code: 500, success: false, data: {}, msg: '服务器异常' },
    });
  });
});
