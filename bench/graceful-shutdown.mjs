#!/usr/bin/env node
/**
 * Graceful shutdown (README.md, "Test it" and "Production"): `node bench/graceful-shutdown.mjs` (after a build).
 *  1. The launcher in front of a gateway that answers slowly (e2e/support/faulty-blade.mjs):
 *     SIGTERM while a 5 s call is in flight → the call still answers 200, the launcher exits 0.
 *  2. The launcher with the embedded service: SIGTERM → Next and the Blade service both exit.
 * Ports from BENCH_SHUTDOWN_PORT (default 4460, 4461, 4462). Exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { md5, root } from './lib.mjs';

const base = Number(process.env.BENCH_SHUTDOWN_PORT ?? 4460);
const [gatewayPort, appPort, embeddedPort] = [base, base + 1, base + 2];
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
/** scripts/start.mjs kills what is still running this long after SIGTERM. */
const SHUTDOWN_DEADLINE_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await sleep(300);
  }
  throw new Error(`${url} did not come up`);
}

function start(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_ACCESS: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  return child;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const childrenOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

async function inFlightCallSurvivesSigterm() {
  const gateway = start([path.join(root, 'e2e/support/faulty-blade.mjs'), String(gatewayPort)], {});
  const app = start([path.join(root, 'scripts/start.mjs')], {
    PORT: String(appPort),
    BLADE_API_URL: `http://127.0.0.1:${gatewayPort}`,
    SESSION_SECRET: 'shutdown-test-secret-0123456789abcdef',
    CAPTCHA_MODE: 'off',
  });
  try {
    const url = `http://127.0.0.1:${appPort}`;
    await waitFor(`${url}/healthz`);
    const query = new URLSearchParams({
      tenantId: '000000',
      username: 'u',
      password: md5('p'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    const login = await fetch(`${url}/api/blade-auth/oauth/token?${query}`, {
      method: 'POST',
      headers: { Origin: url, 'Tenant-Id': '000000' },
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const slow = fetch(`${url}/api/blade-desk/slow`, { headers: { cookie } }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await sleep(1000);
    const signalledAt = Date.now();
    app.kill('SIGTERM');
    const answer = await slow.catch((error) => ({ status: 0, body: String(error) }));
    const answeredAt = Date.now();
    check(answer.status === 200 && answer.body?.data === 'late', `an in-flight 5 s call answers after SIGTERM (${answer.status})`);
    const exit = await Promise.race([app.exited, sleep(15_000).then(() => null)]);
    check(
      exit !== null && exit.code === 0,
      `the launcher exits 0 after draining (${exit ? `${exit.code ?? exit.signal} in ${exit.at - signalledAt} ms` : 'still running'})`,
    );
    // The answer asked the client to close its keep-alive connection, so Next exits once it is sent, not when the
    // launcher's 10 s deadline kills it (which would cut off any call still in flight).
    check(
      exit !== null && exit.at - answeredAt < SHUTDOWN_DEADLINE_MS - 5000,
      `Next exits once the last call is answered (${exit ? exit.at - answeredAt : '-'} ms after it)`,
    );
  } finally {
    app.kill('SIGKILL');
    gateway.kill('SIGKILL');
  }
}

async function bothProcessesStop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  const app = start([path.join(root, 'scripts/start.mjs')], {
    PORT: String(embeddedPort),
    DATA_DIR: dataDir,
    BLADE_API_URL: '',
    SESSION_SECRET: '',
  });
  try {
    await waitFor(`http://127.0.0.1:${embeddedPort}/readyz`);
    const children = childrenOf(app.pid);
    check(children.length === 2, `the launcher runs two processes (${children.join(', ')})`);
    app.kill('SIGTERM');
    const exit = await Promise.race([app.exited, sleep(15_000).then(() => null)]);
    check(exit !== null && exit.code === 0, 'the launcher exits 0');
    await sleep(200);
    check(
      children.every((pid) => !alive(pid)),
      'Next and the embedded Blade service have both exited',
    );
  } finally {
    app.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuilt(root, (line) => console.log(`[shutdown] ${line}`));
await inFlightCallSurvivesSigterm();
await bothProcessesStop();
console.log(failures.length ? `\n${failures.length} failure(s)` : '\ngraceful shutdown: all checks passed');
process.exit(failures.length ? 1 : 0);
