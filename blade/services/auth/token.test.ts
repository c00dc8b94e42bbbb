import { useTestServer } from '../../testing/test-server';
import { md5Hex } from '../../auth/password';
import { verifyJwt } from '../../auth/jwt';
import { signingKey } from '../../auth/secrets';

const server = useTestServer({ logins: {} });

describe('POST /blade-auth/oauth/token', () => {
  it('answers the password grant in BladeX’s raw snake_case shape with signed tokens', async () => {
    const body = await server.login();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3599,
      scope: 'all',
      tenant_id: '000000',
      user_id: '1123598821738675201',
      account: 'admin',
      user_name: 'admin',
      role_name: 'administrator',
      client_id: 'saber',
      license: 'powered by bladex',
    });
    expect(body).not.toHaveProperty('code');
    const access = verifyJwt(body.access_token, signingKey(server.db));
    expect(access.ok && access.claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    const refresh = verifyJwt(body.refresh_token, signingKey(server.db));
    expect(refresh.ok && refresh.claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(604790);
  });

  it('refuses wrong credentials, unknown tenants and bad clients with Blade’s errors', async () => {
    const wrong = await server.token({ grant_type: 'password', username: 'admin', password: md5Hex('nope') });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: '用户名或密码错误' });
    const tenant = await server.token({ grant_type: 'password', username: 'admin', password: md5Hex('admin') }, { 'tenant-id': '999999' });
    expect(await tenant.json()).toMatchObject({ error_description: '租户ID未找到' });
    const client = await fetch(`${server.base}/blade-auth/oauth/token?grant_type=password`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('saber:wrong').toString('base64')}` },
    });
    expect(client.status).toBe(401);
  });

  it('checks the captcha once, case-insensitively', async () => {
    const { key } = (await (await server.get('/blade-auth/oauth/captcha')).json()) as { key: string; image: string };
    const { code } = server.db.prepare('SELECT code FROM auth_captcha WHERE captcha_key = ?').get(key) as { code: string };
    const params = { grant_type: 'captcha', username: 'admin', password: md5Hex('admin') };
    const ok = await server.token(params, { 'captcha-key': key, 'captcha-code': code.toUpperCase() });
    expect(ok.status).toBe(200);
    const reused = await server.token(params, { 'captcha-key': key, 'captcha-code': code });
    expect(await reused.json()).toEqual({ error: 'access_denied', error_description: '验证码不正确' });
  });

  it('serves a real PNG captcha as a data URI', async () => {
    const body = (await (await server.get('/blade-auth/oauth/captcha')).json()) as { key: string; image: string };
    expect(body.key).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(body.image.replace('data:image/png;base64,', ''), 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('locks an account after account.failCount failures', async () => {
    const attempt = (password: string) => server.token({ grant_type: 'password', username: 'boss', password: md5Hex(password) });
    for (let i = 0; i < 5; i++) expect((await (await attempt('bad')).json()).error_description).toBe('用户名或密码错误');
    expect((await (await attempt('boss')).json()).error_description).toBe('登录错误次数过多,请稍后再试');
  });

  it('refreshes with the refresh token, and logout revokes both', async () => {
    const first = await server.login('manager');
    const refreshed = await server.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Record<string, string>;
    expect(second.access_token).not.toBe(first.access_token);
    expect((await server.get('/blade-user/info', second.access_token)).status).toBe(200);

    expect(await (await server.get('/blade-auth/oauth/logout', second.access_token)).json()).toEqual({ success: 'true', msg: 'success' });
    expect(await (await server.get('/blade-user/info', second.access_token)).json()).toEqual({ code: 401, msg: '令牌已失效', data: null });
    const again = await server.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(again.status).toBe(400);
  });
});

describe('gateway', () => {
  it('answers 401 with the three gateway messages', async () => {
    expect(await (await server.get('/blade-user/info')).json()).toEqual({ code: 401, msg: '缺失令牌,鉴权失败', data: null });
    expect(await (await server.get('/blade-user/info', 'not-a-jwt')).json()).toEqual({ code: 401, msg: '请求未授权', data: null });
    const { refresh_token } = await server.login();
    expect((await (await server.get('/blade-user/info', refresh_token)).json()).msg).toBe('请求未授权');
  });

  it('lets the skip list through without a token', async () => {
    expect((await server.get('/blade-system/tenant/info?domain=http://nowhere')).status).toBe(200);
    expect(await (await server.get('/blade-system/menu/routes')).json()).toMatchObject({ code: 200, data: [] });
  });

  it('answers 404 in the R envelope for unknown paths', async () => {
    const { access_token } = await server.login();
    const response = await server.get('/blade-system/nothing-here', access_token);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, success: false });
  });
});
