/** Small helpers shared by the benchmarks: start processes, time requests, summarise. */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Database from 'better-sqlite3';

export const root = path.resolve(new URL('..', import.meta.url).pathname);

export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `count` sequential runs of `run` after `warmup` untimed ones; milliseconds. */
export async function time(run, { count = 200, warmup = 20 } = {}) {
  for (let i = 0; i < warmup; i++) await run();
  const samples = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), count };
}

/**
 * Starts a child and resolves when a stdout line matches. `group: true` gives it a process group of its own, so
 * stopProcess ends it with everything it started; `onChild` hands the child over at once (to stop it on a signal
 * during start-up); past `timeoutMs` without the line, the child is stopped and the promise rejects.
 */
export function startProcess(command, args, { env = {}, ready, cwd = root, group = false, onChild, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: group });
    child.group = group;
    onChild?.(child);
    const timer = timeoutMs
      ? setTimeout(() => (stopProcess(child), reject(new Error(`${command} was not ready within ${timeoutMs} ms`))), timeoutMs)
      : null;
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = ready.exec(line);
      if (match) clearTimeout(timer), resolve({ child, match });
    });
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`${command} exited (${code}) before it was ready`))));
  });
}

/**
 * `npm start`'s launcher on `port` against the embedded service with a fresh database in `dataDir`, in a process group
 * of its own (stopProcess ends it with everything it started); `onChild` hands it over at once, to stop it on a signal.
 */
export function startAppServer(port, dataDir, { onChild, timeoutMs = 120_000 } = {}) {
  return startProcess(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: { PORT: String(port), DATA_DIR: dataDir, BLADE_API_URL: '', SESSION_SECRET: '' },
    ready: /Ready in/,
    group: true,
    onChild,
    timeoutMs,
  });
}

/**
 * What a browser benchmark starts (the app server, Chromium, a fresh data directory named after `prefix`), ended once
 * by `shutdown()`: at the end of the run, or on SIGINT/SIGTERM, after which the process exits 1 (no server outlives it).
 */
export function browserBench(prefix) {
  const bench = { server: null, browser: null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), prefix)) };
  bench.shutdown = async () => {
    await bench.browser?.close().catch(() => undefined);
    if (bench.server) await stopProcess(bench.server);
    fs.rmSync(bench.dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void bench.shutdown().then(() => process.exit(1)));
  return bench;
}

/** Debian's Chromium through Playwright, leaving signals to the benchmark (it stops the server first). */
export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-dev-shm-usage', '--disable-gpu'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** SIGTERM to the child (its whole group when started with `group`), SIGKILL after `graceMs`; resolves once it exited. */
export async function stopProcess(child, graceMs = 15_000) {
  const signal = (name) => {
    try {
      if (child.group) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  if (!running(child)) return signal('SIGKILL'); // the leader exited; anything left in its group goes too
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  if (child.group) signal('SIGKILL');
}

export const md5 = (text) => crypto.createHash('md5').update(text).digest('hex');

/** Signs in through the BFF like the login form (captcha answer read from the embedded database). */
export async function login(baseUrl, dataDir) {
  const captchaResponse = await fetch(`${baseUrl}/api/blade-auth/oauth/captcha`);
  const { key } = await captchaResponse.json();
  const db = new Database(path.join(dataDir, 'blade.db'), { readonly: true });
  const { code } = db.prepare('SELECT code FROM auth_captcha WHERE captcha_key = ?').get(key);
  db.close();
  const query = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5('admin'),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const response = await fetch(`${baseUrl}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { 'Tenant-Id': '000000', 'Captcha-Key': key, 'Captcha-Code': code, Origin: baseUrl },
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Signs in through the BFF with the password grant (no captcha: for a server started with the captcha off, as the proxy
 * benchmark's is) and answers the session cookie.
 */
export async function passwordLogin(baseUrl) {
  const query = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5('admin'),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const response = await fetch(`${baseUrl}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Tenant-Id': '000000' },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (response.status !== 200 || !cookie) throw new Error(`login through the BFF failed (${response.status})`);
  return cookie;
}

export const fmt = (ms) => `${ms.toFixed(2)} ms`;
