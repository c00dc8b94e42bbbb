import { json, useTestServer } from '../../../testing/test-server';
import { md5Hex } from '../../../auth/password';

const server = useTestServer({ logins: {} });

/** The browser's round trip at the local provider: render → sign in there → code and state back. */
async function authorize(username: string, password = username) {
  const render = await fetch(
    `${server.base}/blade-auth/oauth/render/local?state=${'s'.repeat(8)}${Date.now()}${Math.random().toString(36).slice(2)}`,
    { redirect: 'manual' },
  );
  expect(render.status).toBe(302);
  const location = new URL(render.headers.get('location')!, 'http://app.local');
  expect(location.pathname).toBe('/oauth/local/authorize');
  const params = Object.fromEntries(location.searchParams);
  const signIn = await json(
    await fetch(`${server.base}/blade-auth/oauth/local/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: params.client_id,
        redirect_uri: params.redirect_uri,
        state: params.state,
        username,
        password: md5Hex(password),
      }),
    }),
  );
  expect(signIn.success).toBe(true);
  const back = new URL(signIn.data.redirect, 'http://app.local');
  expect(back.pathname).toBe('/bff/social/callback/local');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const socialToken = ({ code, state }: { code: string; state: string }) =>
  server.token({ grant_type: 'social', source: 'local', code, state, tenantId: '000000' });

describe('grant_type=social with the local identity source', () => {
  it('gives an unbound identity a guest token (user_id -1, its oauth_id), and a code works once', async () => {
    const grant = await authorize('wanderer');
    const first = await socialToken(grant);
    expect(first.status).toBe(200);
    const token = await first.json();
    expect(token).toMatchObject({ user_id: '-1', account: 'wanderer', tenant_id: '000000', role_name: 'guest' });
    expect(token.oauth_id).toMatch(/^\d+$/);
    const again = await socialToken(grant);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a wrong password at the provider and a forged state or code at the grant', async () => {
    await authorize('careful', 'right-one');
    const wrong = await fetch(`${server.base}/blade-auth/oauth/local/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 'saber',
        redirect_uri: '/bff/social/callback/local',
        state: 'x'.repeat(20),
        username: 'careful',
        password: md5Hex('wrong'),
      }),
    });
    expect(await wrong.json()).toMatchObject({ success: false, msg: '用户名或密码错误' });
    const elsewhere = await json(
      await fetch(`${server.base}/blade-auth/oauth/local/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: 'saber',
          redirect_uri: 'https://evil.example/cb',
          state: 'x'.repeat(20),
          username: 'careful',
          password: md5Hex('right-one'),
        }),
      }),
    );
    expect(elsewhere.success).toBe(false);
    const forged = await socialToken({ code: 'deadbeef', state: 'never-issued-state' });
    expect(forged.status).toBe(400);
  });
});

describe('guest registration and its approval', () => {
  it('registers a pending user bound to the identity, who signs in only after approval', async () => {
    const guest = await (await socialToken(await authorize('newcomer'))).json();
    const register = await json(
      await fetch(
        `${server.base}/blade-user/register-guest?${new URLSearchParams({
          tenantId: '000000',
          name: '新来的',
          account: 'newcomer',
          password: 'pass-1234',
          oauthId: guest.oauth_id,
        })}`,
        { method: 'POST' },
      ),
    );
    expect(register).toMatchObject({ code: 200, success: true });

    const duplicate = await json(
      await fetch(
        `${server.base}/blade-user/register-guest?${new URLSearchParams({
          tenantId: '000000',
          name: 'x',
          account: 'newcomer2',
          password: 'p',
          oauthId: guest.oauth_id,
        })}`,
        { method: 'POST' },
      ),
    );
    expect(duplicate).toMatchObject({ success: false, msg: '该第三方账号已绑定用户,请勿重复注册!' });

    const pending = await server.token({ grant_type: 'password', username: 'newcomer', password: md5Hex('pass-1234') });
    expect(await pending.json()).toMatchObject({ error_description: '注册申请正在审核中,请耐心等待管理员通过!' });
    const pendingSocial = await socialToken(await authorize('newcomer'));
    expect(await pendingSocial.json()).toMatchObject({ error_description: '注册申请正在审核中,请耐心等待管理员通过!' });

    // A plain user may not see or approve registrations; HR holds the buttons.
    const trader = await server.login('trader');
    expect((await server.get('/blade-user/audit-page', trader.access_token)).status).toBe(403);
    const hr = await server.login('hr');
    const page = await json(await server.get('/blade-user/audit-page?current=1&size=10', hr.access_token));
    const record = page.data.records.find((row: { account: string }) => row.account === 'newcomer');
    expect(record).toMatchObject({ realName: '新来的', status: 0 });
    const forbidden = await json(await server.post(`/blade-user/audit-pass?ids=${record.id}`, trader.access_token));
    expect(forbidden.success).toBe(false);
    expect(await json(await server.post(`/blade-user/audit-pass?ids=${record.id}`, hr.access_token))).toMatchObject({ success: true });

    await expect(server.login('newcomer', 'pass-1234')).resolves.toMatchObject({ account: 'newcomer', role_name: 'user' });
    const bound = await (await socialToken(await authorize('newcomer'))).json();
    expect(bound).toMatchObject({ user_id: record.id, account: 'newcomer', oauth_id: guest.oauth_id });
  });

  it('a refused registration is removed and the identity may apply again', async () => {
    const guest = await (await socialToken(await authorize('refused-one'))).json();
    await fetch(
      `${server.base}/blade-user/register-guest?${new URLSearchParams({ tenantId: '000000', name: 'R', account: 'refusedone', password: 'p', oauthId: guest.oauth_id })}`,
      { method: 'POST' },
    );
    const admin = await server.login();
    const id = (server.db.prepare("SELECT id FROM blade_user WHERE account = 'refusedone'").get() as { id: string }).id;
    expect(await json(await server.post(`/blade-user/audit-refuse?ids=${id}`, admin.access_token))).toMatchObject({ success: true });
    const again = await (await socialToken(await authorize('refused-one'))).json();
    expect(again).toMatchObject({ user_id: '-1', oauth_id: guest.oauth_id });
  });
});
