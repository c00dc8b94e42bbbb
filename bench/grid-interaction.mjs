#!/usr/bin/env node
/**
 * Grid interaction in Debian's Chromium (Playwright) on /system/param with 500 extra rows: the time from a click
 * (next page, a column sort, a search) until the grid's rows in the DOM are the new ones, and the server's share
 * of it (the /api list call from request sent to last byte, Resource Timing), medians of BENCH_RUNS (7) runs after
 * one warm-up. Each median is printed beside the aim (≤ 100 ms), though on a shared 2-core machine wall-clock is no verdict.
 * BENCH_ROWS (default 500) sets how many rows are added: `BENCH_ROWS=100000` is the volume run (a 100,000-row table). A
 * volume run measures 500 rows first, then grows the same table to BENCH_ROWS and measures again, in the same server,
 * browser and minute, and prints each figure's ratio to the 500-row one: what the table's size costs, apart from the
 * machine's load.
 *
 * Every run asks for a list the page has not fetched yet (another page, another sort, another search term), since
 * SWR answers a key it holds from its cache without a request; a fresh tab (an empty SWR cache) is opened when an
 * interaction runs out of new keys. A run that makes no list request is an error, not a figure.
 *
 * Where the browser's time went (a CPU profile and a count of the React components rendered per click, next page on
 * 500 rows): about nine commits per click. At the click, the page's own render (the click's state, toolbar and
 * buttons, 59 components) and Next's router following history.replaceState (the layouts, the tab bar, the sidebar's
 * links: 190 + 24 components, and replaceState itself 3–8 ms); after the list's answer, the whole DataGrid twice:
 * once with the OLD rows (MUI takes a new `rows` prop in an effect, and any new prop renders every row and cell, as
 * they read the grid's props through context: 451 components) and once with the new ones (330). Now the answer's rows,
 * total, page and sort reach the grid through its API while its props stay (components/resource/resource-grid.tsx,
 * useRowsFirst: one render of the rows, 257 components), and the URL is written once the rows are on screen
 * (lib/hooks/use-resource-grid.ts), so the router's render and the grid's props catching up come after them. The
 * column preferences' context and the server-drawn first rows take no part in a click (neither renders).
 * Main-thread CPU (Chromium trace, thread time, medians of 5) click → rows before / after: next page 63 → 31 ms,
 * sort 46 → 31 ms, search 67 → 37 ms; of it after the answer 30 → 18, 23 → 16, 30 → 14 ms. Wall clock, the commit
 * before and after back to back (load average 8 on 2 cores), click → rows p50: on 500 rows 144 → 63, 134 → 56,
 * 130 → 73 ms; on 100,000 rows 107 → 97, 91 → 49, 176 → 88 ms: the aim of ≤ 100 ms p50 is met at 100,000 rows in
 * that run (p90 still 94–246 ms, and at load 14–16 earlier that day no variant met it on next page).
 *
 * `node bench/grid-interaction.mjs` (builds first when needed); BENCH_PORT (default 3395), BENCH_RUNS (7),
 * PLAYWRIGHT_CHROMIUM_PATH. The server is stopped however the run ends (error, SIGINT, SIGTERM).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { fmt, launchChromium, login, percentile, root, startAppServer, stopProcess } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3395);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
/** BENCH_ROWS=100000 is the volume run: a benchmark database with a 100,000-row table (never the demo's). */
const BASE_ROWS = 500;
const EXTRA_ROWS = Math.max(0, Number(process.env.BENCH_ROWS ?? BASE_ROWS));
/** The table sizes measured, in order: a volume run measures the 500-row table first, then grows it. */
const SIZES = EXTRA_ROWS > BASE_ROWS ? [BASE_ROWS, EXTRA_ROWS] : [EXTRA_ROWS];
const TARGET_MS = 100;
const LIST_PATH = '/api/blade-system/param/list';
/** How long one click may take to show its rows before the run counts as broken. */
const RUN_TIMEOUT_MS = 20_000;

let server = null;
let browser = null;
let dataDir = null;
let stopping = null;

/** Stops the browser and the server (its whole process group) and removes the database; once, whoever asks first. */
function shutdown() {
  stopping ??= (async () => {
    await browser?.close().catch(() => undefined);
    if (server) await stopProcess(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
}
const exitAfterShutdown = (code) => shutdown().finally(() => process.exit(code));
process.once('SIGINT', () => (console.error('\n[bench] SIGINT: stopping the server'), exitAfterShutdown(130)));
process.once('SIGTERM', () => (console.error('[bench] SIGTERM: stopping the server'), exitAfterShutdown(143)));
process.once('uncaughtException', (error) => (console.error(error), exitAfterShutdown(1)));
process.once('unhandledRejection', (error) => (console.error(error), exitAfterShutdown(1)));
// Last resort when something calls process.exit without the above: nothing async runs here, the group still gets its signal.
process.once('exit', () => {
  try {
    if (server?.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Parameters [from, to) straight into the embedded service's SQLite file, through a connection of its own (the service sees each commit). */
function seedParams(file, from, to) {
  const db = new Database(file);
  const insert =
    db.prepare(`INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time, update_user, update_time, status, is_deleted)
    VALUES (?, ?, ?, ?, '', '1', '2026-11-01 08:00:00', '1', '2026-11-01 08:00:00', 1, 0)`);
  db.transaction(() => {
    for (let i = from; i < to; i++)
      insert.run(`8${String(i).padStart(18, '0')}`, `基准参数 ${i}`, `bench.param.${String(i).padStart(3, '0')}`, String(i * 7));
  })();
  db.close();
}

/**
 * Runs in the page: arms a watch on the grid for the next click. The click's event time starts the clock; a
 * MutationObserver stops it at the first DOM change after which the rows (their ids, in order) differ from
 * before and no loading overlay covers them. The list call's Resource Timing entry gives the server's share.
 */
function armInPage({ listPath }) {
  const grid = document.querySelector('.MuiDataGrid-root');
  const rowIds = () => [...grid.querySelectorAll('.MuiDataGrid-row')].map((row) => row.getAttribute('data-id')).join(',');
  const covered = () => !!grid.querySelector('.MuiDataGrid-overlay, .MuiDataGrid-skeletonLoadingOverlay, .MuiDataGrid-loadingOverlay');
  const before = rowIds();
  const watch = { clickAt: null, rowsAt: null };
  performance.clearResourceTimings();
  const onClick = (event) => {
    watch.clickAt = event.timeStamp;
    document.removeEventListener('click', onClick, true);
  };
  document.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (watch.clickAt === null || covered()) return;
    const now = rowIds();
    if (now && now !== before) {
      watch.rowsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(grid, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-id', 'class'] });
  window.__gridWatch = {
    done: () => watch.rowsAt !== null,
    result: () => {
      const calls = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === listPath && entry.startTime >= watch.clickAt);
      const call = calls[0];
      return {
        total: watch.rowsAt - watch.clickAt,
        calls: calls.length,
        server: call ? call.responseEnd - call.requestStart : null,
        beforeRequest: call ? call.startTime - watch.clickAt : null,
        afterResponse: call ? watch.rowsAt - call.responseEnd : null,
        others: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= watch.clickAt && entry !== call)
          .map((entry) => `${entry.name} ${Math.round(entry.startTime - watch.clickAt)}+${Math.round(entry.duration)}`),
      };
    },
  };
}

/** One timed run: arm, click, wait for the new rows, read the figures; a run served without a request is refused. */
async function timed(page, click) {
  await page.evaluate(armInPage, { listPath: LIST_PATH });
  await click();
  await page.waitForFunction(() => window.__gridWatch.done(), null, { polling: 'raf', timeout: RUN_TIMEOUT_MS });
  // The entry is written when the response ends, which is before the rows change; a short settle covers its queueing.
  await page
    .waitForFunction(
      (listPath) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === listPath),
      LIST_PATH,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  const result = await page.evaluate(() => window.__gridWatch.result());
  if (result.calls === 0)
    throw new Error(
      "the rows changed without a list request (served from SWR's cache): the benchmark must ask for a list the page has not seen",
    );
  return result;
}

async function openGrid(context, previous) {
  await previous?.close();
  const page = await context.newPage();
  await page.goto(`${base}/system/param`);
  await page.locator('.MuiDataGrid-row').first().waitFor();
  return page;
}

/**
 * The interactions, each a generator of runs over keys new to its tab: `prepare` (untimed) may open a fresh tab
 * when the keys run out; `click` is the timed part.
 */
function interactions(context) {
  return {
    'next page': {
      async prepare(state) {
        if (await state.page.getByRole('button', { name: /下一页|next page/i }).isDisabled())
          state.page = await openGrid(context, state.page);
      },
      click: (state) => state.page.getByRole('button', { name: /下一页|next page/i }).click(),
    },
    'sort (column header)': {
      // Each sortable column ascending, then descending: every click a sort this tab has not fetched.
      async prepare(state, index) {
        state.columns ??= await sortableHeaders(state.page);
        const step = index % (state.columns.length * 2);
        if (index > 0 && step === 0) state.page = await openGrid(context, state.page);
        state.header = state.columns[Math.floor(step / 2)];
      },
      click: (state) =>
        state.page.locator(`.MuiDataGrid-columnHeader[data-field="${state.header}"] .MuiDataGrid-columnHeaderTitle`).click(),
    },
    'search (param key)': {
      // bench.param.00 … bench.param.49: none shared, so every search is a new key with new rows; ten rows each on 500
      // rows, up to 1,110 on 100,000 (bench.param.12 finds 120…129, 1200…1299 and 12000…12999).
      async prepare(state, index) {
        if (index > 0 && index % 50 === 0) state.page = await openGrid(context, state.page);
        await state.page.locator('[name="search-paramKey"]').fill(`bench.param.${String(index % 50).padStart(2, '0')}`);
      },
      click: (state) => state.page.getByTestId('search-submit').click(),
    },
  };
}

async function sortableHeaders(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.MuiDataGrid-columnHeader--sortable')]
      .map((header) => header.getAttribute('data-field'))
      .filter((field) => field && !field.startsWith('__')),
  );
}

async function main() {
  ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-grid-'));
  await startAppServer(port, dataDir, { onChild: (child) => (server = child) });
  const cookie = await login(base, dataDir);

  // Playwright's own signal handlers would exit the process before the server is stopped: ours close the browser.
  browser = await launchChromium(chromium);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addCookies(
    cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: base })),
  );

  const results = [];
  let seeded = 0;
  for (const size of SIZES) {
    seedParams(path.join(dataDir, 'blade.db'), seeded, size);
    seeded = size;
    results.push({ size, figures: await measure(context, size) });
  }
  if (results.length > 1) {
    const [small, large] = results;
    console.log(
      `\n${large.size.toLocaleString('en')} rows against ${small.size} rows in the same run (ratio of the medians; the aim: near 1×):`,
    );
    for (const name of Object.keys(large.figures)) {
      const ratio = (key) => `${(large.figures[name][key] / small.figures[name][key]).toFixed(2)}×`;
      console.log(
        `${name.padEnd(20)} | click → rows ${ratio('total')} | server share ${ratio('server')} | after the response ${ratio('afterResponse')}`,
      );
    }
  }
  console.log("\nmedians (p90: the total's 90th percentile). click → rows: the click event to the DOM change that shows the new rows;");
  console.log("before the request: click to the /api list call's start (the URL update, with its navigation, and SWR);");
  console.log('server share: that call from request sent to last byte (BFF + embedded service); after the response: to the new rows.');
}

/** Every interaction on a table of `size` extra rows: a table of medians beside the target, and the medians returned. */
async function measure(context, size) {
  const [load1] = os.loadavg();
  console.log(
    `\ngrid interaction on /system/param (${size.toLocaleString('en')} extra rows, 10 a page), Chromium headless 1440×900, ${runs} runs after 1 warm-up each, load average ${load1.toFixed(2)} on ${os.cpus().length} cores:\n`,
  );
  const header = [
    'interaction',
    'click → rows',
    'p90',
    'before the request',
    'server share',
    'after the response',
    `target ≤ ${TARGET_MS} ms`,
  ];
  const widths = [20, 12, 9, 18, 18, 18, 14];
  const row = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ');
  console.log(row(header));
  const figures = {};
  for (const [name, interaction] of Object.entries(interactions(context))) {
    const state = { page: await openGrid(context, null) };
    const samples = [];
    for (let index = 0; index <= runs; index++) {
      await interaction.prepare(state, index);
      const sample = await timed(state.page, () => interaction.click(state));
      if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(sample));
      if (index > 0) samples.push(sample); // the first is the warm-up
    }
    await state.page.close();
    const median = (key) =>
      percentile(
        samples.map((sample) => sample[key]),
        50,
      );
    const total = median('total');
    const server = median('server');
    figures[name] = { total, server, afterResponse: median('afterResponse') };
    console.log(
      row([
        name,
        fmt(total),
        fmt(
          percentile(
            samples.map((sample) => sample.total),
            90,
          ),
        ),
        fmt(median('beforeRequest')),
        `${fmt(server)} (${Math.round((server / total) * 100)} %)`,
        fmt(median('afterResponse')),
        total <= TARGET_MS ? 'met' : 'NOT met',
      ]),
    );
  }
  return figures;
}

try {
  await main();
} finally {
  await shutdown();
}
