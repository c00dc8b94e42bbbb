#!/usr/bin/env node
/**
 * Fuzz (README.md, "Test it"): `node bench/fuzz.mjs [count]` (default 10,000; after a build).
 * Starts the launcher with the embedded service on a fresh database, signs in, then sends generated
 * requests — odd paths (dot segments, encoded bytes, NULs, very long), methods, headers, query strings,
 * bodies and cookies — to the BFF (with and without a session) and straight to the embedded service.
 * Fails (exit 1) on: a process that died, a 5xx carrying a stack trace, a secret in a BFF answer,
 * a request with no answer within 20 s, or probes that are not healthy afterwards.
 * Reproducible: FUZZ_SEED=<n> replays a run; FUZZ_PORT (default 4470) is the app's port.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { login, md5, root, startProcess } from './lib.mjs';

const COUNT = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = 24;
const HANG_MS = 20_000;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const port = Number(process.env.FUZZ_PORT ?? 4470);
const SESSION_SECRET = 'fuzz-session-secret-0123456789abcdefghijkl';

/** mulberry32: a small seeded PRNG so a failing run can be replayed. */
let state = seed >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
const int = (max) => Math.floor(random() * max);

const BFF_PATHS = [
  '/api/blade-system/param/list',
  '/api/blade-system/user/list',
  '/api/blade-system/menu/routes',
  '/api/blade-system/dict/dictionary',
  '/api/blade-desk/notice/submit',
  '/api/blade-desk/notice/remove',
  '/api/blade-system/param/detail',
  '/api/blade-auth/oauth/token',
  '/api/blade-auth/oauth/captcha',
  '/api/blade-system/tenant/info',
  '/api/blade-user/info',
  '/api/blade-resource/oss/endpoint/put-file',
  '/api/blade-trade/order/list',
  '/api/unknown-service/x',
  '/api',
  '/api/',
  '/bff/session',
  '/bff/locale',
  '/bff/unlock',
  '/bff/lock',
  '/bff/social/render',
  '/bff/social/callback/local',
  '/healthz',
  '/readyz',
];
const PAGE_PATHS = ['/login', '/lock', '/wel/index', '/system/param', '/404', '/', '/myiframe/x', '/_next/static/none.js', '/favicon.ico'];
const BLADE_PATHS = BFF_PATHS.filter((p) => p.startsWith('/api/')).map((p) => p.slice(4));
const SEGMENTS = [
  '..',
  '%2e%2e',
  '%2E%2e',
  '%252e%252e',
  '.',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%ff',
  '%c0%ae',
  '中文',
  '%E4%B8%AD',
  '',
  ';x=1',
  'a'.repeat(300),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell-style payload, sent as typed
  '${jndi:x}',
  "'or'1'='1",
  '<script>',
  '~',
  '*',
  '%0d%0aX-Injected:1',
];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'FOO', 'PROPFIND'];
const TYPES = [
  'application/json',
  'application/json;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'application/octet-stream',
  'garbage/ ;;',
  '',
];
const QUERY_KEYS = [
  'current',
  'size',
  'descs',
  'ascs',
  'paramKey',
  'id',
  'ids',
  'tenantId',
  'grant_type',
  'username',
  'password',
  'refresh_token',
  'createTime_datege',
  'a[]',
  '__proto__',
  'constructor',
  '',
];
const QUERY_VALUES = [
  '1',
  '-1',
  '0',
  '99999999999',
  'NaN',
  '1e309',
  'id;drop table blade_user',
  "' OR 1=1 --",
  '%',
  '_',
  '%00',
  '中文',
  'a'.repeat(3000),
  'true',
  'refresh_token',
  '',
];

function fuzzPath(base) {
  let value = base;
  if (chance(0.5)) {
    const parts = value.split('/');
    for (let i = int(3); i >= 0; i--) parts.splice(1 + int(parts.length), 0, pick(SEGMENTS));
    value = parts.join('/');
  }
  if (chance(0.05)) value = `${value}/${'x/'.repeat(2000)}`;
  if (chance(0.05)) value = value.replace(/\//g, '//');
  if (chance(0.6)) {
    const pairs = Array.from(
      { length: 1 + int(5) },
      () => `${encodeURIComponent(pick(QUERY_KEYS))}=${chance(0.2) ? pick(QUERY_VALUES) : encodeURIComponent(pick(QUERY_VALUES))}`,
    );
    value += `?${pairs.join('&')}`;
  }
  // Node's client refuses bytes outside 0x21–0x7e in a request target; send them percent-encoded instead.
  return value.replace(/[^\u0021-\u007e]/g, (char) => encodeURIComponent(char));
}

function randomJson(depth = 0) {
  const kind = int(depth > 3 ? 4 : 7);
  if (kind === 0) return int(1e6) - 5e5;
  if (kind === 1) return pick(QUERY_VALUES);
  if (kind === 2) return null;
  if (kind === 3) return chance(0.5);
  if (kind === 4) return Array.from({ length: int(5) }, () => randomJson(depth + 1));
  return Object.fromEntries(
    Array.from({ length: int(6) }, () => [
      pick([
        'id',
        'paramKey',
        'paramName',
        'paramValue',
        'title',
        'category',
        'ids',
        'password',
        'lockPassword',
        'locale',
        '__proto__',
        'tenantId',
        'x'.repeat(int(50)),
      ]),
      randomJson(depth + 1),
    ]),
  );
}

function fuzzBody() {
  const kind = int(6);
  if (kind === 0) return undefined;
  if (kind === 1) return Buffer.from(JSON.stringify(randomJson()));
  if (kind === 2) return Buffer.from('{"broken": [1, 2,');
  if (kind === 3) return Buffer.from(Array.from({ length: int(4096) }, () => int(256)));
  if (kind === 4)
    return Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n\r\n${'A'.repeat(int(2000))}\r\n--x--`,
    );
  return Buffer.from(`a=${'b'.repeat(int(200_000))}`);
}

function fuzzHeaders(session, target) {
  const headers = {};
  if (target === 'blade' && bladeToken && chance(0.6)) headers['blade-auth'] = `bearer ${bladeToken}`;
  if (chance(0.7)) headers['content-type'] = pick(TYPES);
  if (chance(0.5)) headers.origin = pick([`http://127.0.0.1:${port}`, 'http://evil.example', 'null', '']);
  if (chance(0.3)) headers['sec-fetch-site'] = pick(['same-origin', 'cross-site', 'none', 'x']);
  if (chance(0.2))
    headers['x-request-id'] = pick([
      'ok-req-id-123',
      'bad id',
      'x'.repeat(500),
      'a\tb\tc\td\te',
      '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
    ]);
  if (chance(0.2)) headers['x-forwarded-proto'] = pick(['https', 'http', 'gopher', 'https, http']);
  if (chance(0.2)) headers['x-middleware-subrequest'] = pick(['middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/middleware']);
  if (chance(0.15)) headers['blade-auth'] = pick(['bearer x', `bearer ${'a'.repeat(2000)}`, '']);
  if (chance(0.15)) headers['tenant-id'] = pick(['000000', "0' OR 1=1", '\u00ff\u00fe', '']);
  if (chance(0.1)) headers.accept = pick(['text/x-component', '*/*', 'application/json', '']);
  if (chance(0.1)) headers.rsc = '1';
  if (chance(0.1)) headers['next-router-prefetch'] = '1';
  if (chance(0.1)) headers.range = pick(['bytes=0-10', 'bytes=-1', 'bytes=x']);
  if (target === 'bff') {
    const cookies = [];
    if (session && chance(0.7)) cookies.push(session);
    if (chance(0.2))
      cookies.push(
        pick([
          'bo_session=garbage',
          `bo_session=${'A'.repeat(3000)}`,
          'bo_session=Fe26.2**x*y*z',
          'NEXT_LOCALE=en',
          'NEXT_LOCALE=../../x',
          'tp_theme=<script>',
        ]),
      );
    if (cookies.length) headers.cookie = cookies.join('; ');
  }
  return headers;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function send({ port: targetPort, method, path: requestPath, headers, body }) {
  return new Promise((resolve) => {
    const started = Date.now();
    let request;
    try {
      request = http.request({ host: '127.0.0.1', port: targetPort, method, path: requestPath, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.length < 64 && chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
        response.on('error', () => resolve({ status: -1, ms: Date.now() - started }));
      });
    } catch (error) {
      return resolve({ status: 'refused-by-client', error: String(error) }); // e.g. an invalid header the client itself refuses
    }
    request.setTimeout(HANG_MS, () => {
      request.destroy();
      resolve({ status: 'hang', ms: HANG_MS });
    });
    request.on('error', (error) => resolve({ status: -1, error: error.code ?? String(error), ms: Date.now() - started }));
    request.end(body);
  });
}

const STACK = /\n\s+at .+[:(]\d+|\bat (Object|Module|async|new) |node_modules\/|\.tsx?:\d+:\d+/;

ensureBuilt(root, (line) => console.log(`[fuzz] ${line}`));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
const { child: app, match } = await startProcess(process.execPath, [path.join(root, 'scripts/start.mjs'), '--reset'], {
  env: { PORT: String(port), DATA_DIR: dataDir, BLADE_API_URL: '', SESSION_SECRET, LOG_ACCESS: 'off', UPSTREAM_BREAKER_FAILURES: '1000' },
  ready: /embedded Blade service on http:\/\/127\.0\.0\.1:(\d+)/,
});
const bladePort = Number(match[1]);
const appUrl = `http://127.0.0.1:${port}`;
let appExited = null;
app.on('exit', (code, signal) => (appExited = signal ?? code));
for (let i = 0; i < 400; i++) {
  const health = await fetch(`${appUrl}/healthz`).catch(() => null);
  if (health?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 300));
}

console.log(`fuzz: ${COUNT} requests, seed ${seed}, app :${port}, embedded service :${bladePort}`);
let session = await login(appUrl, dataDir);
/** The embedded service is also fuzzed with a real token, so requests get past its gateway. */
async function bladeLogin() {
  const query = new URLSearchParams({ grant_type: 'password', username: 'admin', password: md5('admin'), scope: 'all' });
  const response = await fetch(`http://127.0.0.1:${bladePort}/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' },
  });
  return (await response.json()).access_token ?? bladeToken;
}
let bladeToken;
bladeToken = await bladeLogin();
const tally = { byStatus: {}, bff: 0, blade: 0, errors: 0, slowest: 0 };
const problems = [];
const serverErrors = [];
const started = Date.now();
let next = 0;
let sent = 0;

async function worker() {
  while (sent < COUNT) {
    const n = next++;
    if (n > 0 && n % 1000 === 0) {
      session = await login(appUrl, dataDir).catch(() => session);
      bladeToken = await bladeLogin().catch(() => bladeToken);
    }
    const toBlade = chance(0.3);
    const target = toBlade ? 'blade' : 'bff';
    const base = toBlade ? pick(BLADE_PATHS) : chance(0.1) ? pick(PAGE_PATHS) : pick(BFF_PATHS);
    const method = pick(METHODS);
    const body = method === 'GET' || method === 'HEAD' ? undefined : fuzzBody();
    const request = { port: toBlade ? bladePort : port, method, path: fuzzPath(base), headers: fuzzHeaders(session, target), body };
    const result = await send(request);
    if (result.status === 'refused-by-client') continue;
    sent++;
    tally[target]++;
    tally.byStatus[result.status] = (tally.byStatus[result.status] ?? 0) + 1;
    tally.slowest = Math.max(tally.slowest, result.ms ?? 0);
    const where = `${method} ${request.path.slice(0, 120)} (${target})`;
    if (result.status === 'hang') problems.push(`hang: ${where}`);
    else if (result.status === -1) tally.errors++;
    else if (typeof result.status === 'number' && result.status >= 500 && STACK.test(result.body ?? ''))
      problems.push(`${result.status} with a stack: ${where}: ${result.body.slice(0, 200)}`);
    if (typeof result.status === 'number' && result.status >= 500 && serverErrors.length < 20)
      serverErrors.push(`${result.status} ${where}`);
    if (
      target === 'bff' &&
      /saber_secret|c2FiZXI6c2FiZXJfc2VjcmV0|fuzz-session-secret|"(access|refresh)_token"\s*:/.test(
        `${result.body ?? ''}${JSON.stringify(result.headers ?? {})}`,
      )
    ) {
      problems.push(`secret in a BFF answer: ${where}`);
    }
    if (appExited !== null) break;
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (Date.now() - started) / 1000;
const health = await fetch(`${appUrl}/healthz`)
  .then((r) => r.status)
  .catch(() => 0);
const ready = await fetch(`${appUrl}/readyz`)
  .then((r) => r.status)
  .catch(() => 0);
if (appExited !== null) problems.push(`the launcher exited (${appExited})`);
if (health !== 200 || ready !== 200) problems.push(`after the run /healthz ${health}, /readyz ${ready}`);
// A server may answer early (401, 413) and close while a large body is still being sent: a reset, not a crash.
if (tally.errors > COUNT * 0.05) problems.push(`${tally.errors} connection errors (resets) — more than 5%`);

console.log(
  `sent ${tally.bff + tally.blade} requests (${tally.bff} to the BFF, ${tally.blade} to the embedded service) in ${seconds.toFixed(1)} s, slowest ${tally.slowest} ms`,
);
console.log(
  `statuses: ${Object.entries(tally.byStatus)
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')}`,
);
console.log(`connection errors: ${tally.errors}; afterwards /healthz ${health}, /readyz ${ready}`);
if (serverErrors.length) console.log(`5xx answers (no stack), first ${serverErrors.length}:\n  ${serverErrors.join('\n  ')}`);
app.kill('SIGTERM');
await new Promise((resolve) => (appExited !== null ? resolve() : app.on('exit', resolve)));
fs.rmSync(dataDir, { recursive: true, force: true });
if (problems.length) {
  console.log(`\nFAIL (seed ${seed}):\n  ${[...new Set(problems)].slice(0, 30).join('\n  ')}`);
  process.exit(1);
}
console.log('\nfuzz: no crash, no stack trace, no secret, no hang');
process.exit(0);
