import { errors } from 'undici';
import { AppError } from './app-error';
import { errorResponse } from './error-response';
import { toUpstreamError } from '../blade/upstream';

describe('BFF error answers', () => {
  it('uses Blade’s envelope with the status of the error code, in the user’s language', async () => {
    const zh = errorResponse(new AppError('upstream_timeout'), 'zh');
    expect(zh.status).toBe(504);
    expect(await zh.json()).toEqual({ code: 504, success: false, msg: '后端服务响应超时，请稍后重试', data: null });
    const en = errorResponse(new AppError('forbidden_origin'), 'en');
    expect(en.status).toBe(403);
    expect((await en.json()).msg).toBe('Requests from this origin are not allowed');
  });

  it('hides anything unexpected behind a generic 500 without detail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = errorResponse(new TypeError('secret internals at /srv/app.js:12'), 'zh');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|app\.js|TypeError/);
    expect(JSON.parse(text).msg).toBe('服务器内部错误，请稍后重试');
  });

  it('keeps the detail of an AppError out of the answer', async () => {
    const response = errorResponse(new AppError('upstream_unavailable', 'connect ECONNREFUSED 10.0.0.5:80'), 'en');
    expect(await response.text()).not.toContain('ECONNREFUSED');
  });
});

describe('upstream failures', () => {
  it.each([
    [new errors.HeadersTimeoutError(), false, 'upstream_timeout'],
    [new errors.BodyTimeoutError(), false, 'upstream_timeout'],
    [new Error('aborted'), true, 'upstream_timeout'],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), false, 'upstream_unavailable'],
    [new errors.SocketError('other side closed'), false, 'upstream_unavailable'],
    [new errors.ConnectTimeoutError(), false, 'upstream_unavailable'],
  ])('%s → %s', (error, timedOut, code) => {
    expect(toUpstreamError(error, timedOut as boolean).code).toBe(code);
  });
});
