#!/usr/bin/env node
/**
 * The Next server: a list page's server render (target ≤ 50 ms p50; the page itself calls no
 * upstream, the grid loads its data from the browser) against the static 404 page, and the
 * first-load JS of /login and /lock (≤ 250 KB gzip, no grid code) and of grid pages (≤ 420 KB gzip); none may carry
 * the charts library, which the console (/wel/dashboard) loads on demand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fmt, login, root, startProcess, time } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
const { child } = await startProcess(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  env: { PORT: String(port), DATA_DIR: dataDir, BLADE_API_URL: '', SESSION_SECRET: '' },
  ready: /Ready in/,
});

/** A second session, locked through the BFF as the top bar's lock does: /lock serves only a locked screen. */
async function lockedSession() {
  let cookie = await login(base, dataDir);
  const response = await fetch(`${base}/bff/lock`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'bench-lock' }),
  });
  if (response.status !== 200) throw new Error(`locking failed: ${response.status}`);
  for (const set of response.headers.getSetCookie()) {
    const [name] = set.split('=');
    cookie = cookie
      .split('; ')
      .filter((pair) => !pair.startsWith(`${name}=`))
      .concat(set.split(';')[0])
      .join('; ');
  }
  const lock = await fetch(`${base}/lock`, { headers: { cookie }, redirect: 'manual' });
  if (lock.status !== 200) throw new Error(`/lock answered ${lock.status} for a locked session`);
  return cookie;
}

async function firstLoadJs(pathname, cookie) {
  const html = await (await fetch(base + pathname, { headers: { cookie } })).text();
  // Modern browsers skip `nomodule` scripts (Next's legacy polyfills), so they are not first-load cost.
  const scripts = [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1] + match[3]))
    .map((match) => match[2]);
  let gzip = 0;
  let hasGrid = false;
  let hasCharts = false;
  for (const src of new Set(scripts)) {
    const code = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const size = zlib.gzipSync(code, { level: 9 }).length;
    gzip += size;
    if (process.env.BENCH_VERBOSE) console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB ${src}`);
    hasGrid ||= code.includes('MuiDataGrid');
    hasCharts ||= code.includes('MuiChartsSurface');
  }
  return { kb: gzip / 1024, files: new Set(scripts).size, hasGrid, hasCharts };
}

try {
  const cookie = await login(base, dataDir);
  const page = (pathname) => () => fetch(base + pathname, { headers: { cookie } }).then((response) => response.text());
  const baseline = await time(page('/404'), { count: 100, warmup: 10 });
  const list = await time(page('/system/param'), { count: 100, warmup: 10 });
  console.log('Next server render (no upstream call in the page):');
  console.log(`  /system/param  p50 ${fmt(list.p50)}  p95 ${fmt(list.p95)}  (target p50 ≤ 50 ms)`);
  console.log(`  /404           p50 ${fmt(baseline.p50)}  p95 ${fmt(baseline.p95)}`);
  console.log(`  ratio list/404 p50: ${(list.p50 / baseline.p50).toFixed(2)}×`);

  const loginJs = await firstLoadJs('/login', '');
  const lockJs = await firstLoadJs('/lock', await lockedSession());
  const gridJs = await firstLoadJs('/system/param', cookie);
  const consoleJs = await firstLoadJs('/wel/dashboard', cookie);
  console.log('First-load JavaScript (gzip -9 of every script the HTML loads):');
  console.log(
    `  /login         ${loginJs.kb.toFixed(1)} KB in ${loginJs.files} files, grid code: ${loginJs.hasGrid ? 'YES' : 'no'}, chart code: ${loginJs.hasCharts ? 'YES' : 'no'}  (target ≤ 250 KB, no grid, no charts)`,
  );
  console.log(
    `  /lock          ${lockJs.kb.toFixed(1)} KB in ${lockJs.files} files, grid code: ${lockJs.hasGrid ? 'YES' : 'no'}, chart code: ${lockJs.hasCharts ? 'YES' : 'no'}  (target ≤ 250 KB, no grid, no charts)`,
  );
  console.log(
    `  /system/param  ${gridJs.kb.toFixed(1)} KB in ${gridJs.files} files, chart code: ${gridJs.hasCharts ? 'YES' : 'no'}  (target ≤ 420 KB, no charts)`,
  );
  console.log(
    `  /wel/dashboard ${consoleJs.kb.toFixed(1)} KB in ${consoleJs.files} files, chart code: ${consoleJs.hasCharts ? 'YES' : 'no'}  (charts load after the first paint)`,
  );
  console.log(`  ratio grid/login: ${(gridJs.kb / loginJs.kb).toFixed(2)}×`);
  // The other kinds of grid page: a tree beside the grid, a workflow grid with row actions, a grid with uploads.
  for (const pathname of ['/system/user', '/order/orderpickup', '/resource/attach', '/contract/fasccorp']) {
    const js = await firstLoadJs(pathname, cookie);
    console.log(
      `  ${pathname.padEnd(19)} ${js.kb.toFixed(1)} KB in ${js.files} files, chart code: ${js.hasCharts ? 'YES' : 'no'}  (grid page: target ≤ 420 KB)`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
