import { expect, test, type Page } from '@playwright/test';
import { apiLogin, md5 } from '../../support/api-login';
import { captchaAnswer } from '../../support/blade-db';
import { baseURL } from '../../support/env';
import { welcomeHeading } from '../../pages/home-page';

/** Signs in at the local identity source from the login page; lands in the shell as its guest. */
async function signInWithLocalIdentity(page: Page, identity: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('social-local').click();
  await expect(page).toHaveURL(/\/oauth\/local\/authorize\?/);
  await page.getByLabel(/^身份账号/).fill(identity);
  await page.getByLabel(/^身份密码/).fill(password);
  await page.getByTestId('idp-submit').click();
}

async function passwordGrant(page: Page, account: string, password: string) {
  const captcha = await (await page.request.get('/api/blade-auth/oauth/captcha')).json();
  const response = await page.request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: '000000', username: account, password: md5(password), grant_type: 'captcha', scope: 'all', type: 'account' },
    headers: { 'Tenant-Id': '000000', 'Captcha-Key': captcha.key, 'Captcha-Code': captchaAnswer(captcha.key), Origin: baseURL },
  });
  return response.json();
}

test.describe('registration of a third-party-login user', () => {
  test('validates in order, cannot be dismissed, submits, and the user signs in only after approval', async ({ page, browser }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
    const identity = `visitor${suffix}`;
    const account = `guest${suffix}`;
    await signInWithLocalIdentity(page, identity, 'idp-secret');
    await expect(page).toHaveURL(/\/wel\/index/);
    const dialog = page.getByTestId('register-dialog');
    await expect(dialog).toBeVisible();

    // Neither Esc nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    const field = (label: RegExp) => dialog.getByLabel(label);
    const submit = dialog.getByTestId('register-submit');
    await field(/^租户编号/).fill('');
    await field(/^账号名称/).fill('');
    await submit.click();
    await expect(dialog.getByText('请先输入租户编号')).toBeVisible();
    await field(/^租户编号/).fill('000000');
    await submit.click();
    await expect(dialog.getByText('请先输入账号名称')).toBeVisible();
    await field(/^账号名称/).fill(account);
    await field(/^用户姓名/).fill('访客甲');
    await submit.click();
    await expect(dialog.getByText('请先输入密码')).toBeVisible();
    await field(/^密码/).fill('Guest-pass-1');
    await field(/^确认密码/).fill('Guest-pass-2');
    await submit.click();
    await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();
    await field(/^确认密码/).fill('Guest-pass-1');
    await submit.click();
    await expect(dialog.getByText('注册申请已提交,请耐心等待管理员通过!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

    // Pending: neither the password nor the identity signs in yet.
    expect(await passwordGrant(page, account, 'Guest-pass-1')).toMatchObject({
      error_description: '注册申请正在审核中,请耐心等待管理员通过!',
    });
    await signInWithLocalIdentity(page, identity, 'idp-secret');
    await expect(page).toHaveURL(/\/login\?social=failed/);
    await expect(page.getByTestId('login-error')).toHaveText('注册申请正在审核中,请耐心等待管理员通过!');

    // The administrator approves it on the registrations screen.
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await apiLogin(adminPage.request);
    await adminPage.goto('/system/user-audit');
    const row = adminPage.getByTestId(`audit-row-${account}`);
    await expect(row).toContainText('访客甲');
    await row.getByTestId('audit-pass').click();
    await adminPage.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(adminPage.getByText('已通过该注册申请')).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.close();

    expect(await passwordGrant(page, account, 'Guest-pass-1')).toMatchObject({ success: true, data: { account, userName: account } });
    // And the identity now signs straight into the bound account, without the dialog.
    await page.context().clearCookies();
    await signInWithLocalIdentity(page, identity, 'idp-secret');
    await expect(page).toHaveURL(/\/wel\/index/);
    await expect(welcomeHeading(page)).toContainText('访客甲');
    await expect(page.getByTestId('register-dialog')).toHaveCount(0);
  });

  test('a wrong identity password stays at the provider with its message', async ({ page }) => {
    const identity = `careful${Date.now().toString(36)}`;
    await signInWithLocalIdentity(page, identity, 'first-secret');
    await expect(page.getByTestId('register-dialog')).toBeVisible();
    await page.context().clearCookies();
    await signInWithLocalIdentity(page, identity, 'wrong-secret');
    await expect(page.getByTestId('idp-error')).toHaveText('用户名或密码错误');
    await expect(page).toHaveURL(/\/oauth\/local\/authorize\?/);
  });
});
