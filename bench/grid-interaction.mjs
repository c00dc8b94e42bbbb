#!/usr/bin/env node
/**
 * Grid interaction in Debian's Chromium (Playwright): on /system/param with 500 extra rows, the time
 * from a click (next/previous page, a column sort, a search) to the grid showing the new rows, and the
 * share of it the server took (the list call's own response time), each the median of several runs.
 * Target: ≤ 100 ms from click to rows. `node bench/grid-interaction.mjs` (after a build); BENCH_PORT (default 3395).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { fmt, login, percentile, root, startProcess } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3395);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);

ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-grid-'));
const { child } = await startProcess(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  env: { PORT: String(port), DATA_DIR: dataDir, BLADE_API_URL: '', SESSION_SECRET: '' },
  ready: /Ready in/,
});
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-dev-shm-usage', '--disable-gpu'] });

try {
  const db = new Database(path.join(dataDir, 'blade.db'));
  const insert = db.prepare(`INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time, update_user, update_time, status, is_deleted)
    VALUES (?, ?, ?, ?, '', '1', '2026-11-01 08:00:00', '1', '2026-11-01 08:00:00', 1, 0)`);
  db.transaction(() => {
    for (let i = 0; i < 500; i++) insert.run(`8${String(i).padStart(18, '0')}`, `基准参数 ${i}`, `bench.param.${String(i).padStart(3, '0')}`, String(i * 7));
  })();
  db.close();

  const cookie = await login(base, dataDir);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: base })));
  const page = await context.newPage();
  await page.goto(`${base}/system/param`);
  await page.locator('.MuiDataGrid-row').first().waitFor();

  const firstRowText = () => page.locator('.MuiDataGrid-row').first().textContent();
  /** Click → the list call → the first row shows something else; total and server milliseconds. */
  async function timed(action) {
    const before = await firstRowText();
    const listed = page.waitForResponse((response) => response.url().includes('/api/blade-system/param/list'));
    const started = performance.now();
    await action();
    const response = await listed;
    await page.waitForFunction((previous) => {
      const row = document.querySelector('.MuiDataGrid-row');
      return row && row.textContent !== previous && !document.querySelector('.MuiDataGrid-overlay .MuiCircularProgress-root');
    }, before, { polling: 'raf' });
    const total = performance.now() - started;
    const timing = response.request().timing();
    return { total, server: timing.responseEnd - timing.requestStart };
  }

  const pager = page.locator('.MuiTablePagination-actions button');
  const header = page.getByRole('columnheader', { name: '参数键名' });
  const interactions = {
    'page (next / previous)': (i) => timed(() => pager.nth(i % 2 === 0 ? 1 : 0).click()),
    'sort (参数键名)': () => timed(() => header.click()),
    'filter (search 参数键名)': async (i) => {
      await page.locator('[name="search-paramKey"]').fill(`bench.param.${i % 2 === 0 ? '1' : '2'}`);
      return timed(() => page.getByTestId('search-submit').click());
    },
  };
  console.log(`grid interaction on /system/param (500 extra rows), median of ${runs} runs each, Chromium headless 1440×900:\n`);
  console.log('interaction               | click → rows | server share | p90 click → rows | target ≤ 100 ms');
  for (const [name, run] of Object.entries(interactions)) {
    await run(runs); // warm-up
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await run(i));
    const total = percentile(samples.map((s) => s.total), 50);
    const server = percentile(samples.map((s) => s.server), 50);
    console.log(`${name.padEnd(25)} | ${fmt(total).padStart(12)} | ${fmt(server).padStart(12)} | ${fmt(percentile(samples.map((s) => s.total), 90)).padStart(16)} | ${total <= 100 ? 'met' : 'missed'}`);
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
