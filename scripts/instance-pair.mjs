#!/usr/bin/env node
/**
 * Two instances of the back-office behind one Redis, as ops run several copies behind a load balancer: a Debian
 * redis-server on a free port, one embedded Blade service on a fresh temporary database, and two `next start` on
 * their own ports, sharing SESSION_SECRET and REDIS_URL. Used by e2e/specs/security/instances.spec.ts (which starts
 * and stops it) and by hand: `node scripts/instance-pair.mjs 3210 3211` (Ctrl-C stops everything).
 * Needs a build (`npm run build`, or the e2e runner's).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startRedisServer } from './redis-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {import('node:child_process').ChildProcess} child */
const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });

/** @param {string} url @param {number} timeoutMs */
async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @param {{ ports: [number, number], env?: Record<string, string>, log?: (line: string) => void }} options
 * @returns {Promise<{ urls: [string, string], redisUrl: string, stop: () => Promise<void> }>}
 */
export async function startInstancePair({ ports, env = {}, log = () => undefined }) {
  const children = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeport-pair-'));
  const redis = await startRedisServer();
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await redis.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const blade = spawn(process.execPath, [path.join(root, 'blade', 'dist', 'blade', 'main.js'), '--port', '0', '--data-dir', dataDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(blade);
    blade.stderr.on('data', (chunk) => log(String(chunk).trimEnd()));
    const bladeUrl = await new Promise((resolve, reject) => {
      readline.createInterface({ input: blade.stdout }).on('line', (line) => {
        const match = /^BLADE_LISTENING (\d+)$/.exec(line);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      blade.once('exit', () => reject(new Error('the embedded Blade service did not start')));
    });
    const shared = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      BLADE_API_URL: bladeUrl,
      REDIS_URL: redis.url,
      SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
      DATA_DIR: dataDir,
      LOG_ACCESS: 'off',
      SOCIAL_SOURCES: '',
      ...env,
    };
    const urls = /** @type {[string, string]} */ (ports.map((port) => `http://127.0.0.1:${port}`));
    // One after the other: a 2-core machine builds the first one's caches faster alone.
    for (const port of ports) {
      const next = spawn(
        process.execPath,
        [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
        { cwd: root, env: { ...shared, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      children.push(next);
      for (const stream of [next.stdout, next.stderr]) stream.on('data', (chunk) => log(`[${port}] ${String(chunk).trimEnd()}`));
      await waitForUrl(`http://127.0.0.1:${port}/login`, 90_000);
    }
    return { urls, redisUrl: redis.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Run by hand (node scripts/instance-pair.mjs [port] [port]), or spawned as a process by e2e/specs/security/instances.spec.ts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ports = /** @type {[number, number]} */ ([Number(process.argv[2] ?? 3210), Number(process.argv[3] ?? 3211)]);
  startInstancePair({ ports, log: (line) => console.log(line) }).then(
    (pair) => {
      console.log(`[pair] ${pair.urls.join(' and ')} on ${pair.redisUrl}`);
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void pair.stop().then(() => process.exit(0)));
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
