import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import zh from '../../../messages/zh.json';
import en from '../../../messages/en.json';
import { apiLogin } from '../../support/api-login';
import { baseURL } from '../../support/env';
import { followLoading } from '../../support/screen-settled';

/**
 * axe-core on every menu screen of the administrator, the kinds of dialog, /login and /lock: no serious or critical
 * violation of WCAG 2.1 A/AA, and no screen that throws in the page (an uncaught error, a failed hydration: each screen
 * is loaded whole, so its server render and its hydration are both checked). The screens come from the administrator's
 * own menu (blade-system/menu/routes), so a screen added to the menu is swept without touching this file.
 * Each screen is swept once, in one language: alternate screens in zh and en (menu order), so both languages cover every
 * kind of screen. What axe checks does not change with the language (names, roles, contrast, structure; a missing
 * translation still names its control by its key), and sweeping every screen twice was a third of the whole e2e
 * suite's time. The dialogs, /login, /lock and each part's shell are checked in both. The parts run in parallel, so
 * the sweep spreads over the suite's workers; the shell around them is checked whole once per part.
 *
 * Where a screen's time goes (2 cores shared with other suites, load ~12, 66 screens measured, 2026-11-27):
 * page.goto to DOMContentLoaded 0.4–2.3 s (~1 s), the h1 0.1–2 s (~0.3 s), the old fixed 300 ms wait (taken as 300–1900 ms
 * on that machine, and often too short: 2–38 loading indicators were still on screen when it ended, up to 6 s of loading
 * left), and AxeBuilder.analyze() 1.9–14.6 s (~6 s). Of analyze(), the rules themselves take 0.6–1.9 s in the page
 * (color-contrast about a third); the rest was @axe-core/playwright's default cross-frame mode, which runs
 * axe.runPartial, then opens a new blank page, injects axe-core there and runs finishRun on every call. Hence: legacy
 * mode (axe.run in the page; only cross-origin frames go unchecked, and no menu screen has one: other sites are not menu
 * screens here), violations only (passes and incomplete results are not serialized), and a wait until the screen's
 * requests have answered and no loading indicator shows instead of a fixed sleep.
 * Old and new ways interleaved screen by screen on 13 screens, same load: 139 s before, 71 s after (page load to h1 19 s,
 * waiting for the screen to finish loading 26 s, axe 27 s). On a quiet machine the two take about as long (1.2 min per
 * part of ~25 screens): the blank page's cost grows with CPU contention, and the wait now lasts until the screen is whole.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations on the page, or only inside `within` (the screen's own part, the shell checked once). */
async function violations(page: Page, where: string, within?: string): Promise<string[]> {
  // A dialog fading in has its colours blended with the page behind it: axe would measure a contrast no one reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes.length}) ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

type Route = { path?: string; category?: number; children?: Route[] };

/** The menu's screens: leaves that are pages of this app (links to other sites open in frames or windows). */
async function menuScreens(context: BrowserContext): Promise<string[]> {
  const routes = (await (await context.request.get('/api/blade-system/menu/routes')).json()).data as Route[];
  const screens: string[] = [];
  const walk = (items: Route[] = []) => {
    for (const item of items) {
      if (item.path && item.category === 1 && !(item.children ?? []).length && item.path.startsWith('/')) screens.push(item.path);
      walk(item.children);
    }
  };
  walk(routes);
  return [...new Set(screens)];
}

async function useLanguage(context: BrowserContext, locale: 'zh' | 'en') {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

/** Each language's half of the screens is split in this many tests, run in parallel. */
const PARTS = 3;
const LOCALES = ['zh', 'en'] as const;
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test.describe(() => {
    // The screens only read: they share the administrator's session signed in at setup.
    test.use({ storageState: 'e2e/.auth/admin.json' });
    for (let part = 0; part < PARTS; part += 1) {
      test(`every menu screen (${locale}, part ${part + 1} of ${PARTS}) has no serious accessibility violation`, async ({
        context,
        page,
      }) => {
        test.setTimeout(240_000);
        await useLanguage(context, locale);
        const screens = await menuScreens(context);
        expect(screens.length).toBeGreaterThan(40);
        // Screen i is swept in zh when i is even and in en when odd, in part (i div 2) mod PARTS of its language.
        const mine = screens.filter((_, index) => index % 2 === LOCALES.indexOf(locale) && Math.floor(index / 2) % PARTS === part);
        const loading = followLoading(page);
        const thrown: string[] = [];
        page.on('pageerror', (error) => thrown.push(`${new URL(page.url()).pathname}: ${error.message}`));
        const found: string[] = [];
        for (const [index, screen] of mine.entries()) {
          await page.goto(screen, { waitUntil: 'domcontentloaded' });
          await expect(page.locator('main h1').first(), `${screen} shows its heading`).toBeVisible();
          await loading.settled();
          // The shell (top bar, sidebar, tabs) is the same on every screen: checked whole on the first, the screen alone after.
          found.push(...(await violations(page, screen, index === 0 ? undefined : 'main')));
        }
        expect(thrown).toEqual([]);
        expect(found).toEqual([]);
      });
    }
  });

  test(`sign-in, the dialogs and the lock screen (${locale}) have no serious accessibility violation`, async ({ context, page }) => {
    test.setTimeout(180_000);
    await useLanguage(context, locale);
    const found: string[] = [];
    await page.goto('/login');
    await page.getByTestId('captcha-image').locator('img').waitFor();
    found.push(...(await violations(page, '/login')));

    await apiLogin(context.request);
    // A form dialog, with the errors of an empty save.
    await page.goto('/system/param');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByTestId('toolbar-add').click();
    await page.getByTestId('dialog-save').click();
    found.push(...(await violations(page, 'add dialog')));
    await page.keyboard.press('Escape');
    // A record's view, and a confirmation.
    await page.getByTestId('row-view').first().click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await violations(page, 'view dialog')));
    await page.keyboard.press('Escape');
    await page.getByTestId('row-delete').first().click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await violations(page, 'confirm dialog')));
    await page.keyboard.press('Escape');
    // The command palette, then locking.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').waitFor();
    found.push(...(await violations(page, 'command palette')));
    await page.keyboard.press('Escape');
    await page.getByTestId('lock-button').click();
    const lock = page.getByRole('dialog', { name: (locale === 'zh' ? zh : en).lock.dialogTitle });
    await lock.waitFor();
    found.push(...(await violations(page, 'lock dialog')));
    await lock.locator('input[name="lockPassword"]').fill('a11y-lock-1');
    await lock.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/lock$/);
    found.push(...(await violations(page, '/lock')));
    expect(found).toEqual([]);
  });
}
