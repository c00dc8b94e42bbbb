import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../support/env';
import { formatBladeTime } from '../../../lib/notices/blade-time';

/**
 * Attack: stored XSS. Markup saved in text fields (a notice title and content, a parameter's name and
 * value) is shown as text in the grid and the view dialog: nothing runs, no element is created from
 * it, and the characters show literally.
 */
const payload = (tag: string) =>
  `<img src=x onerror="window.__xss=(window.__xss||[]).concat('${tag}')"><script>window.__xss=['${tag}-script']</script>`;

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

test.describe('stored XSS in notices', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('stored XSS through a notice title and content: grid and view dialog', async ({ page }) => {
    test.setTimeout(180_000);
    // Released next year: the bell (and the notice specs' unread counts) leave scheduled notices alone.
    const title = `${payload('notice')} ${Date.now()}`;
    const content = `正文 ${payload('content')}`;
    const created = await page.request.post('/api/blade-desk/notice/submit', {
      data: { title, category: 1, releaseTime: formatBladeTime(Date.now() + 365 * 86_400_000), content },
      headers: { Origin: baseURL },
    });
    expect((await created.json()).success).toBe(true);

    const clean = await watch(page);
    // The first rows come with the HTML; the search below needs the live page, which its first API call shows.
    const live = page.waitForResponse((response) => response.url().includes('/api/'));
    await page.goto('/desk/notice');
    await live;
    const search = page.waitForResponse(
      (response) => response.url().includes('/api/blade-desk/notice/list') && response.url().includes('title'),
    );
    await page.locator('[name="search-title"]').fill(title);
    await page.getByTestId('search-submit').click();
    await search;
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: title });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByTestId('row-view').click();
    const dialog = page.getByRole('dialog', { name: /^查看/ });
    await expect(dialog.getByRole('definition').filter({ hasText: title })).toHaveCount(1);
    await expect(dialog.getByRole('definition').filter({ hasText: content })).toHaveCount(1);
    await clean();

    const id = (await (await page.request.get('/api/blade-desk/notice/list', { params: { title } })).json()).data.records[0].id;
    await page.request.post('/api/blade-desk/notice/remove', { params: { ids: id }, headers: { Origin: baseURL } });
  });
});

test.describe('stored XSS in parameters', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('stored XSS through a parameter’s name and value: grid and view dialog', async ({ page }) => {
    test.setTimeout(180_000);
    const key = `xss.${Date.now()}`;
    const value = payload('param');
    const created = await page.request.post('/api/blade-system/param/submit', {
      data: { paramName: `参数 ${payload('name')}`, paramKey: key, paramValue: value },
      headers: { Origin: baseURL },
    });
    expect((await created.json()).success).toBe(true);
    const clean = await watch(page);
    // The first rows come with the HTML; the search below needs the live page, which its first API call shows.
    const live = page.waitForResponse((response) => response.url().includes('/api/'));
    await page.goto('/system/param');
    await live;
    const search = page.waitForResponse(
      (response) => response.url().includes('/api/blade-system/param/list') && response.url().includes('paramKey'),
    );
    await page.locator('[name="search-paramKey"]').fill(key);
    await page.getByTestId('search-submit').click();
    await search;
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: key });
    await expect(row).toContainText(value, { timeout: 20_000 });
    await row.getByTestId('row-view').click();
    const dialog = page.getByRole('dialog', { name: /^查看/ });
    await expect(dialog.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
    await expect(dialog.getByRole('definition').filter({ hasText: `参数 ${payload('name')}` })).toHaveCount(1);
    await clean();

    const id = (await (await page.request.get('/api/blade-system/param/list', { params: { paramKey: key } })).json()).data.records[0].id;
    await page.request.post('/api/blade-system/param/remove', { params: { ids: id }, headers: { Origin: baseURL } });
  });
});
