/**
 * A small load generator on undici (no extra dependency): a closed loop of N connections for a
 * bounded time (throughput), and an open loop at a fixed rate (latency without coordinated omission:
 * each latency is measured from the moment the request was due).
 */
import { Pool } from 'undici';
import { percentile } from './lib.mjs';

async function once(pool, path, headers) {
  const response = await pool.request({ method: 'GET', path, headers });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { status: response.statusCode, bytes };
}

/** `connections` clients, each sending its next request when the last answered, for `seconds`. */
export async function closedLoop({ origin, path, headers = {}, connections = 32, seconds = 5 }) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const { status } = await once(pool, path, headers);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.close();
  return summary(latencies, statuses, errors, seconds);
}

/** `rate` requests per second for `seconds`, whatever the answers' speed; `onSample(due, ms)` sees each latency with when it was due. */
export async function fixedRate({ origin, path, headers = {}, rate = 200, seconds = 5, onSample }) {
  const pool = new Pool(origin, { connections: 64 });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now() + 20;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      once(pool, path, headers).then(
        ({ status }) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status !== 200) errors++;
          latencies.push(performance.now() - due);
          onSample?.(due, latencies.at(-1));
        },
        () => {
          errors++;
          latencies.push(performance.now() - due);
          onSample?.(due, latencies.at(-1));
        },
      ),
    );
  }
  await Promise.all(pending);
  await pool.close();
  return summary(latencies, statuses, errors, (performance.now() - start) / 1000);
}

/** Several runs of one target as one: requests over total time, percentiles over every sample. */
export function combine(runs) {
  const latencies = runs.flatMap((run) => run.latencies);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const statuses = {};
  for (const run of runs) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return summary(
    latencies,
    statuses,
    runs.reduce((sum, run) => sum + run.errors, 0),
    seconds,
  );
}

function summary(latencies, statuses, errors, seconds) {
  return {
    latencies,
    seconds,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    statuses,
  };
}
