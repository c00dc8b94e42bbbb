import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/login-page';
import { captchaAnswer } from '../../support/blade-db';
import { apiLogin } from '../../support/api-login';
import { baseURL } from '../../support/env';

/**
 * A user on a slow line types into the server-rendered page before its scripts ran. What they typed must count once
 * the page comes alive, and a sign-in or unlock sent before that is sent then (lib/client/early-submit.tsx), never by
 * the browser itself with a password in the address bar.
 */

/** Holds the page's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('signed in', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('a search typed before the page came alive is searched', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/system/param', { waitUntil: 'commit' });
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '参数名称' }).fill('账号');
    // The rows come with the HTML; the page is live once its first call to the API goes out (the shell's refresh).
    const live = page.waitForResponse((response) => response.url().includes('/api/'));
    release();
    await live;
    await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/paramName=%E8%B4%A6%E5%8F%B7/);
    await expect(search.getByRole('textbox', { name: '参数名称' })).toHaveValue('账号');
  });

  test('a search sent before the page came alive is the search the page opens with', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/system/param', { waitUntil: 'commit' });
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '参数名称' }).fill('账号');
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/system/param?'));
    await search.getByRole('button', { name: '搜索' }).click();
    await sent;
    // The searched rows come with the HTML of the page the form opened; it is live once its first API call goes out.
    const live = page.waitForResponse((response) => response.url().includes('/api/'));
    release();
    await live;
    await expect(page).toHaveURL(/\/system\/param\?paramName=%E8%B4%A6%E5%8F%B7$/);
    await expect(search.getByRole('textbox', { name: '参数名称' })).toHaveValue('账号');
    await expect(page.locator('.MuiDataGrid-row').first()).toContainText('账号');
  });
});

test.describe('signed out', () => {
  test('an account and password typed before the page came alive sign in', async ({ page }) => {
    const login = new LoginPage(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await login.account().fill('admin');
    await login.password().fill('admin');
    const captcha = page.waitForResponse((response) => response.url().includes('/api/blade-auth/oauth/captcha'));
    release();
    const key = (await (await captcha).json()).key;
    await login.captcha().fill(captchaAnswer(key));
    await login.submit().click();
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('a sign-in sent before the page came alive is sent once it is, with what was typed, and no password in a URL', async ({ page }) => {
    const login = new LoginPage(page);
    const release = await holdScripts(page);
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await login.account().fill('admin');
    await login.password().fill('secret-early');
    await login.password().press('Enter');
    // Held until the page is alive: the browser does not send the form itself (which would load the page again, empty).
    const captcha = page.waitForResponse((response) => response.url().includes('/api/blade-auth/oauth/captcha'));
    release();
    await captcha;
    // Sent then, through the form's own checks: the captcha, not typed yet, is asked for; nothing typed is lost.
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await expect(login.account()).toHaveValue('admin');
    await expect(login.password()).toHaveValue('secret-early');
    expect(navigations).toEqual([`GET ${new URL('/login', page.url()).href}`]);
  });
});

test('an unlock sent before the lock screen came alive unlocks', async ({ page }) => {
  await apiLogin(page.request);
  const locked = await page.request.post('/bff/lock', { data: { password: 'early-unlock-1' }, headers: { Origin: baseURL } });
  expect(locked.status()).toBe(200);
  const release = await holdScripts(page);
  await page.goto('/lock', { waitUntil: 'commit' });
  const password = page.locator('input[name="unlockPassword"]');
  await password.fill('early-unlock-1');
  await password.press('Enter');
  release();
  await expect(page).toHaveURL(/\/wel\/index$/);
});
