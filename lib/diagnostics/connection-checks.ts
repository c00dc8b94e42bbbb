/** One check of the test page: did the step answer as it should, how long it took, and what to quote to support. */
export type CheckResult = {
  name: CheckName;
  ok: boolean;
  ms: number;
  status: number | null;
  requestId: string | null;
  upstreamMs?: number;
};
export type CheckName = 'app' | 'upstream' | 'api';

const TIMEOUT_MS = 10_000;

/**
 * The test page's checks, in the order a request travels: this server (/healthz), its Blade gateway (/readyz), and a
 * signed-in call through the BFF to Blade (the user's own profile). Each runs even when one before it failed, so the
 * page shows where the path breaks.
 */
export async function runConnectionChecks(): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  results.push(await check('app', '/healthz', (status) => status === 200));
  results.push(
    await check('upstream', '/readyz', (status, body) => status === 200 && (body as { status?: string } | null)?.status === 'ready'),
  );
  results.push(
    await check(
      'api',
      '/api/blade-user/info',
      (status, body) => status === 200 && (body as { success?: boolean } | null)?.success === true,
    ),
  );
  return results;
}

async function check(name: CheckName, path: string, passed: (status: number, body: unknown) => boolean): Promise<CheckResult> {
  const started = performance.now();
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const upstreamMs = (body as { upstream?: { ms?: unknown } } | null)?.upstream?.ms;
    return {
      name,
      ok: passed(response.status, body),
      ms: Math.round(performance.now() - started),
      status: response.status,
      requestId: response.headers.get('x-request-id'),
      ...(typeof upstreamMs === 'number' ? { upstreamMs } : {}),
    };
  } catch {
    return { name, ok: false, ms: Math.round(performance.now() - started), status: null, requestId: null };
  }
}
