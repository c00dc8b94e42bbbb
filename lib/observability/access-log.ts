/**
 * One JSON line per BFF request (docs/deploy.md, "Health, readiness, logs"): time, level, request id, method, path, status,
 * duration and the upstream's status. Query values are never logged (they may carry passwords or
 * tokens, e.g. the token call's `password`): only the parameter names are kept.
 */
export type AccessEntry = {
  requestId: string;
  method: string;
  /** The request URL as received (path and query). */
  url: string;
  status: number;
  /** performance.now() when the request arrived, and when it was answered. */
  startedAt: number;
  now: number;
  /** Blade's HTTP status, when the call reached Blade. */
  upstreamStatus?: number;
  /** The BFF's error code, when it answered an error itself. */
  error?: string;
};

/** What one BFF call learned on its way: the id passed upstream, Blade's status, the BFF's error code. */
export type Trace = { requestId: string; upstreamStatus?: number; error?: string };

const MAX_PATH = 512;

/** `/api/x?password=secret&a=1` → `/api/x?password=&a=` (names only, bounded, no control characters). */
export function loggablePath(url: string): string {
  const parsed = new URL(url, 'http://log.invalid');
  const names = [...new Set(parsed.searchParams.keys())].map((name) => `${encodeURIComponent(name)}=`);
  const path = parsed.pathname + (names.length ? `?${names.join('&')}` : '');
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

export function accessLine(entry: AccessEntry, wallClock = Date.now()): string {
  const level = entry.status >= 500 ? 'error' : entry.status >= 400 ? 'warn' : 'info';
  return JSON.stringify({
    time: new Date(wallClock).toISOString(),
    level,
    msg: 'bff request',
    requestId: entry.requestId,
    method: entry.method,
    path: loggablePath(entry.url),
    status: entry.status,
    durationMs: Math.round((entry.now - entry.startedAt) * 10) / 10,
    ...(entry.upstreamStatus !== undefined ? { upstreamStatus: entry.upstreamStatus } : {}),
    ...(entry.error ? { error: entry.error } : {}),
  });
}

/** Writes an access line to stdout in one write, so lines from concurrent requests never interleave. */
export function writeAccessLog(entry: AccessEntry): void {
  process.stdout.write(`${accessLine(entry)}\n`);
}
