#!/usr/bin/env node
/** `npm run bench`: builds when needed, then runs every benchmark; each prints its figures and ratios. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build-state.mjs';
import { root } from './lib.mjs';

ensureBuilt(root, (line) => console.log(`[bench] ${line}`));
for (const script of ['blade-list.mjs', 'app-pages.mjs', 'proxy-overhead.mjs', 'import-parse.mjs']) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [path.join(root, 'bench', script)], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
