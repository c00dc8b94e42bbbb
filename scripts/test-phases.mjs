#!/usr/bin/env node
/**
 * `npm test`: the named npm scripts one after another, stopping at the first that fails, each phase's time
 * printed as it ends and all of them at the close (where a slower suite shows first).
 */
import { spawnSync } from 'node:child_process';

const phases = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const report = () => console.log(`[test] phase times: ${times.map(([name, seconds]) => `${name} ${seconds} s`).join(', ')}`);

for (const phase of phases) {
  const started = process.hrtime.bigint();
  const result = spawnSync(npm, ['run', '--silent', phase], { stdio: 'inherit' });
  const seconds = Number((process.hrtime.bigint() - started) / 1_000_000n) / 1000;
  times.push([phase, seconds.toFixed(1)]);
  console.log(`[test] ${phase}: ${seconds.toFixed(1)} s${result.status === 0 ? '' : ` (failed, exit ${result.status ?? result.signal})`}`);
  if (result.status !== 0) {
    report();
    process.exit(result.status ?? 1);
  }
}
report();
