import { expect, test } from '@playwright/test';
import { apiLogin, HR } from '../../support/api-login';
import { welcomeHeading } from '../../pages/home-page';

test.describe('shell for the administrator', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('builds the sidebar from the menu tree and opens submenus', async ({ page }) => {
    await page.goto('/wel/index');
    await expect(page).toHaveTitle('首页 - 瑞粮交易管理平台');
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('首页')).toBeVisible();
    await nav.getByText('系统管理').click();
    await expect(nav.getByText('用户管理')).toBeVisible();
    await expect(nav.getByText('参数管理')).toBeVisible();
    await expect(nav.locator('[data-menu-code="tenant"]')).toBeVisible();
  });

  test('a menu entry asks for its page when the pointer reaches it, not when the page loads', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/system/param');
    const nav = page.getByRole('navigation');
    const user = nav.locator('[data-menu-code="user"]');
    await expect(user).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);

    await user.hover();
    await expect.poll(() => prefetched).toContain('/system/user');
    await user.click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByRole('tab', { name: /用户管理/ })).toBeVisible();
  });

  test('every script a list page loads at startup asks Chromium to compile it while it downloads (explicit compile hints)', async ({
    page,
  }) => {
    const html = await (await page.request.get('/system/param')).text();
    // Next's legacy polyfills are `nomodule`: modern browsers never load them.
    const tags = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]).filter((attributes) => !/\snomodule/i.test(attributes));
    const scripts = [
      ...new Set(
        tags
          .map((attributes) => /\ssrc="([^"]+\.js)"/.exec(attributes)?.[1])
          .filter((src): src is string => !!src?.includes('/_next/static/chunks/')),
      ),
    ];
    expect(scripts.length).toBeGreaterThan(5);
    for (const src of scripts) {
      const source = await (await page.request.get(src)).text();
      expect.soft(source.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
    }
  });

  test('switches the whole shell to English and back', async ({ page }) => {
    await page.goto('/wel/index');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveTitle('Home - Tradeport Back-office');
    await expect(page.getByRole('navigation').getByText('System', { exact: true })).toBeVisible();
    await expect(welcomeHeading(page)).toContainText('Welcome back');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveTitle('首页 - 瑞粮交易管理平台');
  });

  test('shows an external page inside the frame route', async ({ page }) => {
    await page.goto('/myiframe/localhost%3A9999/index.html?src=http%3A%2F%2Flocalhost%3A9999%2Findex.html');
    await expect(page.locator('iframe')).toHaveAttribute('src', 'http://localhost:9999/index.html');
    await page.goto('/myiframe/x?src=javascript%3Aalert(1)');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByText('缺少要显示的页面地址')).toBeVisible();
  });

  test('the compact sidebar shows icons only, each named by its tooltip; expanded again, the page is in its open group', async ({
    page,
  }) => {
    await page.goto('/system/param');
    const nav = page.getByRole('navigation');
    await expect(nav.locator('[data-menu-code="param"]')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('sidebar-toggle').click();
    await expect(nav.getByText('系统管理')).toHaveCount(0);
    await nav.locator('[data-menu-code="system"]').hover();
    await expect(page.getByRole('tooltip')).toHaveText('系统管理');
    await page.getByTestId('sidebar-toggle').click();
    await expect(nav.getByText('参数管理')).toBeVisible();
  });

  test("the top bar's buttons and the grid's headers show their tooltip on the first hover (tooltips mount on demand)", async ({
    page,
  }) => {
    await page.goto('/system/param');
    // The top bar's last buttons load after the first paint; hover once they are in.
    await expect(page.getByTestId('assistant-button')).toBeVisible();
    await page.getByTestId('lock-button').hover();
    await expect(page.getByRole('tooltip')).toHaveText('锁屏');
    await page.mouse.move(700, 600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    const header = page.getByRole('columnheader', { name: '参数名称' });
    await header.hover();
    await header.getByRole('button', { name: '排序' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('排序');
  });

  test('collapses into a drawer on a narrow screen and closes it after navigating', async ({ page }) => {
    // The server cannot know the width: a phone's page must hydrate what the server sent, not throw it away (React #418).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/wel/index');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawer.getByText('首页')).toBeVisible();
    await drawer.getByText('首页').click();
    await expect(drawer).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test('a narrower role gets a smaller menu', async ({ page, context }) => {
  await apiLogin(context.request, HR);
  await page.goto('/wel/index');
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('系统管理')).toBeVisible();
  await expect(nav.getByText('订单管理')).toHaveCount(0);
  await expect(nav.getByText('研发工具')).toHaveCount(0);
  const buttons = await (await context.request.get('/api/blade-system/menu/buttons')).json();
  const codes = JSON.stringify(buttons.data);
  expect(codes).toContain('user_add');
  expect(codes).not.toContain('tenant_add');
});
