import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, md5 } from '../../support/api-login';
import { createFreshUser } from '../../support/fresh-user';
import { baseURL } from '../../support/env';
import { captchaAnswer } from '../../support/blade-db';

/** A 1×1 PNG: a real image the OSS stores and the browser can show. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Each test signs in as its own new user: other specs keep admin/admin and their data. */
async function signedInAsNewUser(browser: Browser) {
  const user = await createFreshUser('info');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await apiLogin(page.request, user);
  await page.goto('/info/index');
  await expect(page.getByLabel(/^姓名/)).toHaveValue(user.realName);
  return { user, page, context };
}

test.describe('personal information', () => {
  test('refuses a GIF and a PNG over 500 KB, then stores a PNG as the new avatar', async ({ browser }) => {
    const { page, context } = await signedInAsNewUser(browser);
    const preview = page.getByTestId('avatar-preview').locator('img');
    await expect(preview).toHaveAttribute('src', '/icon.svg');
    await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', '/icon.svg');

    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') });
    await expect(page.getByText('上传头像图片只能是 JPG/PNG 格式!')).toBeVisible();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(501 * 1024)]);
    await page.getByTestId('avatar-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('上传头像图片大小不能超过 500KB!')).toBeVisible();
    await expect(preview).toHaveAttribute('src', '/icon.svg');

    const upload = page.waitForResponse((response) => response.url().includes('/oss/endpoint/put-file'));
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    expect((await (await upload).json()).data.link).toContain('/api/blade-resource/oss/endpoint/file?name=');
    await expect(preview).toHaveAttribute('src', /\/api\/blade-resource\/oss\/endpoint\/file\?name=/);
    // The stored file really comes back through the BFF.
    const stored = await page.request.get((await preview.getAttribute('src'))!);
    expect(stored.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await stored.body()).equals(TINY_PNG)).toBe(true);

    await page.getByTestId('info-save').click();
    await expect(page.getByText('修改信息成功!')).toBeVisible();
    await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', /oss\/endpoint\/file/);
    await page.reload();
    await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /oss\/endpoint\/file/);
    await context.close();
  });

  test('checks the phone number in the spec’s order and saves details that survive a reload', async ({ browser }) => {
    const { page, context, user } = await signedInAsNewUser(browser);
    const phone = page.getByLabel(/^手机号/);
    await phone.fill('');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('手机号码不能为空');
    await phone.fill('139123');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('手机号码长度不为11位');
    await phone.fill('01012345678');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('手机号码格式不正确');
    // Refused before anything is sent.
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/update-info')) sent = true;
    });
    await page.getByTestId('info-save').click();
    await expect(phone).toHaveAccessibleDescription('手机号码格式不正确');
    expect(sent).toBe(false);

    await phone.fill('13955556666');
    await page.getByLabel(/^姓名/).fill('新名字');
    await page.getByLabel(/^用户名/).fill('nick');
    await page.getByLabel(/^邮箱/).fill('new@example.com');
    await page.getByTestId('info-save').click();
    await expect(page.getByText('修改信息成功!')).toBeVisible();
    // The top bar follows without signing in again.
    await expect(page.getByTestId('user-menu')).toContainText('新名字');
    await page.reload();
    await expect(page.getByLabel(/^姓名/)).toHaveValue('新名字');
    await expect(page.getByLabel(/^用户名/)).toHaveValue('nick');
    await expect(phone).toHaveValue('13955556666');
    await expect(page.getByLabel(/^邮箱/)).toHaveValue('new@example.com');
    await expect(page.getByTestId('user-menu')).toContainText('新名字');
    expect(user.account).toBeTruthy();
    await context.close();
  });

  test('a failed save keeps what was typed and shows the server’s message', async ({ browser }) => {
    const { page, context } = await signedInAsNewUser(browser);
    // Blade refusing the save (as it would for a rule the form does not know).
    await page.route('**/api/blade-user/update-info', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, success: false, data: {}, msg: '姓名不能包含特殊字符' }),
      }),
    );
    await page.getByLabel(/^姓名/).fill('保留我');
    await page.getByTestId('info-save').click();
    await expect(page.getByTestId('info-error')).toHaveText('姓名不能包含特殊字符');
    await expect(page.getByLabel(/^姓名/)).toHaveValue('保留我');
    await context.close();
  });

  test('changes the password: the server refuses a wrong old one, the new one signs in', async ({ browser }) => {
    const { page, context, user } = await signedInAsNewUser(browser);
    await page.getByRole('tab', { name: '修改密码' }).click();
    await page.getByTestId('password-save').click();
    await expect(page.getByText('请输入原密码')).toBeVisible();
    await page.getByLabel(/^原密码/).fill('not-my-password');
    await page.getByLabel(/^新密码/).fill('Brand-new-1');
    await page.getByLabel(/^确认密码/).fill('Brand-new-1');
    await page.getByTestId('password-save').click();
    await expect(page.getByTestId('password-error')).toHaveText('原密码不正确!');
    await expect(page.getByLabel(/^新密码/)).toHaveValue('Brand-new-1');

    await page.getByLabel(/^原密码/).fill(user.password);
    await page.getByTestId('password-save').click();
    await expect(page.getByText('修改密码成功!')).toBeVisible();
    await expect(page.getByLabel(/^原密码/)).toHaveValue('');

    const fresh = await browser.newContext({ baseURL });
    const captcha = await (await fresh.request.get('/api/blade-auth/oauth/captcha')).json();
    const old = await fresh.request.post('/api/blade-auth/oauth/token', {
      params: {
        tenantId: user.tenantId,
        username: user.account,
        password: md5(user.password),
        grant_type: 'captcha',
        scope: 'all',
        type: 'account',
      },
      headers: { 'Tenant-Id': user.tenantId, 'Captcha-Key': captcha.key, 'Captcha-Code': captchaAnswer(captcha.key), Origin: baseURL },
    });
    expect(await old.json()).toMatchObject({ error_description: '用户名或密码错误' });
    await apiLogin(fresh.request, { ...user, password: 'Brand-new-1' });
    await fresh.close();
    await context.close();
  });
});
