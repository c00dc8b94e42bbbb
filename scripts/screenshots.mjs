#!/usr/bin/env node
/**
 * Screenshots of the main screens in zh and en, desktop and narrow, for looking at what we build:
 * `node scripts/screenshots.mjs [baseUrl] [outDir]` against a running `npm start` (demo data).
 * Reads the captcha answer from the embedded database (DATA_DIR) to sign in.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signInAsDemoAdmin } from './lib/demo-sign-in.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? 'screenshots';
const dataDir = process.env.DATA_DIR ?? './data';
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

const sizes = { desktop: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
const browser = await chromium.launch({ executablePath });

const signIn = (page) => signInAsDemoAdmin(page, base, dataDir);

for (const locale of ['zh', 'en']) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport, locale: locale === 'zh' ? 'zh-CN' : 'en-US' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: base }]);
    const page = await context.newPage();
    const shot = async (name) => page.screenshot({ path: path.join(outDir, `${name}-${locale}-${sizeName}.png`), fullPage: false });
    await page.goto(`${base}/login`);
    await page.waitForSelector('[data-testid="captcha-image"] img');
    await shot('login');
    await page.goto(`${base}/404`);
    await shot('404');
    await signIn(page);
    await page.getByTestId('welcome-heading').waitFor();
    await page.waitForTimeout(400);
    await shot('home');
    await page.goto(`${base}/wel/dashboard`);
    await page.getByTestId('chart-orders-per-day').locator('svg').first().waitFor();
    await page.waitForTimeout(600);
    await shot('dashboard');
    await page.goto(`${base}/system/param`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await shot('param-list');
    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('dialog-save').click();
    await page.waitForTimeout(300);
    await shot('param-add-invalid');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/system/dept`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByTestId('tree-toggle').first().click();
    await page.waitForTimeout(500);
    await shot('dept-tree');
    // The palette with actions and record hits, over a page with several tabs.
    await page.keyboard.press('Control+k');
    await page
      .getByRole('dialog')
      .getByRole('textbox')
      .fill(locale === 'zh' ? '参数' : 'par');
    await page.waitForTimeout(900);
    await shot('palette');
    await page.keyboard.press('Escape');
    if (sizeName === 'narrow') {
      await page.getByTestId('sidebar-toggle').click();
      await page.waitForTimeout(400);
      await shot('drawer-top-menus');
      await page.keyboard.press('Escape');
    } else {
      await page.getByTestId('top-menu-header').locator('[role="tab"]').nth(2).click();
      await page.waitForTimeout(600);
      await shot('top-menu-finance');
      await page.getByTestId('top-menu-header').locator('[role="tab"]').first().click();
    }
    await context.addCookies([{ name: 'tp_theme', value: 'dark', url: base }]);
    await page.goto(`${base}/order/order`);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await shot('order-dark');
    await page.goto(`${base}/wel/dashboard`);
    await page.getByTestId('chart-orders-per-day').locator('svg').first().waitFor();
    await page.waitForTimeout(600);
    await shot('dashboard-dark');
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}/`);
