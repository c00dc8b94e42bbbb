import { expect, type Page } from '@playwright/test';

export type InboxTabName = 'mail' | 'messages' | 'notices';

/** The top bar's bell and its inbox popover, as a user drives them. */
export class NoticeBell {
  constructor(readonly page: Page) {}

  bell = () => this.page.getByTestId('notice-bell');
  badge = () => this.page.getByTestId('notice-badge').locator('.MuiBadge-badge');
  popover = () => this.page.getByTestId('notice-popover');
  tab = (name: InboxTabName) => this.page.getByTestId(`notice-tab-${name}`);
  items = () => this.popover().getByTestId('notice-item');
  unreadItems = () => this.popover().locator('[data-testid="notice-item"][data-unread="true"]');
  detail = () => this.page.getByTestId('notice-detail');

  /** The badge's number (0 when it is hidden). */
  async count(): Promise<number> {
    const badge = this.badge();
    if (await badge.evaluate((node) => node.classList.contains('MuiBadge-invisible'))) return 0;
    return Number((await badge.textContent())?.replace('+', '') || 0);
  }

  async open(tab: InboxTabName) {
    await this.bell().click();
    await expect(this.popover()).toBeVisible();
    await this.tab(tab).click();
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
    await expect(this.popover().getByTestId('notice-loading')).toHaveCount(0);
  }

  /**
   * Escape closes the popover when the focus is in it; a button of it that has just disabled itself (全部已读) leaves the
   * focus on the page for a moment, where Escape reaches nothing: pressed again until it closes.
   */
  async close() {
    await expect(async () => {
      await this.page.keyboard.press('Escape');
      await expect(this.popover()).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
}
