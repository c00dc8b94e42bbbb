import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../../support/api-login';
import zh from '../../../messages/zh.json';

/**
 * A list screen's column preferences (order, hidden columns, widths) are in its first HTML: kept in a cookie on the
 * screen's path that the server reads (lib/grid/column-prefs-cookie.ts), so a reload shows the user's columns at once
 * and nothing moves when the grid takes over. Preferences only in localStorage (kept before the cookie) are copied
 * into it on the next visit.
 */
const fields = zh.resources.param.fields;
const LOADED = { timeout: 30_000 };

/** The first rows' header labels and column tracks (their widths) in the page's raw HTML, as the server rendered them. */
async function firstHtmlColumns(page: Page) {
  // A token as fresh as a real sign-in's: the server reads no rows with one due for refresh (TOKEN_TIME is 12 s here).
  await apiLogin(page.context().request);
  const html = await (await page.request.get('/system/param')).text();
  const start = html.indexOf('data-testid="first-rows"');
  expect(start, 'the first rows in the HTML').toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf('</table>', start));
  return {
    labels: [...table.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]),
    tracks: (table.match(/grid-template-columns:([^;"]+)/)?.[1] ?? '').split(/ (?![^(]*\))/),
  };
}

/**
 * Reloads the screen adding up the layout shifts of the list's rows and columns (the server-drawn first rows, then the
 * grid), from the first paint until the grid has drawn its rows. The toolbar above them moves its 列设置 icon by a few
 * pixels in some loads, preferences or not: not what this measures.
 */
async function reloadCountingShifts(page: Page): Promise<number> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const counted = window as unknown as { shifts?: number };
    if (counted.shifts !== undefined) return; // added again by a later reload: one observer is enough
    counted.shifts = 0;
    new PerformanceObserver((list) => {
      const inList = (node: Node | null) =>
        !!(node instanceof Element ? node : node?.parentElement)?.closest('[data-testid="first-rows"], .MuiDataGrid-root');
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && entry.sources.some((source) => inList(source.node)))
          counted.shifts = (counted.shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await apiLogin(page.context().request);
  await page.goto('/system/param');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible(LOADED);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

const gridHeaders = (page: Page) =>
  page
    .locator('.MuiDataGrid-columnHeader[data-field]:not([data-field="__check__"]):not([data-field="__actions"])')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));

test('column order, hidden columns and widths are in the first HTML, and nothing moves once the grid takes over', async ({ page }) => {
  test.setTimeout(120_000);
  await apiLogin(page.context().request);
  await page.goto('/system/param');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible(LOADED);

  // 参数键名 moved first, 参数键值 hidden, through the column settings.
  await page.getByTestId('toolbar-columns').click();
  const dialog = page.getByRole('dialog', { name: zh.crud.columns });
  await dialog.getByRole('button', { name: `${zh.crud.moveUp} ${fields.paramKey}` }).click();
  await dialog.getByRole('checkbox', { name: fields.paramValue, exact: true }).uncheck();
  await dialog.getByRole('button', { name: zh.crud.close }).click();
  await expect.poll(() => gridHeaders(page)).toEqual(['paramKey', 'paramName', 'createTime']);

  const chosen = await firstHtmlColumns(page);
  expect(chosen.labels.slice(-3)).toEqual([fields.paramKey, fields.paramName, zh.fields.createTime]);
  expect(chosen.labels).not.toContain(fields.paramValue);

  expect(await reloadCountingShifts(page), 'layout shift after the reload').toBe(0);
  expect(await gridHeaders(page)).toEqual(['paramKey', 'paramName', 'createTime']);
});

test('preferences kept only in localStorage move into the cookie on the next visit', async ({ page, context }) => {
  test.setTimeout(120_000);
  await apiLogin(context.request);
  await page.goto('/system/param');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible(LOADED);
  await page.getByTestId('toolbar-columns').click();
  const dialog = page.getByRole('dialog', { name: zh.crud.columns });
  await dialog.getByRole('checkbox', { name: fields.paramValue, exact: true }).uncheck();
  await dialog.getByRole('button', { name: zh.crud.close }).click();

  // As a browser from before the cookie: the preferences in localStorage only, with a dragged width beside them.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('tradeport-grid:') && name.endsWith(':param'));
    if (!key) throw new Error('no stored column preferences');
    const prefs = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...prefs, widths: { paramName: 260 } }));
  });
  await context.clearCookies({ name: 'tp-cols-param' });
  const before = await firstHtmlColumns(page);
  expect(before.labels).toContain(fields.paramValue);

  // The visit that finds them copies them into the cookie; from then on the server renders with them.
  // That visit still shows the columns jump once, as every visit did before the cookie.
  expect(await reloadCountingShifts(page), 'layout shift while the stored columns apply').toBeGreaterThan(0);
  await expect(page.locator('.MuiDataGrid-columnHeader[data-field="paramValue"]')).toHaveCount(0, LOADED);
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'tp-cols-param')).toBe(true);
  const after = await firstHtmlColumns(page);
  expect(after.labels).not.toContain(fields.paramValue);
  expect(after.tracks).toContain('260px');
  expect(await reloadCountingShifts(page), 'layout shift after the reload').toBe(0);
});
