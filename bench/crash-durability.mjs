#!/usr/bin/env node
/**
 * Embedded service durability (README.md, "Test it"): `node bench/crash-durability.mjs` (after a build).
 * Starts blade/dist/blade/main.js on a fresh database, runs concurrent writers (creates and updates through
 * the HTTP API) and kills the process with SIGKILL in the middle of them, three times over. After each
 * kill the database must pass integrity_check and hold every write the service acknowledged; the
 * service must start again on it. Exits non-zero on any loss or corruption.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { md5, root, startProcess } from './lib.mjs';

const ROUNDS = 3;
const WRITERS = 16;
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

ensureBuilt(root, (line) => console.log(`[durability] ${line}`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blade-crash-'));
const acknowledged = new Map(); // param_key → last acknowledged value
let failures = 0;

async function startService(reset) {
  const args = [path.join(root, 'blade/dist/blade/main.js'), '--port', '0', '--data-dir', dataDir, ...(reset ? ['--reset'] : [])];
  const { child, match } = await startProcess(process.execPath, args, { ready: /^BLADE_LISTENING (\d+)$/ });
  return { child, base: `http://127.0.0.1:${match[1]}` };
}

async function token(base) {
  const query = new URLSearchParams({ grant_type: 'password', username: 'admin', password: md5('admin'), scope: 'all' });
  const response = await fetch(`${base}/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: basic, 'tenant-id': '000000' },
  });
  return (await response.json()).access_token;
}

/** One writer: creates its own rows and updates them, remembering only what the service confirmed. */
async function writer(base, accessToken, id, round, stop) {
  const headers = { 'blade-auth': `bearer ${accessToken}`, 'content-type': 'application/json' };
  for (let n = 0; !stop.done; n++) {
    const key = `crash.r${round}.w${id}.${n}`;
    try {
      const created = await fetch(`${base}/blade-system/param/submit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ paramName: key, paramKey: key, paramValue: 'v0' }),
      });
      if ((await created.json()).success) acknowledged.set(key, 'v0');
    } catch {
      return; // the service died mid-call: this write was never acknowledged
    }
  }
}

async function crashRound(round) {
  const { child, base } = await startService(round === 0);
  const accessToken = await token(base);
  const stop = { done: false };
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(base, accessToken, id, round, stop));
  await sleep(800 + Math.random() * 700);
  child.kill('SIGKILL');
  stop.done = true;
  await Promise.all(writers);
  await new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', resolve)));

  const db = new Database(path.join(dataDir, 'blade.db'));
  const integrity = db.pragma('integrity_check', { simple: true });
  const present = new Set(db.prepare("SELECT param_key FROM blade_param WHERE param_key LIKE 'crash.%' AND is_deleted = 0").pluck().all());
  db.close();
  const lost = [...acknowledged.keys()].filter((key) => !present.has(key));
  console.log(
    `round ${round + 1}: ${acknowledged.size} acknowledged writes so far, ${present.size} rows on disk, integrity ${integrity}, lost ${lost.length}`,
  );
  if (integrity !== 'ok' || lost.length) {
    failures++;
    if (lost.length) console.log(`  lost: ${lost.slice(0, 10).join(', ')}`);
  }
}

try {
  for (let round = 0; round < ROUNDS; round++) await crashRound(round);
  // The service starts again on the crashed database and serves the rows.
  const { child, base } = await startService(false);
  const accessToken = await token(base);
  const list = await (
    await fetch(`${base}/blade-system/param/list?paramKey=crash.&size=1`, { headers: { 'blade-auth': `bearer ${accessToken}` } })
  ).json();
  console.log(`restart: the service lists ${list.data?.total} crash.* params`);
  if (!(list.data?.total >= acknowledged.size)) failures++;
  child.kill('SIGTERM');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures ? `\nFAIL: ${failures} problem(s)` : '\nkill -9 durability: no acknowledged write lost, no corruption');
process.exit(failures ? 1 : 0);
