#!/usr/bin/env node
/**
 * `npm start`: the one command that serves the back-office (docs/design.md §1).
 *  1. validates the configuration (one message listing every problem);
 *  2. builds when there is no build or the sources changed;
 *  3. unless BLADE_API_URL is set, starts the embedded Blade service on a free loopback port
 *     with its SQLite file under DATA_DIR (seeded on first start);
 *  4. starts Next on PORT; SIGINT/SIGTERM stop both, and either one dying stops the other.
 * Flags: --dev (next dev), --reset (recreate the embedded database).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '../lib/config/env-schema.mjs';
import { ensureBuilt } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * How long the server keeps an idle keep-alive connection. Node closes one after 5 s; a proxy in front (nginx keeps
 * its upstream connections 60 s) or a client could then send a request on a connection being closed, and get a reset.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const dev = process.argv.includes('--dev');
const log = (line) => console.log(`[start] ${line}`);

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const embedded = !config.BLADE_API_URL;
if (!embedded && !config.SESSION_SECRET) {
  // Works for one server; copies behind a load balancer must share a configured secret.
  log('SESSION_SECRET is not set: using a generated one kept in DATA_DIR. Set it when running several instances.');
}
const dataDir = path.resolve(root, config.DATA_DIR);

if (dev) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'blade/tsconfig.json'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  ensureBuilt(root, log);
}

/** The demo keeps a generated secret beside its database, so sessions survive restarts. */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

const children = new Set();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  const waitForAll = setInterval(() => {
    if ([...children].every((child) => child.exitCode !== null || child.signalCode !== null)) {
      clearInterval(waitForAll);
      process.exit(code);
    }
  }, 50);
}

function track(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} stopped (${signal ?? code}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

function startBlade() {
  return new Promise((resolve, reject) => {
    const args = [path.join(root, 'blade', 'dist', 'blade', 'main.js'), '--port', '0', '--data-dir', dataDir];
    if (process.argv.includes('--reset')) args.push('--reset');
    const blade = track(spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }), 'embedded Blade service');
    const lines = readline.createInterface({ input: blade.stdout });
    lines.on('line', (line) => {
      const match = /^BLADE_LISTENING (\d+)$/.exec(line);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
      else console.log(line);
    });
    blade.on('exit', () => reject(new Error('the embedded Blade service did not start')));
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

const apiUrl = embedded ? await startBlade() : config.BLADE_API_URL;
log(embedded ? `embedded Blade service on ${apiUrl} (data: ${dataDir})` : `Blade gateway: ${apiUrl}`);
track(
  spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
      ...(dev ? ['dev'] : ['start', '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)]),
      '-p',
      String(config.PORT),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BLADE_API_URL: apiUrl,
        SESSION_SECRET: sessionSecret(),
        NEXT_TELEMETRY_DISABLED: '1',
        // The embedded service brings its own identity source, so its demo shows third-party login.
        SOCIAL_SOURCES: process.env.SOCIAL_SOURCES ?? (embedded ? 'local' : ''),
      },
    },
  ),
  'Next server',
);
log(`back-office on http://localhost:${config.PORT}`);
