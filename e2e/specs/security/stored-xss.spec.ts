import { expect, test, type Locator, type Page } from '@playwright/test';
import { NoticeBell } from '../../pages/notice-bell';
import { apiLogin } from '../../support/api-login';
import { baseURL } from '../../support/env';
import { formatBladeTime } from '../../../lib/notices/blade-time';

/**
 * Attack: stored XSS. Markup saved in text fields (a notice title and content, a parameter's name and
 * value) is shown as text in the grid, the view dialog and the notice bell: nothing runs, no element
 * is created from it, and the characters show literally.
 */
const payload = (tag: string) => `<img src=x onerror="window.__xss=(window.__xss||[]).concat('${tag}')"><script>window.__xss=['${tag}-script']</script>`;

/** What the dialog's inputs and text areas hold. */
const fieldValues = (dialog: Locator) => dialog.locator('input, textarea').evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value));

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:not([src]):has-text("__xss")').count()).toBe(0);
    expect(dialogs).toEqual([]);
  };
}

test('stored XSS through a notice title and content: grid, view dialog and notice bell', async ({ browser }) => {
  test.setTimeout(90_000);
  // Tenant 100001's own notice: the main tenant's bell counts stay as other specs expect them.
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, { tenantId: '100001', account: 'admin', password: 'admin' });
  const title = `${payload('notice')} ${Date.now()}`;
  const content = `正文 ${payload('content')}`;
  const created = await context.request.post('/api/blade-desk/notice/submit', {
    data: { title, category: 1, releaseTime: formatBladeTime(Date.now() - 5_000), content },
    headers: { Origin: baseURL },
  });
  expect((await created.json()).success).toBe(true);

  const page = await context.newPage();
  const clean = await watch(page);
  const listed = page.waitForResponse((response) => response.url().includes('/api/blade-desk/notice/list'));
  await page.goto('/desk/notice');
  expect((await listed).status()).toBe(200);
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByTestId('row-view').click();
  const dialog = page.getByRole('dialog', { name: /^查看/ });
  await expect.poll(() => fieldValues(dialog)).toEqual(expect.arrayContaining([title, content]));
  await page.keyboard.press('Escape');

  const bell = new NoticeBell(page);
  await bell.open('notices');
  const item = bell.items().filter({ hasText: title });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await item.click();
  await expect(bell.detail()).toContainText(title);
  await expect(bell.detail()).toContainText(content);
  await clean();
  await context.close();
});

test.describe('stored XSS in parameters', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('stored XSS through a parameter’s name and value: grid and view dialog', async ({ page }) => {
    test.setTimeout(90_000);
    const key = `xss.${Date.now()}`;
    const value = payload('param');
    const created = await page.request.post('/api/blade-system/param/submit', {
      data: { paramName: `参数 ${payload('name')}`, paramKey: key, paramValue: value },
      headers: { Origin: baseURL },
    });
    expect((await created.json()).success).toBe(true);
    const clean = await watch(page);
    const listed = page.waitForResponse((response) => response.url().includes('/api/blade-system/param/list'));
    await page.goto('/system/param');
    await listed;
    const search = page.waitForResponse((response) => response.url().includes('/api/blade-system/param/list') && response.url().includes('paramKey'));
    await page.locator('[name="search-paramKey"]').fill(key);
    await page.getByTestId('search-submit').click();
    await search;
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: key });
    await expect(row).toContainText(value, { timeout: 20_000 });
    await row.getByTestId('row-view').click();
    const dialog = page.getByRole('dialog', { name: /^查看/ });
    await expect.poll(() => fieldValues(dialog)).toEqual(expect.arrayContaining([value, `参数 ${payload('name')}`]));
    await clean();

    const id = (await (await page.request.get('/api/blade-system/param/list', { params: { paramKey: key } })).json()).data.records[0].id;
    await page.request.post('/api/blade-system/param/remove', { params: { ids: id }, headers: { Origin: baseURL } });
  });
});
