import { expect, test, type APIRequestContext } from '@playwright/test';
import { NoticeBell } from '../../pages/notice-bell';
import { LoginPage } from '../../pages/login-page';
import { apiLogin, HR } from '../../support/api-login';
import { baseURL, faultyURL } from '../../support/env';
import { formatBladeTime } from '../../../lib/notices/blade-time';
import { pageTotal, toMailItems, toNoticeItems } from '../../../lib/notices/feed-item';
import { countUnread, EMPTY_MARKERS } from '../../../lib/notices/read-markers';
import { inboxKeys, POLL_MS } from '../../../lib/notices/sources';

const ADMIN_ID = '1123598821738675201';

/**
 * What a browser that has marked nothing read should count, from the server's own data, so the test
 * holds while other specs add or remove rows in the shared database.
 */
async function expectedUnread(request: APIRequestContext, userId = ADMIN_ID) {
  const data = async (key: string) => {
    const response = await request.get(key);
    expect(response.status(), key).toBe(200);
    return (await response.json()).data;
  };
  const notices = countUnread(toNoticeItems(await data(inboxKeys.notices())), EMPTY_MARKERS);
  const mail = countUnread(toMailItems(await data(inboxKeys.mail(userId))), EMPTY_MARKERS);
  const messages = pageTotal(await data(inboxKeys.unreadMessages(userId)));
  return { notices, mail, messages, total: notices + mail + messages };
}

test.describe('notice bell for the administrator', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('counts the seeded unread items and opens a 350 px popover with three tabs', async ({ page }) => {
    const expected = await expectedUnread(page.request);
    // The seed addresses unread notices, SMS and chat messages to the administrator.
    expect(expected.notices).toBeGreaterThan(0);
    expect(expected.mail).toBeGreaterThan(0);
    expect(expected.messages).toBeGreaterThan(0);
    const bell = new NoticeBell(page);
    await page.goto('/wel/index');
    await expect.poll(() => bell.count()).toBe(expected.total);
    await expect(bell.bell()).toHaveAccessibleName(`消息通知，${expected.total} 条未读`);

    await bell.open('notices');
    expect((await bell.popover().boundingBox())?.width).toBe(350);
    await expect(bell.popover().getByRole('tab')).toHaveText([/^邮件/, /^消息/, /^通知/]);
    await expect(bell.page.getByTestId('notice-tab-count-notices')).toHaveText(String(expected.notices));
    await expect(bell.page.getByTestId('notice-tab-count-mail')).toHaveText(String(expected.mail));
    await expect(bell.unreadItems()).toHaveCount(expected.notices);
    const seeded = bell.items().filter({ hasText: '关于启用平台消息提醒功能的通知' });
    await expect(seeded).toContainText('发布通知');
    await expect(seeded).toContainText('小时前');
    // The notice scheduled for later is not shown yet.
    await expect(bell.items().filter({ hasText: '关于年末结算期间暂停出入库的通知' })).toHaveCount(0);

    await bell.tab('messages').click();
    await expect(bell.items().first()).toBeVisible();
    await expect(bell.unreadItems()).toHaveCount(expected.messages);
    await bell.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await bell.open('mail');
    const box = (await bell.popover().boundingBox())!;
    expect(box.width).toBe(350);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('marking read lowers the badge and persists after a reload', async ({ page }) => {
    const expected = await expectedUnread(page.request);
    const bell = new NoticeBell(page);
    await page.goto('/wel/index');
    await expect.poll(() => bell.count()).toBe(expected.total);

    // A notice: read markers kept in the browser.
    await bell.open('notices');
    const notice = bell.unreadItems().first();
    const noticeTitle = (await notice.getByTestId('notice-item-title').textContent())!;
    await notice.click();
    await expect(bell.detail()).toBeVisible();
    await expect(bell.detail().getByRole('heading')).toHaveText(noticeTitle);
    await bell.detail().getByRole('button', { name: '关闭' }).click();
    await expect(bell.items().filter({ hasText: noticeTitle }).first()).toHaveAttribute('data-unread', 'false');
    await expect.poll(() => bell.count()).toBe(expected.total - 1);

    // A chat message: the server's read flag (messageAsRead).
    await bell.tab('messages').click();
    const marked = page.waitForResponse((response) => response.url().includes('/api/go-easy/imhistory/messageAsRead'));
    await bell.unreadItems().first().click();
    expect((await marked).status()).toBe(200);
    await expect(bell.detail()).toContainText('来自');
    await bell.detail().getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => bell.count()).toBe(expected.total - 2);

    // Mark all as read, per tab.
    await bell.tab('mail').click();
    await bell.page.getByTestId('notice-mark-all').click();
    await expect(page.getByRole('alert').filter({ hasText: '已全部标为已读' })).toBeVisible();
    await expect(bell.unreadItems()).toHaveCount(0);
    await expect(bell.page.getByTestId('notice-mark-all')).toBeDisabled();
    await expect.poll(() => bell.count()).toBe(expected.total - 2 - expected.mail);
    await bell.close();

    await page.reload();
    await expect.poll(() => bell.count()).toBe(expected.total - 2 - expected.mail);
    await bell.open('notices');
    await expect(bell.items().filter({ hasText: noticeTitle }).first()).toHaveAttribute('data-unread', 'false');
    await bell.tab('mail').click();
    await expect(bell.items().first()).toBeVisible();
    await expect(bell.unreadItems()).toHaveCount(0);
  });

  test('a notice created through the API appears in the open popover and the badge without a reload', async ({ page }) => {
    const bell = new NoticeBell(page);
    // The page's own clock: the poll is brought forward instead of waited for.
    await page.clock.install();
    await page.goto('/wel/index');
    const expected = await expectedUnread(page.request);
    await expect.poll(() => bell.count()).toBe(expected.total);
    await bell.open('notices');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const title = `e2e 实时通知 ${Date.now()}`;
    const created = await page.request.post('/api/blade-desk/notice/submit', {
      data: { title, category: 6, releaseTime: formatBladeTime(Date.now() - 5_000), content: '今天下午3点召开临时交易例会，请准时参加。' },
      headers: { Origin: baseURL },
    });
    expect((await created.json()).success).toBe(true);

    // Polling brings it in; nothing here reloads, focuses or clicks.
    await page.clock.runFor(POLL_MS);
    await expect(bell.items().first()).toContainText(title);
    await expect(bell.items().first()).toHaveAttribute('data-unread', 'true');
    await expect(bell.items().first()).toContainText('会议通知');
    await expect.poll(() => bell.count()).toBe(expected.total + 1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});

test('a user without the chat-history screen sees their own message and an empty mailbox', async ({ page, context }) => {
  await apiLogin(context.request, HR);
  const bell = new NoticeBell(page);
  await page.goto('/wel/index');
  await bell.open('mail');
  await expect(bell.popover().getByTestId('notice-empty')).toHaveText('暂无邮件');
  await expect(bell.page.getByTestId('notice-mark-all')).toBeDisabled();
  await bell.tab('messages').click();
  await expect(bell.items()).toHaveCount(1);
  await expect(bell.items().first()).toContainText('张经理');
});

test.describe('notice bell against a failing gateway', () => {
  test.use({ baseURL: faultyURL });

  test('shows a readable error with a retry in each tab', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/login');
    await login.fill({ tenant: '000000', account: 'tester', password: 'secret' });
    await login.submit().click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    const bell = new NoticeBell(page);
    await bell.open('notices');
    await expect(bell.count()).resolves.toBe(0);
    for (const tab of ['notices', 'messages', 'mail'] as const) {
      await bell.tab(tab).click();
      const error = bell.popover().getByTestId('notice-error');
      await expect(error).toContainText('加载失败');
      await expect(error).toContainText('404 没找到请求');
      await expect(error.getByRole('button', { name: '重试' })).toBeVisible();
    }
  });
});
