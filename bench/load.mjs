#!/usr/bin/env node
/**
 * Load (README.md, "Test it"): `node bench/load.mjs [seconds]` (default 60; after a build).
 * The launcher with the embedded service on a fresh database; 200 concurrent signed-in clients
 * each loop on a real list page through the BFF for the duration. Prints throughput, latency,
 * errors and the RSS of the Next server and the embedded service every 5 s; exits non-zero on
 * any error, or when the Next server's RSS kept growing after warm-up (last third > 1.3× the middle third).
 * LOAD_PORT (default 4475), LOAD_CLIENTS (default 200).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { login, percentile, root, startProcess } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 60);
const clients = Number(process.env.LOAD_CLIENTS ?? 200);
const port = Number(process.env.LOAD_PORT ?? 4475);
const listPaths = [
  '/api/blade-user/page?current=1&size=20',
  '/api/blade-system/param/list?current=1&size=20',
  '/api/blade-desk/notice/list?current=1&size=20',
];

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};
const childrenOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const commandOf = (pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');

ensureBuilt(root, (line) => console.log(`[load] ${line}`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
const { child: app } = await startProcess(process.execPath, [path.join(root, 'scripts/start.mjs'), '--reset'], {
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    BLADE_API_URL: '',
    SESSION_SECRET: 'load-test-session-secret-0123456789abcdef',
    LOG_ACCESS: 'off',
  },
  ready: /back-office on/,
});
const appUrl = `http://127.0.0.1:${port}`;
try {
  for (
    let i = 0;
    i < 600 &&
    (await fetch(`${appUrl}/readyz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200;
    i++
  )
    await new Promise((r) => setTimeout(r, 200));
  const pids = childrenOf(app.pid);
  const nextPid = pids.find((pid) => commandOf(pid).includes('next'));
  const bladePid = pids.find((pid) => commandOf(pid).includes('blade/dist/blade/main.js'));
  const cookie = await login(appUrl, dataDir);

  const pool = new Pool(appUrl, { connections: clients });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let done = 0;
  const samples = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  console.log(
    `load: ${clients} clients × ${seconds} s through the BFF (${listPaths.length} list pages), Next pid ${nextPid}, Blade pid ${bladePid}`,
  );
  const sampler = setInterval(() => {
    const sample = { t: Math.round((performance.now() - started) / 1000), next: rssMb(nextPid), blade: rssMb(bladePid), done, errors };
    samples.push(sample);
    console.log(
      `  t=${String(sample.t).padStart(3)} s  requests ${String(done).padStart(7)}  errors ${errors}  RSS Next ${sample.next.toFixed(0)} MB, Blade ${sample.blade.toFixed(0)} MB`,
    );
  }, 5000);

  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const begun = performance.now();
        try {
          const response = await pool.request({ method: 'GET', path: listPaths[(client + n) % listPaths.length], headers: { cookie } });
          const body = await response.body.json();
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          if (response.statusCode !== 200 || body?.success !== true) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - begun);
        done++;
      }
    }),
  );
  clearInterval(sampler);
  await pool.close();
  const elapsed = (performance.now() - started) / 1000;
  const third = Math.max(1, Math.floor(samples.length / 3));
  const average = (list) => list.reduce((sum, s) => sum + s.next, 0) / list.length;
  // The first third is warm-up (JIT, caches, the pool filling); growth is measured after it.
  const early = average(samples.slice(third, 2 * third));
  const late = average(samples.slice(-third));
  console.log(
    `\n${done} requests in ${elapsed.toFixed(1)} s = ${(done / elapsed).toFixed(0)} req/s; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `statuses: ${Object.entries(statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}; errors: ${errors}`,
  );
  console.log(
    `Next RSS after warm-up: middle third ${early.toFixed(0)} MB, last third ${late.toFixed(0)} MB (peak ${Math.max(...samples.map((s) => s.next)).toFixed(0)} MB)`,
  );
  const healthy =
    (await fetch(`${appUrl}/healthz`).then(
      (r) => r.status,
      () => 0,
    )) === 200;
  const stable = !(late > early * 1.3);
  console.log(
    errors === 0 && stable && healthy
      ? 'load: 0 errors, memory stable'
      : `load: FAIL (errors ${errors}, memory ${stable ? 'stable' : 'growing'}, healthz ${healthy ? 'ok' : 'down'})`,
  );
  process.exitCode = errors === 0 && stable && healthy ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => (app.exitCode !== null ? resolve() : app.on('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
