#!/usr/bin/env node
/**
 * Navigation in Debian's Chromium (Playwright): a sidebar click → the new screen's rows on screen, for five kinds of grid
 * screen (a plain list, a tree, two screens of their own with extra panels, a trade list), each the first time in the
 * session (its code and its route not loaded yet) and again after another screen was open (a revisit). The pointer rests
 * on the entry for 150 ms before the click, as a hand does (the sidebar's links fetch their page on hover). Timed from the
 * click event to the first frame in which the URL is the new screen's and one of its rows is visible (the server's
 * first rows, components/resource/first-rows.tsx, or the DataGrid's). Medians of BENCH_RUNS (3) fresh sessions, beside
 * the targets: first visit ≤ 300 ms, revisit ≤ 100 ms. Figures only: on a shared 2-core machine wall-clock is no verdict.
 * Each run also opens a session whose browser asks to save data (navigator.connection.saveData), in which the shell
 * loads no screen's code before it is opened (components/layout/idle-prefetch.ts): the baseline of the same run, the
 * two sessions taking turns, so the gain of loading the list screens' code while the shell is idle is read as a ratio
 * under the same load.
 *
 * `node bench/navigation.mjs` (builds first when needed); BENCH_PORT (default 3396), BENCH_RUNS (3), PLAYWRIGHT_CHROMIUM_PATH.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { browserBench, fmt, launchChromium, login, percentile, root, startAppServer } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3396);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const TARGETS = { first: 300, revisit: 100 };
const SCREENS = [
  ['plain list', '/system/param'],
  ['tree', '/system/dept'],
  ['own screen (users)', '/system/user'],
  ['own screen (roles)', '/authority/role'],
  ['trade list', '/order/ordercontract'],
];

/** The menu codes of the groups above a path, outermost first (they must be open for its entry to exist). */
function ancestors(routes, target, trail = []) {
  for (const route of routes ?? []) {
    if ((route.path ?? '').split('?')[0] === target) return trail;
    const found = ancestors(route.children, target, [...trail, route.code]);
    if (found) return found;
  }
  return null;
}

/** Runs in the page: resolves with the time from the next click to the first frame showing a row of `target`. */
function watchInPage(target) {
  return new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const clickAt = event.timeStamp;
        const visibleRow = () =>
          [...document.querySelectorAll('.MuiDataGrid-row, [data-testid="first-rows"] tbody td')].some(
            (row) => row.getClientRects().length > 0 && row.closest('[hidden]') === null,
          );
        const frame = () =>
          location.pathname === target && visibleRow() ? resolve(performance.now() - clickAt) : requestAnimationFrame(frame);
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

async function open(page, routes, target) {
  for (const code of ancestors(routes, target) ?? []) {
    const group = page.locator(`nav [data-menu-code="${code}"]`).first();
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  const link = page.locator(`nav a[href^="${target}"]`).first();
  await link.hover();
  await page.waitForTimeout(150);
  const shown = page.evaluate(watchInPage, target);
  await link.click();
  return Math.round(await shown);
}

/** Started in the run below (bench/lib.mjs browserBench), ended by its finally or a signal. */
let bench = null;

try {
  ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
  bench = browserBench('bench-navigation-');
  await startAppServer(port, bench.dataDir, { onChild: (child) => (bench.server = child) });
  bench.browser = await launchChromium(chromium);
  const samples = {
    prefetch: Object.fromEntries(SCREENS.map(([name]) => [name, { first: [], revisit: [] }])),
    saveData: Object.fromEntries(SCREENS.map(([name]) => [name, { first: [], revisit: [] }])),
  };
  for (let turn = 0; turn < runs * 2; turn++) {
    const mode = turn % 2 === 0 ? 'prefetch' : 'saveData';
    const cookie = await login(base, bench.dataDir);
    const context = await bench.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (mode === 'saveData')
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }),
      );
    await context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: base })),
    );
    const routes = (await (await context.request.get(`${base}/api/blade-system/menu/routes`)).json()).data;
    const page = await context.newPage();
    await page.goto(`${base}/wel/index`);
    await page.locator('nav a[href="/wel/index"]').waitFor();
    await page.waitForLoadState('networkidle');
    for (const [name, target] of SCREENS) samples[mode][name].first.push(await open(page, routes, target));
    for (const [name, target] of SCREENS) samples[mode][name].revisit.push(await open(page, routes, target));
    await context.close();
  }
  const [load1] = os.loadavg();
  console.log(
    `sidebar click → the screen's rows, Chromium headless 1440×900, medians of ${runs} sessions, load average ${load1.toFixed(2)} on ${os.cpus().length} cores:\n`,
  );
  console.log(
    `${'screen'.padEnd(20)} | ${'first visit'.padStart(11)} | ${'revisit'.padStart(9)} | ${'first, no prefetch'.padStart(18)} | ${'ratio'.padStart(5)} | targets (first ≤ ${TARGETS.first} ms, revisit ≤ ${TARGETS.revisit} ms)`,
  );
  for (const [name] of SCREENS) {
    const first = percentile(samples.prefetch[name].first, 50);
    const revisit = percentile(samples.prefetch[name].revisit, 50);
    const baseline = percentile(samples.saveData[name].first, 50);
    const misses = [first > TARGETS.first && 'first visit', revisit > TARGETS.revisit && 'revisit'].filter(Boolean);
    console.log(
      `${name.padEnd(20)} | ${fmt(first).padStart(11)} | ${fmt(revisit).padStart(9)} | ${fmt(baseline).padStart(18)} | ${(first / baseline).toFixed(2).padStart(5)} | ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}`,
    );
  }
} finally {
  await bench?.shutdown();
}
