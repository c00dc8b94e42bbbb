#!/usr/bin/env node
/**
 * Proxy overhead (README.md, "The proxy benchmark"): `node bench/proxy-overhead.mjs` (after a build).
 * One fixed upstream answering a ~15 KB Blade list page (bench/support/static-upstream.mjs), reached
 *  - directly,
 *  - through the BFF's /api/* path (signed in: session unseal, guard, undici pool, JSON check),
 *  - through nginx proxy_pass, when nginx is installed,
 * and trivial Next route handlers as the framework's own ceiling — one answering the same page from memory
 * (app/bench-baseline/route.ts, the target's baseline: only the proxy's own work differs), the same handler behind a
 * catch-all segment like /api/[...path] (what the route's shape costs by itself), the same catch-all sent the BFF's
 * session cookie (what a signed-in call costs Next before any proxying; printed, not a target's baseline), and
 * /healthz's tiny answer — and a
 * bare undici proxy route (app/bench-baseline/proxy, the floor of any proxy route in Next) under the same load on
 * loopback, bounded in time. Prints throughput, the BFF's throughput as a share of the trivial handler's, and the
 * p50/p99 latency the BFF adds at a fixed 200 req/s.
 * Targets: ≥ 60 % of the trivial handler, added p50 ≤ 1.5 ms, p99 ≤ 20 ms. BENCH_SECONDS (default 20, per target: under
 * this load Next's heap is compacted every 4-7 s, ~0.1 s of work, so 1 s rounds swung ±10 % on where it fell),
 * BENCH_ROUNDS (default 5: the targets take turns, so a load burst from elsewhere hits them alike),
 * BENCH_WARMUP_SECONDS (default 3, per target and phase, before measuring: the latency phase runs first, the closed loop
 * after it, so its garbage is not collected inside the latency rounds),
 * BENCH_PORT (the app, default 3392), BENCH_UPSTREAM_PORT (default BENCH_PORT + 1; nginx on the next one),
 * BENCH_APP_NODE_OPTIONS (NODE_OPTIONS for the app's processes only, e.g. --max-semi-space-size=16 for an A/B).
 *
 * Targets (against the catch-all of the same run, the BFF's route shape): p99 at 200 req/s ≤ 2×, added p50 ≤ 0.5 ms,
 * closed-loop throughput ≥ 80 %, app CPU per request ≤ 1.2×.
 * Where the BFF's cost comes from (bench/support/profile-target.mjs: CPU and heap-allocation profiles of the built
 * server, started and stopped over the inspector for exactly the measured closed-loop requests, one per target from one
 * server; compare-profiles.mjs prints the per-request difference through the build's source maps):
 *  - Most of it is the upstream round trip itself, which any proxy route pays: the bare undici proxy
 *    (app/bench-baseline/proxy: the catch-all plus one undici call, nothing else) cost 1.09-1.26x the catch-all's app
 *    CPU per request and gave 73-95 % of its closed-loop throughput in five runs (1.36x and 55 % in a sixth, taken
 *    during a load spike). Per call: undici's client (request, client-h1, llhttp's wasm) ~70 us of profile time, the
 *    write of the upstream request (writeLatin1String) ~40 us, and its body's stream and event machinery. So the CPU
 *    (<= 1.2x) and throughput (>= 80 %) targets sit at or past the floor of any /api/* proxy in Next on this machine,
 *    before the BFF does any work of its own.
 *  - The BFF's own work on top of that floor: 0.22-0.32 ms of app CPU per call (1.19-1.27x the bare proxy) in the same
 *    runs (0.44 ms in the spike). In the profiles: the JSON envelope scan of the 15 KB page
 *    (lib/blade/json-envelope.ts, 30-45 us, often inlined into readJsonEnvelope), the deadline's timer and signal
 *    (lib/blade/upstream.ts), the session read (the remembered session's copy, the ended-session check, the cookie
 *    parse), the path and origin checks, and the answer's headers converted by undici's Headers (webidl ByteString). Three of these were per-call work that needed none:
 *    hasEnded hashed the access token with sha256 on every call (now remembered per token,
 *    lib/auth/ended-sessions.ts), sessionOptions rebuilt the password record on every call (now once per configuration,
 *    lib/session.ts), and the session cache JSON.parse'd the remembered session for each reader (now a copy of its
 *    fields, lib/auth/cached-session.ts). Two back-to-back pairs (BENCH_SECONDS=10, the builds swapped in turn):
 *    app CPU per request BFF / catch-all, before -> after: 1.40 / 0.88 ms (1.58x) -> 1.53 / 1.02 ms (1.49x) at load
 *    average 9.8 then 6.5; 1.50 / 1.05 ms (1.43x) -> 1.42 / 1.08 ms (1.31x) at 5-7 (after run first). Closed-loop
 *    throughput 61 % -> 62 % and 72 % -> 75 % of the catch-all's; the BFF above the bare proxy 0.29 -> 0.32 ms and
 *    0.31 -> 0.22 ms. The ratio fell by about a tenth in both pairs, about what this machine's noise moves it. A third
 *    pair (1.68x -> 1.35x) does not count: its before run fell in a load spike (load average 9 -> 13).
 *  - Garbage: a BFF call allocated ~285 KB against the catch-all's ~243 KB (sampled heap profile; Next's own work per
 *    request is most of both), and its objects live longer (the call waits for the upstream), so more of them survive
 *    scavenges: the BFF's profile spent ~90 us more per call in the garbage collector, and --trace-gc showed the old
 *    generation growing ~2 MB per scavenge under the loop, then a 50-100 ms mark-compact every 8 s or so. That is the
 *    likeliest source of the BFF's p99 at 200 req/s once the machine is quiet (not measured: see below). A larger young
 *    generation (node --max-semi-space-size for the Next process) cut scavenges 273 -> 116 in one run; its effect on
 *    CPU and p99 was not measurable here and it is not applied.
 *  - Cut next (a later session, profiles of bff, bare-proxy, catch-all-cookie and catch-all from one server): the
 *    deadline's own timer per call (setTimeout/clearTimeout, its Timeout object and four closures; now one unref'd
 *    interval watches the calls in flight and the deadline signal is the browser signal's listener itself,
 *    lib/blade/upstream.ts), the request id set on the finished Response through undici's Headers (now in the record
 *    the answer is built from, lib/bff/forward.ts), a second parse of the URL Next had parsed (req.nextUrl), and the
 *    session's three methods and two closures defined on every session (now on a shared prototype; the cookie options
 *    resolved once per configuration, lib/auth/cached-session.ts). In the first profiles these were ~60-80 us of
 *    profile time per call, but the cut does not show above this machine's noise: the BFF's own files (handle,
 *    forward, upstream, json-envelope, cached-session, session, service-path) summed to 275 us per call in one
 *    profile of the old build and 216 us in one of the new, then 179 us (old) and 193 us (new) in a back-to-back pair
 *    at load average 6-8 (PROFILE_ROUNDS=2, ~3000 requests each): their sum swings +-50 % between runs, so what the
 *    cuts removed (a Timeout, five closures, three method objects and a defineProperties per call) is argued by
 *    construction, not measured. Either way the BFF's own code is ~0.2 ms of profile time, and the BFF cost 0.13-0.49 ms
 *    of app CPU per request above the bare proxy in these runs; the rest is Next's.
 *  - What is left and is not the BFF's: a request that carries a Cookie header costs Next more than one without, and
 *    only the BFF's target sends one (the catch-all baseline is cookie-free): Next parses the header three times per
 *    request (NextRequest's RequestCookies, the request store's cookies in prepareImpl, and mutableCookies read by
 *    finalizeResponse), each through undici's webidl ByteString conversion; in one profile pair ByteString +33 us,
 *    app-route's cookie parse +22 us, parseCookie/tryDecode +15 us per request for catch-all-cookie over catch-all
 *    (whose totals, though, were within the noise of each other). The benchmark now also loads the catch-all with the
 *    BFF's cookie and prints the BFF against it (not a target's baseline: the targets stay against the cookie-free
 *    catch-all); it cost 1.32x, 1.05x and 1.11x the cookie-free one's CPU in three runs (a 3 s trial and the two
 *    below), and the BFF 1.26-1.37x its CPU.
 *    The envelope scan is 25-30 us per 15 KB page and stays: it is what turns a truncated or garbage 200 into a 502
 *    (a whole-text check cannot stop at the code). Reading the body (the promise and listeners of readBody) ~25 us,
 *    and undici's request API (AsyncResource, its Readable) is paid by the bare proxy alike.
 *  - Measured (BENCH_SECONDS=10, builds swapped back to back on one worktree, load averages stated): before these cuts
 *    app CPU per request 1.67x the catch-all's (1.70 / 1.02 ms) at load 8-9, and 1.24x (1.95 / 1.57 ms) at 9-12;
 *    with the first three cuts 1.15x (2.36 / 2.04 ms) at 12-20 (right after the 1.24x run). With all of them, two more
 *    back-to-back pairs: old 1.12x (1.35 / 1.21 ms) then new 1.09x (1.41 / 1.29 ms) at load 12-15, new 1.34x
 *    (1.72 / 1.28 ms) then old 0.87x (1.62 / 1.85 ms) at 7-9. The old build alone ranged 0.87-1.67x: this machine's
 *    load (other engineers' builds and e2e runs) moves the ratio more than the cuts can, so no figure here says
 *    whether the CPU target is met; four of the seven runs printed it met (1.15x, 1.12x, 1.09x and the old build's
 *    0.87x), which says as much about the load as about the BFF. Closed-loop throughput printed 65-141 % of the
 *    catch-all's (the Node load generator shares the 2 cores: apt-get install wrk for a fairer one).
 *  - The final tree, once the machine was quieter: BENCH_SECONDS=10 at load average 5 -> 3, app CPU per request 1.43x
 *    the catch-all's (1.23 / 0.86 ms; the bare proxy 1.26x, the BFF 0.15 ms above it), throughput 71 %, p99 at
 *    200 req/s 0.47 s against the catch-all's 0.86 s (met), added p50 2.27 ms; then the full default run (20 s per
 *    target) at load 3 -> 9: 1.46x (1.78 / 1.22 ms; bare proxy 1.17x, the BFF 0.36 ms above it), throughput 59 %,
 *    p99 177 ms against 466 ms (met), added p50 0.81 ms (the catch-all with the cookie: 0.75 ms). So: the p99 target
 *    printed met in both (the catch-all's own p99 was the larger, i.e. the tail is the machine's, not the BFF's);
 *    added p50, throughput and CPU per request are not met, and the bare proxy alone (1.17-1.26x) is at or past the
 *    1.2x CPU target before the BFF does any work of its own.
 *  - --max-semi-space-size=16 for the app (BENCH_APP_NODE_OPTIONS): one A/B at load average 13-21, 1.37x with it
 *    against 1.15x without, p99s of 2-3 s for every target: no effect measurable, not applied in scripts/start.mjs.
 *  - Not in it: proxy.ts (for /api only Next's matcher regex runs, 0.1-0.4 % of the BFF's profile; the middleware
 *    itself does not), and unsealing (no iron-session frame: the seals are remembered, lib/auth/cached-session.ts).
 *  - Found before: a stale session cookie resealed by every call that carried it (now once per seal, touchSession in
 *    lib/auth/cached-session.ts), the answer's headers built twice, two promises per call.
 * Latency targets (both sessions): not measurable on the machine these ran on. In the later session, at load averages
 * of 7-21, the catch-all's own p99 at 200 req/s ranged 0.16-3 s and the BFF's 0.35-3.2 s (the p99 check printed met in
 * three of seven runs, by chance; the added p50 never); a quiet window (load average < 2) never came.
 * Earlier: with load averages of 6-20 on its 2 cores (three other
 * engineers' builds and tests), the catch-all's own p99 at 200 req/s ranged 0.7-16 s between runs and its p50 5-1200 ms,
 * so neither the p99 ratio nor the added p50 said anything about the BFF; CPU per request is the figure that held.
 * In the runs after these changes the CPU target was not met (1.31-1.49x); throughput reached 62-88 % of the
 * catch-all's (met once); the latency checks printed met or not met by chance, at p99s of 0.6-2 s.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { closedLoop, combine, fixedRate } from './load-lib.mjs';
import { passwordLogin, root, startProcess } from './lib.mjs';
import { combineWrk, wrkClosedLoop, wrkPath } from './support/wrk.mjs';
import { cpuMs, processTree } from './support/process-cpu.mjs';

const appPort = Number(process.env.BENCH_PORT ?? 3392);
const upstreamPort = Number(process.env.BENCH_UPSTREAM_PORT ?? appPort + 1);
const nginxPort = upstreamPort + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const children = [];
const cleanups = [];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
try {
  const upstream = await startProcess(process.execPath, [path.join(root, 'bench/support/static-upstream.mjs'), String(upstreamPort)], {
    ready: /^STATIC_UPSTREAM \d+ (\d+)$/,
  });
  children.push(upstream.child);
  // The trivial route handler's answer is the very page the BFF proxies (app/bench-baseline/route.ts serves this file).
  const listPath = '/blade-user/page?current=1&size=20';
  const baselineDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const baselineFile = path.join(baselineDir, 'page.json');
  fs.writeFileSync(baselineFile, Buffer.from(await (await fetch(`http://127.0.0.1:${upstreamPort}${listPath}`)).arrayBuffer()));
  cleanups.push(() => fs.rmSync(baselineDir, { recursive: true, force: true }));
  const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(appPort),
      BLADE_API_URL: `http://127.0.0.1:${upstreamPort}`,
      SESSION_SECRET: 'bench-proxy-overhead-secret-0123456789ab',
      CAPTCHA_MODE: 'off',
      LOG_ACCESS: 'off',
      BENCH_BASELINE_FILE: baselineFile,
      // BENCH_APP_NODE_OPTIONS: node flags for the app's processes only (an A/B of --max-semi-space-size, say),
      // not for this load generator.
      ...(process.env.BENCH_APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS } : {}),
    },
  });
  children.push(app);
  const appUrl = `http://127.0.0.1:${appPort}`;
  for (
    let i = 0;
    i < 600 &&
    (await fetch(`${appUrl}/healthz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200;
    i++
  )
    await new Promise((r) => setTimeout(r, 200));

  const cookie = await passwordLogin(appUrl);

  const bffTarget = { name: 'BFF /api/*', origin: appUrl, path: `/api${listPath}`, headers: { cookie } };
  // Like a browser, keep the cookie the BFF rewrites once a minute (the idle clock): a client that kept sending the
  // first one would have its session resealed on every call after a minute, which no browser does.
  const refreshBffCookie = async () => {
    bffTarget.headers.cookie = await currentCookie(appUrl + bffTarget.path, bffTarget.headers.cookie);
  };
  const targets = [
    { name: 'upstream directly', origin: `http://127.0.0.1:${upstreamPort}`, path: listPath },
    bffTarget,
    { name: 'trivial Next route, same page', origin: appUrl, path: '/bench-baseline' },
    // The same handler behind a catch-all segment, the shape /api/[...path] must have: Next rebuilds a dynamic
    // route's matcher on every request, a cost of the route's shape that any /api/* handler pays.
    { name: 'trivial catch-all route, same', origin: appUrl, path: `/bench-baseline${listPath}` },
    // The same catch-all sent the BFF's session cookie (the very headers object, kept current with it): Next parses a
    // request's Cookie header three times, so this is the catch-all's cost for a signed-in call, the BFF's own shape.
    { name: 'trivial catch-all, BFF cookie', origin: appUrl, path: `/bench-baseline${listPath}`, headers: bffTarget.headers },
    { name: 'trivial Next route (/healthz)', origin: appUrl, path: '/healthz' },
    // The catch-all plus one undici call to the same upstream and nothing else (app/bench-baseline/proxy): the floor
    // of any /api/* proxy in Next, so what the BFF costs above it is its own work (session, checks, deadline, scan).
    { name: 'bare undici proxy, same page', origin: appUrl, path: `/bench-baseline/proxy${listPath}` },
  ];
  const nginx = spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString().trim();
  if (nginx) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; upstream blade { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server { listen 127.0.0.1:${nginxPort}; location / { proxy_pass http://blade; proxy_http_version 1.1; proxy_set_header Connection ""; } } }`,
    );
    const proc = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    children.push(proc);
    await new Promise((r) => setTimeout(r, 500));
    targets.push({ name: 'nginx proxy_pass', origin: `http://127.0.0.1:${nginxPort}`, path: listPath });
  } else {
    console.log('nginx is not installed: its comparison is skipped (apt-get install nginx to include it)');
  }

  const size = (await (await fetch(`${appUrl}/api${listPath}`, { headers: { cookie } })).arrayBuffer()).byteLength;
  console.log(
    `list page: ${(size / 1024).toFixed(1)} KB; per target ${seconds} s at 200 req/s, then ${seconds} s closed loop (${connections} connections), each in ${rounds} interleaved rounds\n`,
  );

  // Rounds interleave the targets, so a neighbour's load burst on a shared machine hits them all alike.
  const runs = Object.fromEntries(targets.map((target) => [target.name, { throughput: [], latency: [] }]));
  // wrk when installed (a C generator leaves the servers the CPU a Node generator takes on 2 cores), else undici.
  const useWrk = !!wrkPath && process.env.BENCH_GENERATOR !== 'node';
  const throughputRun = (target, runSeconds) =>
    useWrk ? wrkClosedLoop({ ...target, connections, seconds: runSeconds }) : closedLoop({ ...target, connections, seconds: runSeconds });
  console.log(`closed loop generator: ${useWrk ? 'wrk' : 'undici (apt-get install wrk for a lighter one)'}`);
  // Latency at 200 req/s first, throughput after: under the closed loop Next compacts its old generation every 4-7 s
  // (--trace-gc: ~200 MB down to ~50 MB, a 40-100 ms stall), and latency rounds taken between closed-loop rounds paid
  // for the loop before them in their p99. At 200 req/s alone Next still compacts every 12-15 s (its requests' objects
  // survive scavenges: Node 20's Request holds them through a FinalizationRegistry), so p99 depends on where that falls.
  // Each phase warms every target up first: V8 optimises a path only after it ran a while, and the BFF's path is
  // longer than a trivial route's (a 1 s warm-up left it measuring partly unoptimised code in the first rounds).
  for (const target of targets) await fixedRate({ ...target, rate: 200, seconds: warmupSeconds });
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      if (target === bffTarget) await refreshBffCookie();
      runs[target.name].latency.push(await fixedRate({ ...target, rate: 200, seconds: seconds / rounds }));
    }
  }
  for (const target of targets) await throughputRun(target, warmupSeconds);
  // CPU the app's processes (launcher and Next) spend per request: unlike throughput, a neighbour's load does not move it.
  const appPids = processTree(app.pid);
  const cpu = Object.fromEntries(targets.map((target) => [target.name, { ms: 0, requests: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      if (target === bffTarget) await refreshBffCookie();
      const cpuBefore = cpuMs(appPids);
      const run = await throughputRun(target, Math.max(1, seconds / rounds));
      cpu[target.name].ms += cpuMs(appPids) - cpuBefore;
      cpu[target.name].requests += run.requests;
      runs[target.name].throughput.push(run);
    }
  }
  const results = {};
  for (const target of targets) {
    const throughput = useWrk ? combineWrk(runs[target.name].throughput) : combine(runs[target.name].throughput);
    const latency = combine(runs[target.name].latency);
    results[target.name] = { throughput, latency };
    console.log(
      `${target.name.padEnd(31)} ${throughput.rps.toFixed(0).padStart(6)} req/s (p50 ${fmt(throughput.p50)}, p99 ${fmt(throughput.p99)}) | ` +
        `at 200 req/s p50 ${fmt(latency.p50)}, p99 ${fmt(latency.p99)} | errors ${throughput.errors + latency.errors}`,
    );
  }

  const bff = results['BFF /api/*'];
  const direct = results['upstream directly'];
  const trivial = results['trivial Next route, same page'];
  const catchAll = results['trivial catch-all route, same'];
  const tiny = results['trivial Next route (/healthz)'];
  const share = bff.throughput.rps / trivial.throughput.rps;
  const catchAllShare = bff.throughput.rps / catchAll.throughput.rps;
  const addedP50 = bff.latency.p50 - direct.latency.p50;
  const addedP99 = bff.latency.p99 - direct.latency.p99;
  const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`;
  console.log(
    `\nBFF throughput: ${percent(share)} of the trivial route answering the same page (target ≥ 60 %), ${percent(catchAllShare)} of the same handler behind a catch-all like /api/[...path] (the catch-all alone: ${percent(catchAll.throughput.rps / trivial.throughput.rps)} of the plain route); ${percent(bff.throughput.rps / tiny.throughput.rps)} of /healthz's tiny answer; ${percent(bff.throughput.rps / direct.throughput.rps)} of the upstream directly`,
  );
  if (results['nginx proxy_pass'])
    console.log(
      `nginx proxy_pass: ${percent(results['nginx proxy_pass'].throughput.rps / direct.throughput.rps)} of the upstream directly; BFF ${percent(bff.throughput.rps / results['nginx proxy_pass'].throughput.rps)} of nginx`,
    );
  const perRequest = (name) => cpu[name].ms / Math.max(1, cpu[name].requests);
  const bffCpu = perRequest('BFF /api/*');
  const trivialCpu = perRequest('trivial Next route, same page');
  const catchAllCpu = perRequest('trivial catch-all route, same');
  const bare = results['bare undici proxy, same page'];
  const bareCpu = perRequest('bare undici proxy, same page');
  console.log(
    `app CPU per request: BFF ${fmt(bffCpu)}, trivial route with the same page ${fmt(trivialCpu)}, the same behind a catch-all ${fmt(catchAllCpu)}, /healthz ${fmt(perRequest('trivial Next route (/healthz)'))}: the BFF's capacity on a dedicated core is ${percent(trivialCpu / bffCpu)} of the trivial route's, ${percent(catchAllCpu / bffCpu)} of the catch-all's (the upstream's own CPU not counted)`,
  );
  console.log(
    `latency added by the BFF at 200 req/s: p50 ${fmt(addedP50)} (target ≤ 1.5 ms), p99 ${fmt(addedP99)} (target ≤ 20 ms); Next's own floor (the trivial route with the same page): p50 ${fmt(trivial.latency.p50 - direct.latency.p50)}, p99 ${fmt(trivial.latency.p99 - direct.latency.p99)}; behind a catch-all: p50 ${fmt(catchAll.latency.p50 - direct.latency.p50)}, p99 ${fmt(catchAll.latency.p99 - direct.latency.p99)}`,
  );
  console.log(
    `the bare undici proxy (the floor of any proxy route): CPU per request ${fmt(bareCpu)}, ${(bareCpu / catchAllCpu).toFixed(2)}× the catch-all's; ` +
      `throughput ${percent(bare.throughput.rps / catchAll.throughput.rps)} of the catch-all's; at 200 req/s p50 ${fmt(bare.latency.p50)}, p99 ${fmt(bare.latency.p99)}. ` +
      `The BFF above it: CPU ${fmt(bffCpu - bareCpu)} per request, ${(bffCpu / bareCpu).toFixed(2)}×; p99 ${(bff.latency.p99 / bare.latency.p99).toFixed(2)}×`,
  );
  const withCookie = results['trivial catch-all, BFF cookie'];
  const withCookieCpu = perRequest('trivial catch-all, BFF cookie');
  console.log(
    `the catch-all sent the BFF's cookie (not a target's baseline): CPU per request ${fmt(withCookieCpu)}, ${(withCookieCpu / catchAllCpu).toFixed(2)}× the cookie-free catch-all's; ` +
      `at 200 req/s p50 ${fmt(withCookie.latency.p50)}, p99 ${fmt(withCookie.latency.p99)}. The BFF against it: CPU ${(bffCpu / withCookieCpu).toFixed(2)}×, ` +
      `throughput ${percent(bff.throughput.rps / withCookie.throughput.rps)}, added p50 ${fmt(bff.latency.p50 - withCookie.latency.p50)}, p99 ${(bff.latency.p99 / withCookie.latency.p99).toFixed(2)}×`,
  );
  const errors = Object.values(results).reduce((sum, r) => sum + r.throughput.errors + r.latency.errors, 0);
  if (errors) console.log(`errors: ${errors}`);
  // The targets, against the same handler behind a catch-all measured in the same run (the BFF's route shape, so only
  // the proxy's own work differs).
  const p99Ratio = bff.latency.p99 / catchAll.latency.p99;
  const addedOverCatchAll = bff.latency.p50 - catchAll.latency.p50;
  const cpuRatio = bffCpu / catchAllCpu;
  const check = (ok) => (ok ? 'met' : 'NOT met');
  console.log('\ntargets against the catch-all route of the same run:');
  console.log(
    `  p99 at 200 req/s            ${(p99Ratio).toFixed(2)}× the catch-all's (${fmt(bff.latency.p99)} / ${fmt(catchAll.latency.p99)})   target ≤ 2×     ${check(p99Ratio <= 2)}`,
  );
  console.log(`  added p50 at 200 req/s      ${fmt(addedOverCatchAll)}   target ≤ 0.50 ms   ${check(addedOverCatchAll <= 0.5)}`);
  console.log(
    `  closed-loop throughput      ${percent(catchAllShare)} of the catch-all's   target ≥ 80 %   ${check(catchAllShare >= 0.8)}`,
  );
  console.log(
    `  app CPU per request         ${cpuRatio.toFixed(2)}× the catch-all's (${fmt(bffCpu)} / ${fmt(catchAllCpu)})   target ≤ 1.2×   ${check(cpuRatio <= 1.2)}`,
  );
  const met = p99Ratio <= 2 && addedOverCatchAll <= 0.5 && catchAllShare >= 0.8 && cpuRatio <= 1.2 && errors === 0;
  console.log(
    met ? 'targets met' : 'targets NOT met (on a shared 2-core machine the figures vary between runs; CPU per request moves least)',
  );
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM');
  for (const cleanup of cleanups) cleanup();
}

/** The cookie a browser would hold after one more call: the old one, with whatever the answer set replacing it. */
async function currentCookie(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0], pair]));
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(';')[0];
    jar.set(pair.split('=')[0], pair);
  }
  return [...jar.values()].join('; ');
}
