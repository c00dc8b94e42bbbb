#!/usr/bin/env node
/**
 * The embedded Blade service answering a filtered, sorted page of a 100,000-row table
 * (target ≤ 20 ms p50), against a trivial endpoint measured in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fmt, md5, root, startProcess, time } from './lib.mjs';

const ROWS = 100_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-blade-'));
const { child, match } = await startProcess(process.execPath, [path.join(root, 'blade', 'dist', 'main.js'), '--port', '0', '--data-dir', dataDir], { ready: /^BLADE_LISTENING (\d+)$/ });
const base = `http://127.0.0.1:${match[1]}`;

try {
  const db = new Database(path.join(dataDir, 'blade.db'));
  const insert = db.prepare(`INSERT INTO blade_notice (id, tenant_id, title, category, release_time, content, create_user, create_time, update_user, update_time, status, is_deleted)
    VALUES (?, '000000', ?, ?, ?, ?, '1', ?, '1', ?, 1, 0)`);
  const varieties = ['玉米', '小麦', '稻谷', '大豆', '高粱'];
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const day = new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86_400_000 + i * 1000).toISOString().slice(0, 19).replace('T', ' ');
      insert.run(`9${String(i).padStart(18, '0')}`, `${varieties[i % 5]}收购通知 第${i}号`, (i % 6) + 1, day, '正文', day, day);
    }
  })();
  db.close();

  const token = await (await fetch(`${base}/blade-auth/oauth/token?grant_type=password&username=admin&password=${md5('admin')}&scope=all`, {
    method: 'POST', headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' },
  })).json();
  const headers = { 'blade-auth': `bearer ${token.access_token}` };
  const get = (url) => fetch(base + url, { headers }).then((response) => response.arrayBuffer());

  const page = '/blade-desk/notice/list?current=50&size=10&category_equal=3&createTime_dategt=2026-03-01 00:00:00&descs=create_time';
  const check = await (await fetch(base + page, { headers })).json();
  const baseline = await time(() => get('/blade-system/tenant/info?domain=none'));
  const list = await time(() => get(page));
  console.log(`embedded Blade, ${ROWS.toLocaleString('en')} notices, filter + date range + sort, page 50 (total ${check.data.total}):`);
  console.log(`  list page      p50 ${fmt(list.p50)}  p95 ${fmt(list.p95)}  (target p50 ≤ 20 ms)`);
  console.log(`  trivial call   p50 ${fmt(baseline.p50)}  p95 ${fmt(baseline.p95)}`);
  console.log(`  ratio list/trivial p50: ${(list.p50 / baseline.p50).toFixed(2)}×`);
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
