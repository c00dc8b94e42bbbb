import { expect, test, type Page } from '@playwright/test';
import zh from '../../../messages/zh.json';
import { captchaAnswer } from '../../support/blade-db';

/**
 * A working session without a mouse: sign in, open a screen through the menu search, add and save a record, close
 * its tab, lock and unlock, sign out. Every element the keyboard reaches shows where the focus is.
 */
test.describe.configure({ timeout: 180_000 });

/** Whether the focused element shows a focus indicator: an outline, a focus shadow, or MUI's focus-visible state. */
async function focusShows(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the page's last stop the focus goes to the browser's own controls: the page has nothing to show then.
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none';
    const mui = !!element.closest('.Mui-focusVisible, .Mui-focused');
    return outlined || shadowed || mui
      ? null
      : `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" shows no focus`;
  });
}

/** Presses Tab until the focus reaches the element (at most `limit` times), checking the indicator at every stop. */
async function tabTo(page: Page, selector: string, unseen: string[], limit = 80) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const problem = await focusShows(page);
    if (problem) unseen.push(problem);
    if (await page.evaluate((wanted) => !!document.activeElement?.matches(wanted), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('sign in, add a record, close a tab, lock and unlock, sign out: keyboard only, focus always visible', async ({ page }) => {
  const unseen: string[] = [];
  const captcha = page.waitForResponse((response) => response.url().includes('/oauth/captcha'));
  await page.goto('/login');
  const { key } = await (await captcha).json();
  // The account field has the focus on arrival.
  await expect(page.getByLabel(zh.login.account)).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin');
  // Past the show-password button to the captcha.
  await tabTo(page, 'input[name="code"]', unseen, 5);
  await page.keyboard.type(captchaAnswer(key));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wel\/index$/);

  // The menu search opens a screen.
  // Ctrl+K opens the menu search once the page's scripts run (a press before that reaches nothing): press until it is open.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: '菜单搜索' }).getByRole('textbox')).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.type('参数管理');
  await expect(page.getByRole('dialog', { name: '菜单搜索' }).getByRole('option').first()).toContainText('参数管理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();

  // Add and save a record.
  await tabTo(page, '[data-testid="toolbar-add"]', unseen);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: '新增参数' });
  await expect(form).toBeVisible();
  const stamp = Date.now().toString(36);
  await tabTo(page, '[name="paramName"]', unseen, 5);
  await page.keyboard.type(`键盘参数${stamp}`);
  await tabTo(page, '[name="paramKey"]', unseen, 5);
  await page.keyboard.type(`keyboard.${stamp}`);
  await tabTo(page, '[name="paramValue"]', unseen, 5);
  await page.keyboard.type('1');
  await tabTo(page, '[data-testid="dialog-save"]', unseen, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(form).toHaveCount(0);

  // Close the screen's tab.
  await tabTo(page, '[data-testid="tab-/system/param"]', unseen);
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('tab-/system/param')).toHaveCount(0);
  await expect(page).toHaveURL(/\/wel\/index$/);

  // Lock, then unlock.
  await tabTo(page, '[data-testid="lock-button"]', unseen);
  await page.keyboard.press('Enter');
  const lock = page.getByRole('dialog', { name: zh.lock.dialogTitle });
  await expect(lock.locator('input[name="lockPassword"]')).toBeFocused();
  await page.keyboard.type('kb-lock-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.locator('input[name="unlockPassword"]')).toBeFocused();
  // Typed and sent at once: an Enter before the lock screen is alive is held and sent then (lib/client/early-submit.tsx).
  await page.keyboard.type('kb-lock-1');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/lock$/);

  // Sign out through the user menu.
  await tabTo(page, '[data-testid="user-menu"]', unseen);
  // The home page after unlocking is a fresh load: an Enter on the button before its scripts run reaches nothing.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-testid="user-menu"]') ?? {}).some((key) => key.startsWith('__reactProps')),
  );
  await page.keyboard.press('Enter');
  const logout = page.getByTestId('logout');
  await expect(page.getByRole('menu')).toBeVisible();
  for (let press = 0; press < 10 && !(await logout.evaluate((element) => element === document.activeElement)); press += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The confirmation's 确定 has the focus.
  await expect(page.getByRole('dialog').getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  expect(unseen).toEqual([]);
});
