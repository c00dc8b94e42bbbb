#!/usr/bin/env node
/**
 * Page speed: Lighthouse (desktop preset, performance only) in Debian's Chromium on /login,
 * /wel/index (signed in) and a list page (/system/param). Prints LCP, TBT and CLS against the targets
 * (LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02) and each page's LCP as a ratio of /login's, the lightest
 * page, measured in the same run (Lighthouse refuses status pages such as /404). The list page's first page of rows comes
 * in the server's HTML (lib/bff/first-page.ts), so its LCP should cost little more than /login's: target ≤ 1.2×.
 * The list page is measured a second time with saved column preferences (a hidden column, a dragged width, a column
 * moved first) in its cookie (lib/grid/column-prefs-cookie.ts), as a user who set them sees it: the server renders the
 * columns that way, so its CLS stays 0 (target ≤ 0.02, the issue asks 0).
 * `node bench/page-speed.mjs` (after a build); BENCH_RUNS (default 5), BENCH_PORT (default 3394), PLAYWRIGHT_CHROMIUM_PATH.
 * Lighthouse simulates a desktop link and CPU; TBT on a shared 2-core machine varies by ±150 ms between runs of
 * the same build, so each page is measured BENCH_RUNS times, the pages taking turns, and the median printed
 * with the range.
 *
 * A lighter document (bench/page-weight.mjs: emotion's styles 71.3 -> 44.5 KB, the sidebar's markup 30.8 -> 25.4 KB, the
 * list's first row 125.6 -> 93.4 KB into the HTML), measured back to back on the same machine (2 cores shared with
 * three other engineers), BENCH_RUNS=3, medians with ranges:
 *   run (load average at start)  | /login LCP        | /system/param LCP | ratio | /system/param TBT
 *   before  (6.1)                | 0.76 (0.39–0.86) s | 0.99 (0.50–1.18) s | 1.31× | 335 (297–341) ms
 *   after   (5.9, just after it) | 0.48 (0.40–0.49) s | 0.76 (0.72–0.92) s | 1.59× | 36 (17–192) ms
 *   after   (12.4, earlier)      | 0.85 (0.31–1.01) s | 0.89 (0.30–0.90) s | 1.05× | 71 (17–169) ms
 * The list page's own LCP and TBT went down; the ratio to /login did not settle: /login's own LCP moved 0.48–0.85 s
 * between runs of the same build, so three runs per page cannot show a 1.2× target met with any margin on this machine
 * (BENCH_RUNS=5 or more, on a quiet machine, is the honest check). CLS stayed 0.000 on the list pages in every run.
 *
 * Where the list page's LCP goes (a later session, load averages 1-3). In Chromium itself the LCP element is a cell of
 * the first rows in the HTML, painted at the first paint (a PerformanceObserver saw one entry, at FCP). Lighthouse's
 * simulated LCP also counts the scripts the page requested before that paint and, when they ran before it, their
 * execution: each page's runs fall near 0.3-0.4 s (painted first) or near 0.7-0.9 s (its scripts ran first), /login's
 * as well as /system/param's, so the ratio's median depends on how the runs fell. What moves it is the script weight
 * before the first paint: a list page loaded 494 KB gzip of scripts from its HTML (/login 280 KB), MUI X's DataGrid
 * (131 KB) and zod (30 KB) among them. The grid now loads after the first paint (components/resource/resource-data-grid.tsx;
 * the first rows stand in the HTML until it arrives), compiled eagerly as startup code (scripts/lib/compile-hints.mjs:
 * without the hint its first render compiled lazily on the main thread and TBT rose 25 -> 104 ms), and the 视图 menu's
 * dialogs, with zod, load when it opens: 327 KB. Ratio before, 1.35x (BENCH_RUNS=5); after, 1.06x, 1.21x and 1.32x
 * (BENCH_RUNS=5, 5, 7; the first with the hint added by hand); TBT 6-48 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { ensureBuilt } from '../scripts/build-state.mjs';
import Database from 'better-sqlite3';
import { login, root, startProcess } from './lib.mjs';
import { requireTs } from './support/require-ts.mjs';

// The cookie's encoding is the app's own.
const require = requireTs(import.meta.url);
const { columnPrefsCookieName, columnPrefsOwner, encodeColumnPrefs } = require(path.join(root, 'lib', 'grid', 'column-prefs-cookie.ts'));

const port = Number(process.env.BENCH_PORT ?? 3394);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { lcp: 1500, tbt: 150, cls: 0.02, listLcpRatio: 1.2 };
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const METRICS = ['lcp', 'tbt', 'cls', 'fcp', 'score'];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-speed-'));
const { child } = await startProcess(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  env: { PORT: String(port), DATA_DIR: dataDir, BLADE_API_URL: '', SESSION_SECRET: '' },
  ready: /Ready in/,
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** The admin's saved columns on /system/param: 参数键名 first, 参数键值 hidden, 参数名称 dragged to 260 px. */
function savedColumnsCookie() {
  const db = new Database(path.join(dataDir, 'blade.db'), { readonly: true });
  const { id } = db.prepare("SELECT id FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'").get();
  db.close();
  const prefs = { hidden: { paramValue: false }, widths: { paramName: 260 }, order: ['paramKey', 'paramName', 'paramValue', 'createTime'] };
  return `${columnPrefsCookieName('param')}=${encodeColumnPrefs(prefs, columnPrefsOwner(id, '000000'))}`;
}

async function measure(pathname, cookie) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const { lhr } = await lighthouse(base + pathname, flags, desktopConfig);
  if (lhr.runtimeError) throw new Error(`${pathname}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // What moved, for a run over the CLS target: Lighthouse's biggest mover of each shift.
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${Number(item.score).toFixed(3)}`,
  );
  return {
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    score: lhr.categories.performance.score,
    url: lhr.finalDisplayedUrl,
    shifts,
  };
}

try {
  const cookie = await login(base, dataDir);
  const pages = [
    ['/login', '/login', ''],
    ['/wel/index', '/wel/index', cookie],
    ['/system/param', '/system/param', cookie],
    ['/system/param +cols', '/system/param', `${cookie}; ${savedColumnsCookie()}`],
  ];
  // The signed-in pages take turns, so a load burst from elsewhere on the machine does not land on one page only.
  // /login's runs come first: a signed-in page's answer leaves the session cookie in the browser, and /login
  // then redirects to the home page.
  const samples = Object.fromEntries(pages.map(([name]) => [name, []]));
  const [signIn, ...signedIn] = pages;
  // A first visit of each page warms the server's caches and compiled routes; it is not counted.
  for (let run = -1; run < runs; run++) {
    const sample = await measure(signIn[1], signIn[2]);
    if (run >= 0) samples[signIn[0]].push(sample);
  }
  for (const [, pathname, pageCookie] of signedIn) await measure(pathname, pageCookie);
  for (let run = 0; run < runs; run++) {
    for (const [name, pathname, pageCookie] of signedIn) samples[name].push(await measure(pathname, pageCookie));
  }
  const results = pages.map(([name, pathname]) => ({
    name,
    // Where a run ended, if any ended elsewhere (a redirect means the page was not measured).
    url: (samples[name].find((sample) => !sample.url.includes(pathname)) ?? samples[name].at(-1)).url,
    ...Object.fromEntries(METRICS.map((metric) => [metric, median(samples[name].map((sample) => sample[metric]))])),
    tbtRange: [Math.min(...samples[name].map((sample) => sample.tbt)), Math.max(...samples[name].map((sample) => sample.tbt))],
    lcpRange: [Math.min(...samples[name].map((sample) => sample.lcp)), Math.max(...samples[name].map((sample) => sample.lcp))],
    clsMax: Math.max(...samples[name].map((sample) => sample.cls)),
  }));
  const floor = results[0];
  console.log(`Lighthouse ${lighthouse.version ?? ''} desktop preset, ${chromePath}; medians of ${runs} runs per page (ranges below)\n`);
  console.log(
    'page               |     LCP |   TBT |   CLS |   FCP | score | LCP / login | targets (LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02)',
  );
  for (const row of results) {
    const misses = [row.lcp > TARGETS.lcp && 'LCP', row.tbt > TARGETS.tbt && 'TBT', row.cls > TARGETS.cls && 'CLS'].filter(Boolean);
    console.log(
      `${row.name.padEnd(18)} | ${(row.lcp / 1000).toFixed(2).padStart(5)} s | ${row.tbt.toFixed(0).padStart(3)} ms | ${row.cls.toFixed(3)} | ${(row.fcp / 1000).toFixed(2)} s | ` +
        `${String(Math.round(row.score * 100)).padStart(5)} | ${(row.lcp / floor.lcp).toFixed(2).padStart(10)}× | ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}`,
    );
    if (!row.url.includes(pages.find(([name]) => name === row.name)[1])) console.log(`  (ended on ${row.url})`);
  }
  const list = results.find((row) => row.name === '/system/param');
  const withColumns = results.find((row) => row.name === '/system/param +cols');
  if (withColumns) {
    console.log(
      `\nlist page with saved column preferences: CLS ${withColumns.cls.toFixed(3)} (at most ${withColumns.clsMax.toFixed(3)} over ${runs} runs): target ≤ ${TARGETS.cls} (the issue asks 0) ${withColumns.clsMax <= TARGETS.cls ? 'met' : 'NOT met'}`,
    );
  }
  if (list) {
    const ratio = list.lcp / floor.lcp;
    console.log(
      `\nlist page LCP ${(ratio).toFixed(2)}× /login's (${(list.lcp / 1000).toFixed(2)} s / ${(floor.lcp / 1000).toFixed(2)} s): target ≤ ${TARGETS.listLcpRatio}× ${ratio <= TARGETS.listLcpRatio ? 'met' : 'NOT met'}`,
    );
  }
  console.log('');
  for (const row of results) {
    console.log(
      `${row.name.padEnd(18)} | LCP ${(row.lcpRange[0] / 1000).toFixed(2)}–${(row.lcpRange[1] / 1000).toFixed(2)} s | TBT ${row.tbtRange[0].toFixed(0)}–${row.tbtRange[1].toFixed(0)} ms | CLS at most ${row.clsMax.toFixed(3)}`,
    );
  }
  for (const [name, runsOfPage] of Object.entries(samples)) {
    for (const sample of runsOfPage.filter((run) => run.cls > TARGETS.cls))
      console.log(`${name}: a run with CLS ${sample.cls.toFixed(3)} moved ${sample.shifts.join('; ') || '(no element named)'}`);
  }
} finally {
  await chrome.kill();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
