/**
 * wrk (Debian's `wrk`) as the closed-loop load generator when it is installed: a C generator leaves the
 * servers the CPU a Node generator would take on a 2-core machine. Same result shape as load-lib's closedLoop.
 */
import { spawnSync } from 'node:child_process';

export const wrkPath = spawnSync('sh', ['-c', 'command -v wrk']).stdout.toString().trim();

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (text) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  return match ? Number(match[1]) * UNIT_MS[match[2]] : NaN;
};

/** Parses wrk's `--latency` report: requests/s, the run's length, p50, p99, non-2xx and socket errors. */
export function parseWrk(output, seconds) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const p50 = toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no throughput:\n${output}`);
  // The run's real length (wrk's rate is requests over it): a run asked for 1 s now and then lasts 1.1 s (wrk's
  // timer), and counting the asked-for second instead made that run's rate a tenth too high.
  const elapsed = rps > 0 ? requests / rps : seconds;
  return { rps, requests, seconds: elapsed, p50, p99, errors: non2xx + socketErrors };
}

/** `connections` keep-alive clients on one wrk thread for `seconds`. */
export function wrkClosedLoop({ origin, path, headers = {}, connections = 32, seconds = 5 }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = spawnSync(
    wrkPath,
    ['-t1', `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, '--latency', ...headerArgs, origin + path],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  return parseWrk(run.stdout, Math.max(1, Math.round(seconds)));
}

/** Several wrk runs of one target as one: requests over total time; percentiles as the median of the runs'. */
export function combineWrk(runs) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return {
    rps: requests / seconds,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}
