#!/usr/bin/env node
/**
 * The embedded Blade service answering a filtered, sorted page as its table grows: 10,000, then
 * 100,000, then 1,000,000 notices (BENCH_ROWS="10000,100000,1000000"), each step added in one
 * transaction through one prepared statement, against a trivial endpoint measured at the same size.
 * Target at 100,000 rows: p50 ≤ 20 ms. Prints a table; the temporary database is removed at the end.
 *
 * Beside it, the grid benchmark's three clicks on 参数管理 (bench/grid-interaction.mjs) as the service sees them, on as
 * many parameters: the next page in the default order, a column sort, and a rare search term (LIKE '%x%' on the key,
 * ten matches): the service's share of the grid's click → rows, which should not grow with the table
 * (blade/crud/list-indexes.ts, crud-reads.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fmt, md5, root, startProcess, time } from './lib.mjs';

const sizes = (process.env.BENCH_ROWS ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-blade-'));
const { child, match } = await startProcess(
  process.execPath,
  [path.join(root, 'blade', 'dist', 'blade', 'main.js'), '--port', '0', '--data-dir', dataDir],
  { ready: /^BLADE_LISTENING (\d+)$/ },
);
const base = `http://127.0.0.1:${match[1]}`;

/**
 * Adds rows [from, to) in one transaction through one prepared statement; milliseconds taken. The rows
 * are made by SQLite itself (a recursive CTE), so a million of them cost no JavaScript per row.
 */
function addRows(db, from, to) {
  const insert = db.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?),
      r(i, day) AS (SELECT i, datetime('2026-01-01', '+' || (i % 300) || ' days', '+' || (i % 86400) || ' seconds') FROM n)
    INSERT INTO blade_notice (id, tenant_id, title, category, release_time, content, create_user, create_time, update_user, update_time, status, is_deleted)
    SELECT printf('9%018d', i), '000000', (CASE i % 5 WHEN 0 THEN '玉米' WHEN 1 THEN '小麦' WHEN 2 THEN '稻谷' WHEN 3 THEN '大豆' ELSE '高粱' END) || '收购通知 第' || i || '号',
      i % 6 + 1, day, '正文', '1', day, '1', day, 1, 0 FROM r`);
  const params = db.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
    INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time, update_user, update_time, status, is_deleted)
    SELECT printf('8%018d', i), '基准参数 ' || i, 'bench.param.' || printf('%03d', i), i * 7, '', '1', '2026-11-01 08:00:00', '1', '2026-11-01 08:00:00', 1, 0 FROM n`);
  const started = performance.now();
  db.transaction(() => {
    insert.run(from, to);
    params.run(from, to);
  })();
  return performance.now() - started;
}

/** The grid's clicks on 参数管理 (bench/grid-interaction.mjs) as list calls: each a different page, sort or term per call. */
const gridClicks = {
  'next page': (i) => `/blade-system/param/list?current=${2 + (i % 50)}&size=10`,
  sort: (i) =>
    `/blade-system/param/list?current=1&size=10&${i % 2 ? 'descs' : 'ascs'}=${['param_name', 'param_key', 'param_value', 'create_time'][i % 4]}`,
  search: (i) =>
    `/blade-system/param/list?current=1&size=10&paramKey=${encodeURIComponent(`bench.param.${String(i % 50).padStart(2, '0')}`)}`,
};

try {
  const token = await (
    await fetch(`${base}/blade-auth/oauth/token?grant_type=password&username=admin&password=${md5('admin')}&scope=all`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' },
    })
  ).json();
  const headers = { 'blade-auth': `bearer ${token.access_token}` };
  // A keep-alive connection left idle through a long insert may be closed under us: one retry on a fresh one.
  const call = (url) => fetch(base + url, { headers }).catch(() => fetch(base + url, { headers }));
  const get = (url) => call(url).then((response) => response.arrayBuffer());
  const page = '/blade-desk/notice/list?current=50&size=10&category_equal=3&createTime_dategt=2026-03-01 00:00:00&descs=create_time';

  const db = new Database(path.join(dataDir, 'blade.db'));
  const rows = [];
  let have = 0;
  for (const size of sizes) {
    const insertMs = addRows(db, have, size);
    have = size;
    const count = size >= 1_000_000 ? 40 : size >= 100_000 ? 100 : 200;
    const total = (await (await call(page)).json()).data.total;
    const baseline = await time(() => get('/blade-system/tenant/info?domain=none'), { count, warmup: 5 });
    const list = await time(() => get(page), { count, warmup: 5 });
    const grid = {};
    for (const [name, url] of Object.entries(gridClicks)) {
      let i = 0;
      grid[name] = await time(() => get(url(i++)), { count, warmup: 5 });
    }
    rows.push({ size, insertMs, total, list, baseline, grid });
    console.log(`… ${size.toLocaleString('en')} rows: added in ${(insertMs / 1000).toFixed(1)} s, list p50 ${fmt(list.p50)}`);
  }
  db.close();

  console.log(`\nembedded Blade, notices filtered by category and date range, sorted by create_time desc, page 50 of 10:`);
  console.log('      rows | matches |  list p50 |  list p95 | trivial p50 | list/trivial | vs first size | rows added/s');
  for (const row of rows) {
    console.log(
      `${row.size.toLocaleString('en').padStart(10)} | ${String(row.total).padStart(7)} | ${fmt(row.list.p50).padStart(9)} | ${fmt(row.list.p95).padStart(9)} | ` +
        `${fmt(row.baseline.p50).padStart(11)} | ${(row.list.p50 / row.baseline.p50).toFixed(2).padStart(11)}× | ${(row.list.p50 / rows[0].list.p50).toFixed(2).padStart(12)}× | ` +
        `${Math.round(((row.size - (rows[rows.indexOf(row) - 1]?.size ?? 0)) / row.insertMs) * 1000)
          .toLocaleString('en')
          .padStart(12)}`,
    );
  }
  const at100k = rows.find((row) => row.size === 100_000);
  if (at100k) console.log(`target at 100,000 rows: list p50 ≤ 20 ms → ${fmt(at100k.list.p50)}`);

  console.log(`\nthe grid's clicks on 参数管理 as list calls (as many parameters as notices; p50, and the ratio to the first size):`);
  console.log(
    `      rows | ${Object.keys(gridClicks)
      .map((name) => name.padStart(20))
      .join(' | ')}`,
  );
  for (const row of rows) {
    const cells = Object.keys(gridClicks).map((name) =>
      `${fmt(row.grid[name].p50)} (${(row.grid[name].p50 / rows[0].grid[name].p50).toFixed(2)}×)`.padStart(20),
    );
    console.log(`${row.size.toLocaleString('en').padStart(10)} | ${cells.join(' | ')}`);
  }
  if (at100k)
    console.log(
      `target at 100,000 rows: each ≤ 20 ms → ${Object.keys(gridClicks)
        .map((name) => `${name} ${fmt(at100k.grid[name].p50)} ${at100k.grid[name].p50 <= 20 ? 'met' : 'NOT met'}`)
        .join(', ')}`,
    );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
