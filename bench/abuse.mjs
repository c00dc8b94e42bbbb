#!/usr/bin/env node
/**
 * Slow-body attack against a signed-in user: `node bench/abuse.mjs` (builds first when needed).
 * The app with the embedded service on a fresh database; a signed-in admin reads a list twice a second for
 * BENCH_SECONDS (30), once alone and once while an attacker opens six new connections a second, each a
 * `POST /api/blade-user/register-guest` with only an Origin header, `Content-Length: 100000` and one byte a second.
 * Before bodies were read whole within their own deadline, those stalls counted as Blade timeouts, opened the
 * circuit breaker and failed most of the user's reads. Prints the user's failed reads (target 0) and their latency
 * p50/p99 for both runs. The sign-in throttle is raised out of the way (an attacker with many addresses gets past it),
 * so the body deadline alone is measured. Port from BENCH_ABUSE_PORT (4470). Exits 1 when a read failed under attack.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { login, percentile, root, startProcess, stopProcess } from './lib.mjs';

const port = Number(process.env.BENCH_ABUSE_PORT ?? 4470);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const origin = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeport-abuse-'));
let app;
const stop = async () => {
  if (app) await stopProcess(app, 10_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(130)));

/** The user's reads for `seconds`: each one's time, and the status of those that failed. */
async function userReads(cookie) {
  const times = [];
  const failures = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/blade-desk/notice/list?current=1&size=10`, {
        headers: { cookie },
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(response.status);
    } catch (error) {
      failures.push(error.name);
    }
    times.push(performance.now() - started);
    await sleep(500);
  }
  return { times, failures };
}

/** Six new stalled uploads a second until stopped; answers how many were opened and how they ended. */
function slowBodyAttack() {
  const sockets = new Set();
  const answers = new Map();
  let opened = 0;
  const wave = setInterval(() => {
    for (let index = 0; index < 6; index++) {
      opened += 1;
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/blade-user/register-guest HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
        );
      });
      sockets.add(socket);
      const drip = setInterval(() => socket.writable && socket.write('"'), 1000);
      let head = '';
      socket.on('data', (chunk) => {
        if (head) return;
        head = chunk.toString('latin1').split('\r\n')[0];
        const status = head.split(' ')[1] ?? '?';
        answers.set(status, (answers.get(status) ?? 0) + 1);
        socket.destroy();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        sockets.delete(socket);
      });
    }
  }, 1000);
  return () => {
    clearInterval(wave);
    for (const socket of sockets) socket.destroy();
    return { opened, answers: Object.fromEntries(answers) };
  };
}

const summary = ({ times, failures }) =>
  `${String(times.length).padStart(4)} reads, ${String(failures.length).padStart(3)} failed, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;

try {
  ({ child: app } = await startProcess(process.execPath, ['scripts/start.mjs', '--reset'], {
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BLADE_API_URL: '',
      SESSION_SECRET: '',
      LOG_ACCESS: 'off',
      ANONYMOUS_WRITES_PER_MINUTE: '1000000',
    },
    ready: /back-office on/,
    group: true,
    timeoutMs: 180_000,
  }));
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/login`)).status === 200) break;
    } catch {
      // still starting
    }
    if (tries > 240) throw new Error('the app did not answer /login');
    await sleep(500);
  }
  const cookie = await login(origin, dataDir);
  console.log(`[bench] signed in; ${seconds} s of reads alone, then ${seconds} s under the slow-body attack`);
  const alone = await userReads(cookie);
  const stopAttack = slowBodyAttack();
  const attacked = await userReads(cookie);
  const attack = stopAttack();
  console.log('');
  console.log(`without the attack  ${summary(alone)}`);
  console.log(`under the attack    ${summary(attacked)}`);
  console.log(`attack: ${attack.opened} stalled uploads opened; answers ${JSON.stringify(attack.answers)} (408: body deadline)`);
  console.log(
    `failed reads of the signed-in user under the attack: ${attacked.failures.length} (target 0)${attacked.failures.length ? ` ${JSON.stringify(attacked.failures.slice(0, 10))}` : ''}`,
  );
  process.exitCode = attacked.failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
