#!/usr/bin/env node
/**
 * Summarises a V8 .cpuprofile (self time) or .heapprofile (bytes allocated, sampled) by function and by file:
 * `node bench/support/summarize-profile.mjs <file> [top=30] [filter]`. Files are shortened to the package or the
 * project path (profile-read.mjs); `filter` keeps only rows whose function or file contains it.
 */
import { readProfile } from './profile-read.mjs';

const [file, topArg = '30', filter = ''] = process.argv.slice(2);
if (!file) throw new Error('usage: summarize-profile.mjs <file.cpuprofile|file.heapprofile> [top] [filter]');
const { unit, total, byFunction, byFile } = readProfile(file);
const top = Number(topArg);
const print = (title, map) => {
  console.log(`\n${title} (total ${total.toFixed(0)} ${unit})`);
  const rows = [...map].filter(([key]) => !filter || key.includes(filter)).sort((a, b) => b[1] - a[1]);
  for (const [key, amount] of rows.slice(0, top))
    console.log(`${amount.toFixed(1).padStart(9)} ${unit} ${((amount / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
};
print('by function', byFunction);
print('by file', byFile);
