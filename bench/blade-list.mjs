#!/usr/bin/env node
/**
 * The embedded Blade service answering a filtered, sorted page as its table grows: 10,000, then
 * 100,000, then 1,000,000 notices (BENCH_ROWS="10000,100000,1000000"), each step added in one
 * transaction through one prepared statement, against a trivial endpoint measured at the same size.
 * Target at 100,000 rows: p50 ≤ 20 ms. Prints a table; the temporary database is removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fmt, md5, root, startProcess, time } from './lib.mjs';

const sizes = (process.env.BENCH_ROWS ?? '10000,100000,1000000').split(',').map(Number).filter((n) => n > 0).sort((a, b) => a - b);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-blade-'));
const { child, match } = await startProcess(process.execPath, [path.join(root, 'blade', 'dist', 'main.js'), '--port', '0', '--data-dir', dataDir], { ready: /^BLADE_LISTENING (\d+)$/ });
const base = `http://127.0.0.1:${match[1]}`;
const varieties = ['玉米', '小麦', '稻谷', '大豆', '高粱'];

/** Adds rows [from, to) in one transaction; milliseconds taken. */
function addRows(db, from, to) {
  const insert = db.prepare(`INSERT INTO blade_notice (id, tenant_id, title, category, release_time, content, create_user, create_time, update_user, update_time, status, is_deleted)
    VALUES (?, '000000', ?, ?, ?, '正文', '1', ?, '1', ?, 1, 0)`);
  const started = performance.now();
  db.transaction(() => {
    for (let i = from; i < to; i++) {
      const day = new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86_400_000 + (i % 86_400) * 1000).toISOString().slice(0, 19).replace('T', ' ');
      insert.run(`9${String(i).padStart(18, '0')}`, `${varieties[i % 5]}收购通知 第${i}号`, (i % 6) + 1, day, day, day);
    }
  })();
  return performance.now() - started;
}

try {
  const token = await (await fetch(`${base}/blade-auth/oauth/token?grant_type=password&username=admin&password=${md5('admin')}&scope=all`, {
    method: 'POST', headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' },
  })).json();
  const headers = { 'blade-auth': `bearer ${token.access_token}` };
  const get = (url) => fetch(base + url, { headers }).then((response) => response.arrayBuffer());
  const page = '/blade-desk/notice/list?current=50&size=10&category_equal=3&createTime_dategt=2026-03-01 00:00:00&descs=create_time';

  const db = new Database(path.join(dataDir, 'blade.db'));
  const rows = [];
  let have = 0;
  for (const size of sizes) {
    const insertMs = addRows(db, have, size);
    have = size;
    const count = size >= 1_000_000 ? 40 : size >= 100_000 ? 100 : 200;
    const total = (await (await fetch(base + page, { headers })).json()).data.total;
    const baseline = await time(() => get('/blade-system/tenant/info?domain=none'), { count, warmup: 5 });
    const list = await time(() => get(page), { count, warmup: 5 });
    rows.push({ size, insertMs, total, list, baseline });
    console.log(`… ${size.toLocaleString('en')} rows: added in ${(insertMs / 1000).toFixed(1)} s, list p50 ${fmt(list.p50)}`);
  }
  db.close();

  console.log(`\nembedded Blade, notices filtered by category and date range, sorted by create_time desc, page 50 of 10:`);
  console.log('      rows | matches |  list p50 |  list p95 | trivial p50 | list/trivial | vs first size | rows added/s');
  for (const row of rows) {
    console.log(
      `${row.size.toLocaleString('en').padStart(10)} | ${String(row.total).padStart(7)} | ${fmt(row.list.p50).padStart(9)} | ${fmt(row.list.p95).padStart(9)} | ` +
        `${fmt(row.baseline.p50).padStart(11)} | ${(row.list.p50 / row.baseline.p50).toFixed(2).padStart(11)}× | ${(row.list.p50 / rows[0].list.p50).toFixed(2).padStart(12)}× | ` +
        `${Math.round(((row.size - (rows[rows.indexOf(row) - 1]?.size ?? 0)) / row.insertMs) * 1000).toLocaleString('en').padStart(12)}`,
    );
  }
  const at100k = rows.find((row) => row.size === 100_000);
  if (at100k) console.log(`target at 100,000 rows: list p50 ≤ 20 ms → ${fmt(at100k.list.p50)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
