import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, type Account } from '../../support/api-login';
import { NoticeBell } from '../../pages/notice-bell';

// Two staff who have no seeded conversation (the shell's bell specs count the administrator's and HR's messages).
const MANAGER: Account & { id: string; name: string } = {
  tenantId: '000000',
  account: 'manager',
  password: 'manager',
  id: '1123598821738675203',
  name: '张经理',
};
const BOSS: Account & { id: string; name: string } = {
  tenantId: '000000',
  account: 'boss',
  password: 'boss',
  id: '1123598821738675204',
  name: '赵老板',
};

/** A signed-in browser context of its own, on the private chat with `peer`. */
async function openChat(browser: Browser, who: Account, peer: { id: string; name: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await apiLogin(context.request, who);
  const page = await context.newPage();
  await page.goto(`/conversations/PrivateChat/${peer.id}`);
  // The first visit of a route hydrates slowly on the shared 2-core runner.
  await expect(page.getByTestId('chat-peer')).toHaveText(peer.name, { timeout: 40_000 });
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'live', { timeout: 40_000 });
  // Two chats' tabs are told apart by the peer's name, in the tab and the window title.
  await expect(page.getByTestId(`tab-/conversations/PrivateChat/${peer.id}`)).toContainText(`私聊 · ${peer.name}`);
  await expect(page).toHaveTitle(`私聊 · ${peer.name} - 瑞粮交易管理平台`);
  return page;
}

test.setTimeout(150_000);

test('a message one user sends appears for the other without a reload, escaped, and is marked read', async ({ browser }) => {
  const [manager, boss] = await Promise.all([openChat(browser, MANAGER, BOSS), openChat(browser, BOSS, MANAGER)]);
  const stamp = Date.now().toString(36);
  const hostile = `<img src=x onerror="window.__xss=1">报价单 ${stamp}`;

  await manager.getByTestId('chat-input').fill(hostile);
  await manager.getByTestId('chat-input').press('Enter');
  await expect(manager.getByTestId('chat-input')).toHaveValue('');
  const mine = manager.getByTestId('chat-message').filter({ hasText: stamp });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-mine', 'true');

  // Pushed to the other browser through the stream: no navigation happens there.
  const received = boss.getByTestId('chat-message').filter({ hasText: stamp });
  await expect(received).toHaveText(hostile);
  await expect(received).toHaveAttribute('data-mine', 'false');
  await expect(boss.getByTestId('chat-log').locator('img')).toHaveCount(0);
  expect(await boss.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Shown to its receiver, so marked read on the server.
  await expect
    .poll(async () => {
      const page = await (
        await boss.request.get(`/api/go-easy/imhistory/list?conversationId_equal=private:${MANAGER.id}_${BOSS.id}&descs=send_time&size=5`)
      ).json();
      return page.data.records.find((row: { content: string }) => row.content === hostile)?.isRead;
    })
    .toBe(1);

  await boss.getByTestId('chat-input').fill(`收到 ${stamp}`);
  await boss.getByTestId('chat-send').click();
  await expect(manager.getByTestId('chat-message').filter({ hasText: `收到 ${stamp}` })).toHaveAttribute('data-mine', 'false');

  // A blank message cannot be sent.
  await manager.getByTestId('chat-input').fill('   ');
  await expect(manager.getByTestId('chat-send')).toBeDisabled();

  // The bell's messages open the conversation with their sender.
  const bell = new NoticeBell(manager);
  await manager.goto('/wel/index');
  await bell.open('messages');
  await bell
    .items()
    .filter({ hasText: `收到 ${stamp}` })
    .click();
  await manager.getByTestId('notice-reply').click();
  await expect(manager).toHaveURL(new RegExp(`/conversations/PrivateChat/${BOSS.id}$`));
  await expect(manager.getByTestId('chat-message').filter({ hasText: `收到 ${stamp}` })).toBeVisible();

  await Promise.all([manager.context().close(), boss.context().close()]);
});
