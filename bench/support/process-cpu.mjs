/**
 * CPU time used by a process tree (Linux /proc), for "CPU per request" figures that hold on a shared machine:
 * a neighbour's load slows every request down but does not change how much CPU the server spends on one.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    // comm may contain spaces: the fields after the closing parenthesis are fixed.
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** The pid and every descendant of it that is alive now. */
export function processTree(rootPid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(entry);
    if (info) parents.set(Number(entry), info.ppid);
  }
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) if (!tree.has(pid) && tree.has(ppid)) tree.add(pid), (grew = true);
  }
  return [...tree];
}

/** User + system CPU milliseconds of these processes so far. */
export function cpuMs(pids) {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0) * (1000 / TICKS_PER_SECOND);
}
