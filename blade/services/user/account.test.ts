import { json, useTestServer } from '../../testing/test-server';
import { md5Hex } from '../../auth/password';

const server = useTestServer({ logins: {} });

const postQuery = (path: string, token: string, params: Record<string, string>) =>
  fetch(`${server.base}${path}?${new URLSearchParams(params)}`, { method: 'POST', headers: { 'blade-auth': `bearer ${token}` } });

describe('POST /blade-user/update-info', () => {
  it('changes only the caller’s own record, whatever id the body names', async () => {
    const { access_token } = await server.login('trader');
    const admin = server.db.prepare("SELECT real_name FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'").get() as {
      real_name: string;
    };
    const answer = await json(
      await server.post('/blade-user/update-info', access_token, {
        id: '1123598821738675201',
        realName: '陈新名',
        name: '小陈',
        phone: '13912345678',
        email: 'chen@example.com',
        avatar: '/api/x.png',
        roleId: '1123598816738675201',
      }),
    );
    expect(answer).toMatchObject({ code: 200, success: true });
    const info = await json(await server.get('/blade-user/info', access_token));
    expect(info.data).toMatchObject({
      account: 'trader',
      realName: '陈新名',
      name: '小陈',
      phone: '13912345678',
      email: 'chen@example.com',
      avatar: '/api/x.png',
      roleId: '1123598816738675206',
    });
    expect(server.db.prepare("SELECT real_name FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'").get()).toEqual(admin);
  });

  it('validates the fields and answers Blade’s envelope with the first problem', async () => {
    const { access_token } = await server.login('boss');
    const bad = await server.post('/blade-user/update-info', access_token, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, success: false, msg: '邮箱格式不正确' });
    const empty = await json(await server.post('/blade-user/update-info', access_token, { realName: ' ' }));
    expect(empty.msg).toBe('请输入姓名');
  });

  it('avatar: only a link the platform’s own storage issued (a path on this site), never a script or another site', async () => {
    const { access_token } = await server.login('hr');
    const avatarOf = () =>
      (server.db.prepare("SELECT avatar FROM blade_user WHERE account = 'hr' AND tenant_id = '000000'").get() as { avatar: string }).avatar;
    const before = avatarOf();
    for (const avatar of [
      'javascript:alert(document.cookie)',
      'http://tracker.example/pixel.gif',
      'https://tracker.example/a.png',
      '//tracker.example/a.png',
      '/\\tracker.example/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      ' /\t/tracker.example',
    ]) {
      const refused = await server.post('/blade-user/update-info', access_token, { avatar });
      expect([avatar, refused.status, (await refused.json()).msg]).toEqual([avatar, 400, '头像只能使用本平台存储的图片']);
    }
    expect(avatarOf()).toBe(before);
    const link = '/api/blade-resource/oss/endpoint/file?name=000000%2F20261127%2F0123456789abcdef0123456789abcdef.png';
    expect(await json(await server.post('/blade-user/update-info', access_token, { avatar: link }))).toMatchObject({
      code: 200,
      success: true,
    });
    expect(avatarOf()).toBe(link);
    expect(await json(await server.post('/blade-user/update-info', access_token, { avatar: '' }))).toMatchObject({ code: 200 });
  });

  it('needs a token', async () => {
    const response = await fetch(`${server.base}/blade-user/update-info`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /blade-user/update-password', () => {
  it('checks the confirmation, then the old password (sha1 of md5), with BladeX’s messages', async () => {
    const { access_token } = await server.login('manager');
    const mismatch = await json(
      await postQuery('/blade-user/update-password', access_token, {
        oldPassword: md5Hex('manager'),
        newPassword: md5Hex('n3w-secret'),
        newPassword1: md5Hex('other'),
      }),
    );
    expect(mismatch).toMatchObject({ success: false, msg: '请输入正确的确认密码!' });
    const wrongOld = await json(
      await postQuery('/blade-user/update-password', access_token, {
        oldPassword: md5Hex('nope'),
        newPassword: md5Hex('n3w-secret'),
        newPassword1: md5Hex('n3w-secret'),
      }),
    );
    expect(wrongOld).toMatchObject({ success: false, msg: '原密码不正确!' });
    const ok = await json(
      await postQuery('/blade-user/update-password', access_token, {
        oldPassword: md5Hex('manager'),
        newPassword: md5Hex('n3w-secret'),
        newPassword1: md5Hex('n3w-secret'),
      }),
    );
    expect(ok).toMatchObject({ code: 200, success: true });
    await expect(server.login('manager', 'manager')).rejects.toThrow();
    await expect(server.login('manager', 'n3w-secret')).resolves.toMatchObject({ account: 'manager' });
  });
});
