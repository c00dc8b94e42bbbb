#!/usr/bin/env node
/**
 * Opens every screen of the administrator's menu, in Chinese and in English, one after another in the same browser
 * tab as a user moving through the menu would, and reports per screen what went wrong: uncaught errors in the page
 * (a hydration mismatch, a render that threw), errors written to the console, and answers of 400 or more.
 * `node scripts/screen-check.mjs [baseUrl]` against a running `npm start` (demo data; DATA_DIR for the captcha).
 * Exits 1 when any screen had an uncaught error. It found the server-rendered tree picker that made React throw
 * away the HTML of every list with a tree search field (components/lazy.tsx).
 */
import { chromium } from '@playwright/test';
import { signInAsDemoAdmin } from './lib/demo-sign-in.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The leaves of the menu tree: the screens a user can open (external links aside). */
function screensOf(menus) {
  return menus.flatMap((menu) =>
    menu.children?.length ? screensOf(menu.children) : menu.path && !/^https?:/.test(menu.path) ? [menu.path] : [],
  );
}

const browser = await chromium.launch({ executablePath });
let pagesWithErrors = 0;
try {
  for (const locale of ['zh', 'en']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: locale === 'zh' ? 'zh-CN' : 'en-US' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: base }]);
    const page = await context.newPage();
    await signInAsDemoAdmin(page, base);
    const menus = await (await page.request.get(`${base}/api/blade-system/menu/routes`)).json();
    const screens = screensOf(menus.data ?? []);
    let problems = [];
    page.on('pageerror', (error) => problems.push({ uncaught: true, text: `uncaught: ${error.message}` }));
    page.on('console', (message) => message.type() === 'error' && problems.push({ text: `console: ${message.text()}` }));
    page.on(
      'response',
      (response) => response.status() >= 400 && problems.push({ text: `${response.status()} ${response.url().replace(base, '')}` }),
    );
    for (const screen of screens) {
      problems = [];
      try {
        await page.goto(`${base}${screen}`);
        await page.waitForLoadState('networkidle', { timeout: 15_000 });
      } catch (error) {
        problems.push({ uncaught: true, text: `did not load: ${error.message.split('\n')[0]}` });
      }
      if (problems.some((problem) => problem.uncaught)) pagesWithErrors++;
      // A failed answer is also written to the console by the browser: report it once.
      const lines = [...new Set(problems.map((problem) => problem.text))].filter(
        (line) => !line.startsWith('console: Failed to load resource'),
      );
      if (lines.length)
        console.log(
          `[${locale}] ${screen}\n  ${lines.slice(0, 12).join('\n  ')}${lines.length > 12 ? `\n  … ${lines.length - 12} more` : ''}`,
        );
    }
    console.log(`[${locale}] ${screens.length} screens opened`);
    await context.close();
  }
} finally {
  await browser.close();
}
if (pagesWithErrors) {
  console.log(`${pagesWithErrors} screen(s) had an uncaught error`);
  process.exit(1);
}
console.log('no screen had an uncaught error');
