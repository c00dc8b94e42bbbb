import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';

/** What a build is made from: a newer file here than the last build's stamp means "build again". */
const SOURCES = [
  'app',
  'components',
  'lib',
  'domain',
  'messages',
  'public',
  'blade',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
];
const SKIP = new Set(['node_modules', 'dist', '.next']);
export const STAMP = path.join('.next', 'tradeport-build-stamp');

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when there is no complete build, or a source changed after it. */
export function needsBuild(root) {
  const stamp = path.join(root, STAMP);
  if (
    !fs.existsSync(path.join(root, '.next', 'BUILD_ID')) ||
    !fs.existsSync(stamp) ||
    !fs.existsSync(path.join(root, 'blade', 'dist', 'blade', 'main.js'))
  )
    return true;
  const built = fs.statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function markBuilt(root, startedAt = new Date()) {
  const stamp = path.join(root, STAMP);
  fs.writeFileSync(stamp, startedAt.toISOString());
  fs.utimesSync(stamp, startedAt, startedAt);
}

/** Builds the embedded service and the Next app when needed; exits the process when a build fails. */
export function ensureBuilt(root, log = (line) => console.log(line)) {
  if (!needsBuild(root)) return;
  log('building (first start or sources changed)…');
  build(root, log);
}

/**
 * Builds the embedded service and the Next app and stamps the build (`npm run build` and the launcher alike), so a
 * start after any complete build starts at once; exits the process when a step fails.
 */
export function build(root, log = (line) => console.log(line)) {
  // The stamp carries the time the build started: a source saved while it ran is newer, so the next start builds again.
  const startedAt = new Date();
  const run = (command, args) => {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'blade/tsconfig.json']);
  run(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build']);
  log(`compile hints: ${addCompileHints(path.join(root, '.next'))} startup chunk(s) marked`);
  markBuilt(root, startedAt);
}
