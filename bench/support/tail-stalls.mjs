#!/usr/bin/env -S node --experimental-websocket
/**
 * Where the proxy benchmark's p99 at 200 req/s comes from: `node --experimental-websocket bench/support/tail-stalls.mjs
 * [targets…]` (after a build; targets among bff, catch-all, bare-proxy, catch-all-cookie, bare-proxy-cookie; default
 * the first three, taking turns TAIL_ROUNDS times, 2 by default, TAIL_SECONDS each, 10 by default).
 * Starts the fixed upstream and `next start` with `--trace-gc` and the inspector, signs in, warms every target up, then
 * loads each at 200 req/s (bench/load-lib.mjs fixedRate) under a CPU profile (0.25 ms sampling) and prints per target:
 *  - p50, p99 and the slowest answer;
 *  - the garbage collections in its window (scavenges, mark-compacts and their pauses) and how much the old space grew
 *    per request across scavenges (what was promoted: it decides how often a mark-compact comes);
 *  - its worst bursts of late answers (> 15 ms, due within 50 ms of each other): the collections in their window and
 *    what the server's main thread did meanwhile (profile samples by function, idle included).
 * PROFILE_PORT (default 3522), the upstream on the next port, the inspector on the one after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fixedRate } from '../load-lib.mjs';
import { passwordLogin, root, startProcess } from '../lib.mjs';
import { connectInspector } from './inspector.mjs';

const which = process.argv.slice(2).length ? process.argv.slice(2) : ['bff', 'catch-all', 'bare-proxy'];
const appPort = Number(process.env.PROFILE_PORT ?? 3522);
const upstreamPort = appPort + 1;
const inspectPort = appPort + 2;
const seconds = Number(process.env.TAIL_SECONDS ?? 10);
const rounds = Number(process.env.TAIL_ROUNDS ?? 2);
const LATE_MS = 15;

const upstream = await startProcess(process.execPath, [path.join(root, 'bench/support/static-upstream.mjs'), String(upstreamPort)], {
  ready: /^STATIC_UPSTREAM \d+ (\d+)$/,
});
const listPath = '/blade-user/page?current=1&size=20';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tail-stalls-'));
const baselineFile = path.join(dir, 'page.json');
fs.writeFileSync(baselineFile, Buffer.from(await (await fetch(`http://127.0.0.1:${upstreamPort}${listPath}`)).arrayBuffer()));
const app = spawn(
  process.execPath,
  [`--inspect=127.0.0.1:${inspectPort}`, '--trace-gc', path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(appPort)],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      BLADE_API_URL: `http://127.0.0.1:${upstreamPort}`,
      SESSION_SECRET: 'bench-proxy-overhead-secret-0123456789ab',
      CAPTCHA_MODE: 'off',
      LOG_ACCESS: 'off',
      BENCH_BASELINE_FILE: baselineFile,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
);
// --trace-gc lines, stamped on arrival with this process's clock (the one the latencies use).
const collections = [];
readline.createInterface({ input: app.stdout }).on('line', (line) => {
  const match = /(Scavenge|Mark-Compact)\S* ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \([\d.]+\) MB, ([\d.]+) \//.exec(line);
  if (match) collections.push({ at: performance.now(), kind: match[1], after: Number(match[4]), pauseMs: Number(match[5]) });
});
try {
  const appUrl = `http://127.0.0.1:${appPort}`;
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${appUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 200));
  const cookie = await passwordLogin(appUrl);
  const targets = {
    bff: { origin: appUrl, path: `/api${listPath}`, headers: { cookie } },
    'catch-all': { origin: appUrl, path: `/bench-baseline${listPath}` },
    'bare-proxy': { origin: appUrl, path: `/bench-baseline/proxy${listPath}` },
    // Both sent the BFF's session cookie, as every signed-in call is (Next parses it: see bench/proxy-overhead.mjs).
    'catch-all-cookie': { origin: appUrl, path: `/bench-baseline${listPath}`, headers: { cookie } },
    'bare-proxy-cookie': { origin: appUrl, path: `/bench-baseline/proxy${listPath}`, headers: { cookie } },
  };
  for (const name of which) if (!targets[name]) throw new Error(`unknown target ${name}: ${Object.keys(targets).join(', ')}`);
  for (const name of which) await fixedRate({ ...targets[name], rate: 200, seconds: 3 });
  const inspector = await connectInspector(inspectPort);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 250 });
  for (let round = 0; round < rounds; round++) {
    for (const name of which) {
      const fromCollection = collections.length;
      const samples = [];
      await inspector.send('Profiler.start');
      // The profile's clock (µs, monotonic) against ours (ms): both read around the start.
      const startedAt = performance.now();
      const run = await fixedRate({ ...targets[name], rate: 200, seconds, onSample: (due, ms) => samples.push({ due, ms }) });
      const { profile } = await inspector.send('Profiler.stop');
      report(name, round, run, samples, collections.slice(fromCollection), profile, startedAt);
    }
  }
  inspector.close();
} finally {
  app.kill('SIGINT');
  upstream.child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}

function report(name, round, run, samples, gcs, profile, startedAt) {
  const scavenges = gcs.filter((gc) => gc.kind === 'Scavenge');
  const marks = gcs.filter((gc) => gc.kind === 'Mark-Compact');
  // Old space grows by what a scavenge promotes: the heap after one scavenge against the heap after the one before.
  let promotedMb = 0;
  for (let i = 1; i < gcs.length; i++) if (gcs[i].kind === 'Scavenge') promotedMb += Math.max(0, gcs[i].after - gcs[i - 1].after);
  console.log(
    `${name} round ${round}: p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, slowest ${Math.max(...run.latencies).toFixed(1)} ms | ` +
      `${scavenges.length} scavenges, ${marks.length} mark-compacts (pauses ${marks.map((gc) => `${gc.pauseMs.toFixed(0)} ms`).join(', ') || 'none'}), ` +
      `~${((promotedMb * 1024) / Math.max(1, run.requests)).toFixed(1)} KB promoted per request`,
  );
  const timeline = sampleTimeline(profile, startedAt);
  for (const cluster of lateClusters(samples).slice(0, 3)) {
    const inWindow = timeline.filter((sample) => sample.at >= cluster.from && sample.at <= cluster.to);
    const self = new Map();
    for (const sample of inWindow) self.set(sample.where, (self.get(sample.where) ?? 0) + 1);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const inside = gcs
      .filter((gc) => gc.at >= cluster.from - 20 && gc.at <= cluster.to + 20)
      .map((gc) => `${gc.kind} ${gc.pauseMs.toFixed(0)} ms`);
    console.log(
      `  ${cluster.count} answers later than ${LATE_MS} ms (slowest ${cluster.slowest.toFixed(0)} ms) at +${((cluster.from - startedAt) / 1000).toFixed(2)} s; ` +
        `collections ${inside.join(', ') || 'none'}; the server meanwhile: ` +
        top.map(([where, count]) => `${where} ${Math.round((100 * count) / Math.max(1, inWindow.length))} %`).join(', '),
    );
  }
}

/** Late answers grouped by when they were due (50 ms apart at most), the worst first; each with the window it spans. */
function lateClusters(samples) {
  const clusters = [];
  for (const sample of samples.filter((s) => s.ms > LATE_MS).sort((a, b) => a.due - b.due)) {
    const last = clusters.at(-1);
    if (last && sample.due - last.lastDue < 50) {
      last.lastDue = sample.due;
      last.to = Math.max(last.to, sample.due + sample.ms);
      last.count++;
      last.slowest = Math.max(last.slowest, sample.ms);
    } else clusters.push({ from: sample.due, lastDue: sample.due, to: sample.due + sample.ms, count: 1, slowest: sample.ms });
  }
  return clusters.sort((a, b) => b.slowest - a.slowest);
}

/** Each profile sample as { at (this process's clock, ms), where }: the profile's µs since its start, from `startedAt`. */
function sampleTimeline(profile, startedAt) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const timeline = [];
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    const frame = nodes.get(profile.samples[i]).callFrame;
    const file = frame.url.replace(/^.*\/(node_modules|\.next)\//, '').replace(/^node:internal\/deps\//, '');
    timeline.push({
      at: startedAt + (time - profile.startTime) / 1000,
      where: `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`,
    });
  }
  return timeline;
}
