#!/usr/bin/env node
/**
 * What one target's requests cost the server that another's do not: `node bench/support/compare-profiles.mjs <dir>
 * [a=bff] [b=catch-all] [top=40]` over the profiles profile-target.mjs wrote into <dir> (its runs.json has each
 * profile's request count). Prints per request (µs of self time, or bytes allocated) by function and by file for both
 * targets and their difference, largest difference first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readProfile } from './profile-read.mjs';

const [dir, a = 'bff', b = 'catch-all', topArg = '40'] = process.argv.slice(2);
if (!dir) throw new Error('usage: compare-profiles.mjs <dir> [a] [b] [top]');
const runs = JSON.parse(fs.readFileSync(path.join(dir, 'runs.json'), 'utf8'));

/** Per-request totals of one target over all its rounds. */
function perRequest(target) {
  const byFunction = new Map();
  const byFile = new Map();
  let requests = 0;
  let total = 0;
  let unit;
  for (const run of runs.filter((r) => r.target === target)) {
    const profile = readProfile(path.join(dir, run.file));
    unit = profile.unit;
    requests += run.requests;
    total += profile.total;
    for (const [key, amount] of profile.byFunction) byFunction.set(key, (byFunction.get(key) ?? 0) + amount);
    for (const [key, amount] of profile.byFile) byFile.set(key, (byFile.get(key) ?? 0) + amount);
  }
  if (!requests) throw new Error(`no profile of ${target} in ${dir}`);
  // ms → µs, KB → bytes: per-request figures read better one unit down.
  const scale = 1000 / requests;
  const per = (map) => new Map([...map].map(([key, amount]) => [key, amount * scale]));
  return { unit: unit === 'ms' ? 'µs' : 'B', total: total * scale, byFunction: per(byFunction), byFile: per(byFile), requests };
}

const left = perRequest(a);
const right = perRequest(b);
const top = Number(topArg);
console.log(
  `${a}: ${left.total.toFixed(0)} ${left.unit}/request over ${left.requests}; ${b}: ${right.total.toFixed(0)} ${right.unit}/request over ${right.requests}; difference ${(left.total - right.total).toFixed(0)} ${left.unit}`,
);
for (const [title, key] of [
  ['by function', 'byFunction'],
  ['by file', 'byFile'],
]) {
  console.log(`\n${title}: ${a} | ${b} | difference (${left.unit} per request)`);
  const names = new Set([...left[key].keys(), ...right[key].keys()]);
  const rows = [...names]
    .map((name) => [name, left[key].get(name) ?? 0, right[key].get(name) ?? 0])
    .sort((x, y) => y[1] - y[2] - (x[1] - x[2]));
  for (const [name, l, r] of rows.slice(0, top))
    console.log(`${l.toFixed(1).padStart(8)} ${r.toFixed(1).padStart(8)} ${(l - r).toFixed(1).padStart(8)}  ${name}`);
}
