import { expect, test } from '@playwright/test';

/**
 * Attack: a crafted /myiframe link that frames another site inside the trusted shell (phishing), or
 * runs script through a javascript:/data: frame. Only the http(s) pages of the user's own menu are framed.
 */
test.describe('/myiframe', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('frames a page from the user’s menu', async ({ page }) => {
    test.setTimeout(90_000);
    // Nothing listens on :9999 here; the page's own load is what matters, not the framed one.
    await page.goto('/myiframe/localhost%3A9999/index.html?src=http%3A%2F%2Flocalhost%3A9999%2Findex.html', {
      waitUntil: 'domcontentloaded',
    });
    await expect(page.locator('iframe')).toHaveAttribute('src', 'http://localhost:9999/index.html', { timeout: 20_000 });
  });

  test('never frames an http(s) address that is not in the menu', async ({ page }) => {
    test.setTimeout(90_000);
    for (const src of ['https://evil.example/login', 'http://localhost:9999/index.html.evil.example/', 'https://bladex.cn@evil.example/']) {
      await page.goto(`/myiframe/x?src=${encodeURIComponent(src)}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByText('该页面不在您的菜单中，不能在此显示')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('iframe')).toHaveCount(0);
    }
  });

  test('never frames javascript: or data: URLs', async ({ page }) => {
    test.setTimeout(90_000);
    let ran = false;
    page.on('dialog', async (dialog) => {
      ran = true;
      await dialog.dismiss();
    });
    for (const src of ['JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', ' javascript:alert(1)']) {
      await page.goto(`/myiframe/x?src=${encodeURIComponent(src)}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByText('缺少要显示的页面地址')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('iframe')).toHaveCount(0);
    }
    expect(ran).toBe(false);
  });
});
