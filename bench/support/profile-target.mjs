#!/usr/bin/env -S node --experimental-websocket
/**
 * CPU or heap-allocation profiles of the built Next server under the proxy benchmark's closed loop, one per target, all
 * from one server process: `node --experimental-websocket bench/support/profile-target.mjs [cpu|heap] [targets…]`
 * (after a build; targets among bff, catch-all, catch-all-cookie, plain, bare-proxy; default bff and catch-all, taking turns PROFILE_ROUNDS times).
 * Starts the fixed upstream (static-upstream.mjs) and `next start` with the inspector on loopback, signs in through the
 * BFF, warms every target up, then for each round and target starts the profiler over the inspector protocol, loads
 * the target for PROFILE_SECONDS (default 5) and stops it: the profile covers exactly the measured requests, so its
 * busy time over their count is the server's CPU per request. Writes <target>.<round>.cpuprofile (or .heapprofile) into
 * PROFILE_DIR (default a temporary directory, printed); summarize-profile.mjs reads them. PROFILE_PORT (default 3512),
 * the upstream on the next port, the inspector on the one after; PROFILE_NODE_FLAGS adds flags to the server's node
 * (`--trace-gc`: its output is then shown).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedLoop } from '../load-lib.mjs';
import { passwordLogin, root, startProcess } from '../lib.mjs';
import { cpuMs } from './process-cpu.mjs';
import { connectInspector } from './inspector.mjs';

const [kind = 'cpu', ...names] = process.argv.slice(2);
const which = names.length ? names : ['bff', 'catch-all'];
const appPort = Number(process.env.PROFILE_PORT ?? 3512);
const upstreamPort = appPort + 1;
const inspectPort = appPort + 2;
const seconds = Number(process.env.PROFILE_SECONDS ?? 5);
const rounds = Number(process.env.PROFILE_ROUNDS ?? 2);
const dir = process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'profile-'));
fs.mkdirSync(dir, { recursive: true });

const upstream = await startProcess(process.execPath, [path.join(root, 'bench/support/static-upstream.mjs'), String(upstreamPort)], {
  ready: /^STATIC_UPSTREAM \d+ (\d+)$/,
});
const listPath = '/blade-user/page?current=1&size=20';
const baselineFile = path.join(dir, 'page.json');
fs.writeFileSync(baselineFile, Buffer.from(await (await fetch(`http://127.0.0.1:${upstreamPort}${listPath}`)).arrayBuffer()));
// Next directly (not the launcher): `next start` answers in this one process.
const app = spawn(
  process.execPath,
  [
    `--inspect=127.0.0.1:${inspectPort}`,
    ...(process.env.PROFILE_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    path.join(root, 'node_modules/next/dist/bin/next'),
    'start',
    '-p',
    String(appPort),
  ],
  {
    cwd: root,
    stdio: ['ignore', process.env.PROFILE_NODE_FLAGS ? 'inherit' : 'ignore', 'ignore'],
    env: {
      ...process.env,
      BLADE_API_URL: `http://127.0.0.1:${upstreamPort}`,
      SESSION_SECRET: 'bench-proxy-overhead-secret-0123456789ab',
      CAPTCHA_MODE: 'off',
      LOG_ACCESS: process.env.LOG_ACCESS ?? 'off',
      BENCH_BASELINE_FILE: baselineFile,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
);
try {
  const appUrl = `http://127.0.0.1:${appPort}`;
  for (let i = 0; i < 600 && (await status(`${appUrl}/healthz`)) !== 200; i++) await new Promise((r) => setTimeout(r, 200));
  const cookie = await passwordLogin(appUrl);
  const targets = {
    bff: { origin: appUrl, path: `/api${listPath}`, headers: { cookie } },
    'catch-all': { origin: appUrl, path: `/bench-baseline${listPath}` },
    plain: { origin: appUrl, path: '/bench-baseline' },
    // The catch-all sent the BFF's cookie header too: what a cookie costs Next itself (it parses it more than once).
    'catch-all-cookie': { origin: appUrl, path: `/bench-baseline${listPath}`, headers: { cookie } },
    'bare-proxy': { origin: appUrl, path: `/bench-baseline/proxy${listPath}` },
  };
  for (const name of which)
    if (!targets[name]) throw new Error(`unknown target ${name}: bff, catch-all, catch-all-cookie, plain or bare-proxy`);
  const inspector = await connectInspector(inspectPort);
  await inspector.send(kind === 'heap' ? 'HeapProfiler.enable' : 'Profiler.enable');
  if (kind !== 'heap') await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
  for (const name of which) await closedLoop({ ...targets[name], connections: 32, seconds: 3 });
  const runs = [];
  const totals = Object.fromEntries(which.map((name) => [name, { busyMs: 0, cpuMs: 0, requests: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const name of which) {
      await inspector.send(
        kind === 'heap' ? 'HeapProfiler.startSampling' : 'Profiler.start',
        kind === 'heap' ? { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } : {},
      );
      const cpuBefore = cpuMs([app.pid]);
      const run = await closedLoop({ ...targets[name], connections: 32, seconds });
      const cpu = cpuMs([app.pid]) - cpuBefore;
      const { profile } = await inspector.send(kind === 'heap' ? 'HeapProfiler.stopSampling' : 'Profiler.stop');
      const file = path.join(dir, `${name}.${round}.${kind === 'heap' ? 'heapprofile' : 'cpuprofile'}`);
      fs.writeFileSync(file, JSON.stringify(profile));
      const busy = kind === 'heap' ? heapBytes(profile) / 1024 : busyMs(profile);
      totals[name].busyMs += busy;
      totals[name].cpuMs += cpu;
      totals[name].requests += run.requests;
      runs.push({ target: name, file: path.basename(file), requests: run.requests });
      console.log(
        `${name.padEnd(9)} round ${round}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, errors ${run.errors}; ` +
          `${(busy / run.requests).toFixed(3)} ${kind === 'heap' ? 'KB allocated' : 'ms busy'} and ${(cpu / run.requests).toFixed(3)} ms CPU per request`,
      );
    }
  }
  for (const name of which)
    console.log(
      `${name}: ${(totals[name].busyMs / totals[name].requests).toFixed(3)} ${kind === 'heap' ? 'KB allocated' : 'ms busy'} and ` +
        `${(totals[name].cpuMs / totals[name].requests).toFixed(3)} ms CPU (/proc, profiler included) per request over ${totals[name].requests} requests`,
    );
  // What compare-profiles.mjs divides by.
  fs.writeFileSync(path.join(dir, 'runs.json'), JSON.stringify(runs, null, 1));
  inspector.close();
} finally {
  app.kill('SIGINT');
  await new Promise((resolve) => app.once('exit', resolve));
  upstream.child.kill('SIGTERM');
}
console.log(`profiles in ${dir}`);

function status(url) {
  return fetch(url).then(
    (r) => r.status,
    () => 0,
  );
}

/** Samples that were not idle, in milliseconds: the process's busy time while the profiler ran. */
function busyMs(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  let us = 0;
  for (let i = 0; i < profile.samples.length; i++) if (!idle.has(profile.samples[i])) us += profile.timeDeltas[i + 1] ?? 0;
  return us / 1000;
}

function heapBytes(profile) {
  let bytes = 0;
  const walk = (node) => {
    bytes += node.selfSize ?? 0;
    for (const child of node.children ?? []) walk(child);
  };
  walk(profile.head);
  return bytes;
}
