import zh from '../../../messages/zh.json';
import { expect, test, type Page } from '@playwright/test';

test.use({ storageState: 'e2e/.auth/admin.json' });

const tabBar = (page: Page) => page.getByTestId('tab-bar');
const tab = (page: Page, path: string) => page.getByTestId(`tab-${path}`);

async function openFromSidebar(page: Page, group: string, entry: string) {
  const nav = page.getByRole('navigation');
  const link = nav.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await nav.getByText(group, { exact: true }).click();
  await link.click();
}

test.describe('tabs', () => {
  test('open per page, follow the title, close one, others and all, and survive a reload', async ({ page }) => {
    await page.goto('/wel/index');
    await openFromSidebar(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page).toHaveTitle('参数管理 - 瑞粮交易管理平台');
    await openFromSidebar(page, '系统管理', '用户管理');
    await expect(page).toHaveTitle('用户管理 - 瑞粮交易管理平台');
    await expect(tabBar(page).getByRole('tab')).toHaveText([/首页/, /参数管理/, /用户管理/]);
    await expect(tab(page, '/system/user')).toHaveAttribute('aria-selected', 'true');
    // The home tab has no close button.
    await expect(tab(page, '/wel/index').getByTestId('tab-close')).toHaveCount(0);

    await page.reload();
    await expect(tabBar(page).getByRole('tab')).toHaveText([/首页/, /参数管理/, /用户管理/]);

    // Closing the active tab goes to the previous one.
    await tab(page, '/system/user').getByTestId('tab-close').click();
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(tabBar(page).getByRole('tab')).toHaveCount(2);

    await openFromSidebar(page, '系统管理', '用户管理');
    await expect(page).toHaveURL(/\/system\/user$/);
    await tab(page, '/wel/index').click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.getByTestId('tab-menu').click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabBar(page).getByRole('tab')).toHaveText([/首页/]);
    // The last tab cannot be closed.
    await expect(tab(page, '/wel/index').getByTestId('tab-close')).toHaveCount(0);

    await openFromSidebar(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/\/system\/param$/);
    await page.getByTestId('tab-menu').click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(tabBar(page).getByRole('tab')).toHaveCount(1);
  });

  test('the title follows the language switch', async ({ page }) => {
    await page.goto('/system/param');
    await expect(page).toHaveTitle('参数管理 - 瑞粮交易管理平台');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveTitle(/ - Tradeport Back-office$/);
    await expect(page).not.toHaveTitle(/参数/);
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveTitle('参数管理 - 瑞粮交易管理平台');
  });

  test('each tab keeps its filters and its open form, across tab switches and a reload', async ({ page }) => {
    await page.goto('/system/param');
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '参数名称' }).fill('账号');
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/paramName=/);

    await tab(page, '/wel/index').click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await tab(page, '/system/param').click();
    await expect(page).toHaveURL(/\/system\/param\?.*paramName=/);
    await expect(search.getByRole('textbox', { name: '参数名称' })).toHaveValue('账号');

    // The sidebar, too, brings the tab back as it was left.
    await tab(page, '/wel/index').click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await openFromSidebar(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/paramName=/);

    await page.getByTestId('toolbar-add').click();
    const dialog = page.getByRole('dialog', { name: '新增参数' });
    await dialog.getByRole('textbox', { name: '参数名称' }).fill('草稿参数');
    await page.reload();
    await expect(page.getByRole('dialog', { name: '新增参数' }).getByRole('textbox', { name: '参数名称' })).toHaveValue('草稿参数');

    // Leave through the palette while the form is open, then come back through the tab.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: '菜单搜索' }).getByRole('textbox').fill('首页');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await tab(page, '/system/param').click();
    await expect(page.getByRole('dialog', { name: '新增参数' }).getByRole('textbox', { name: '参数名称' })).toHaveValue('草稿参数');
    // What was typed is not thrown away unasked: 取消 asks first, and 取消 there keeps the form.
    await page.getByRole('dialog', { name: '新增参数' }).getByRole('button', { name: '取消' }).click();
    const discard = page.getByRole('dialog').filter({ hasText: zh.crud.discardConfirm });
    await discard.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog', { name: '新增参数' }).getByRole('textbox', { name: '参数名称' })).toHaveValue('草稿参数');
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog', { name: '新增参数' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: '参数管理', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('clears the cache after a confirmation', async ({ page }) => {
    await page.goto('/wel/index');
    await page.getByTestId('tab-menu').click();
    await page.getByRole('menuitem', { name: '清除缓存' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '清除完毕' })).toBeVisible();
  });
});

test.describe('menu search and command palette', () => {
  test('finds menu entries by prefix, closes on Esc and navigates on Enter', async ({ page }) => {
    await page.goto('/wel/index');
    const palette = page.getByRole('dialog', { name: '菜单搜索' });
    // Ctrl+K works once the page's scripts run: press until the palette is open.
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(palette.getByRole('textbox')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await palette.getByRole('textbox').fill('参数');
    await expect(palette.getByRole('option').first()).toContainText('参数管理');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    await page.getByTestId('menu-search-button').click();
    await palette.getByRole('textbox').fill('用户管');
    await expect(palette.locator('[data-kind="menu"]')).toHaveText([/用户管理/]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/user$/);
  });

  test('finds an order by its number and opens it', async ({ page }) => {
    const orders = await (await page.request.get('/api/blade-tradePort/order/list', { params: { current: 1, size: 1 } })).json();
    const orderNo: string = orders.data.records[0].orderNo;
    await page.goto('/wel/index');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: '菜单搜索' });
    await palette.getByRole('textbox').fill(orderNo);
    const hit = palette.locator('[data-kind="record"]').filter({ hasText: orderNo }).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/order/order\\?orderNo=${orderNo}`));
    const view = page.getByRole('dialog', { name: '查看交易订单' });
    await expect(view.locator('[data-field="orderNo"]')).toHaveText(orderNo);
  });

  test('runs permitted actions: add a record, switch to the dark theme', async ({ page }) => {
    await page.goto('/wel/index');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: '菜单搜索' });
    await palette.getByRole('textbox').fill('新增参数');
    await palette.locator('[data-kind="action"]').first().click();
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page.getByRole('dialog', { name: '新增参数' })).toBeVisible();
    await page.getByRole('dialog', { name: '新增参数' }).getByRole('button', { name: '取消' }).click();

    await page.keyboard.press('Control+k');
    await palette.getByRole('textbox').fill('暗色');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'tp_theme')?.value).toBe('dark');
    await page.reload();
    await expect(page.locator('body')).toHaveCSS('background-color', /rgb\((1\d|2\d|3\d), /);
    await page.keyboard.press('Control+k');
    await palette.getByRole('textbox').fill('默认主题');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'tp_theme')?.value).toBe('default');
  });
});

test.describe('top bar', () => {
  test('top menus narrow the sidebar and are remembered', async ({ page }) => {
    await page.goto('/wel/index');
    const nav = page.getByRole('navigation');
    const topMenus = page.getByTestId('top-menu-header');
    await expect(nav.getByText('系统管理')).toBeVisible();
    await topMenus.getByRole('tab', { name: '金融' }).click();
    await expect(nav.getByText('系统管理')).toHaveCount(0);
    await expect(nav.getByText('金融管理').or(nav.locator('[data-menu-code="finance_mgmt"]')).first()).toBeVisible();
    await page.reload();
    await expect(topMenus.getByRole('tab', { name: '金融' })).toHaveAttribute('aria-selected', 'true');
    await expect(nav.getByText('系统管理')).toHaveCount(0);
    await topMenus.getByRole('tab', { name: '全部' }).click();
    await expect(nav.getByText('系统管理')).toBeVisible();
  });

  test('a theme chosen in the picker persists across a reload', async ({ page }) => {
    await page.goto('/wel/index');
    const background = () =>
      page
        .locator('header')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const before = await background();
    await page.getByTestId('theme-picker').click();
    await page.getByTestId('theme-bule').click();
    await page.keyboard.press('Escape');
    await expect.poll(background).not.toBe(before);
    const chosen = await background();
    await page.reload();
    await expect.poll(background).toBe(chosen);
    await page.getByTestId('theme-picker').click();
    await page.getByTestId('theme-default').click();
    await page.keyboard.press('Escape');
    await expect.poll(background).toBe(before);
  });

  test('the error log captures errors, counts them, uploads and clears them', async ({ page }) => {
    await page.goto('/wel/index');
    await expect(page.getByTestId('error-log-button')).toBeVisible();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e boom');
      });
      void Promise.reject(new Error('e2e rejected'));
    });
    await expect(page.getByTestId('error-log-badge')).toContainText('2');
    await page.getByTestId('error-log-button').click();
    const log = page.getByRole('dialog', { name: '错误日志' });
    await expect(log.getByRole('row').filter({ hasText: 'e2e boom' })).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'e2e rejected' })).toBeVisible();
    await log.getByRole('button', { name: '错误堆栈' }).first().click();
    await expect(log.locator('pre').first()).toContainText('Error');

    await log.getByRole('button', { name: '上传服务器' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
    // The toast shows over the still-open full-screen log (outside its aria-modal subtree).
    await expect(page.getByText('发送成功!')).toBeVisible();
    await log.getByRole('button', { name: '清空本地日志' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('清空成功!')).toBeVisible();
    await expect(log.getByText('暂无错误日志')).toBeVisible();
  });

  test('the error badge stops at 99+', async ({ page }) => {
    await page.goto('/wel/index');
    await page.evaluate(() => {
      const entry = { type: 'error', message: 'old', stack: '', info: 'Error', url: '/wel/index', time: '2026-11-21 08:00:00' };
      localStorage.setItem('tradeport-error-log', JSON.stringify(Array.from({ length: 120 }, () => entry)));
    });
    await page.reload();
    await expect(page.getByTestId('error-log-badge')).toContainText('99+');
    await page.evaluate(() => localStorage.removeItem('tradeport-error-log'));
  });
});
