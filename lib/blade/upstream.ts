import 'server-only';
import { Pool, errors, type Dispatcher } from 'undici';
import { config } from '../config/env';
import { AppError } from '../http/app-error';
import { CircuitBreaker } from '../http/circuit-breaker';

/**
 * One keep-alive pool to the Blade gateway (or the embedded service). Connect ≤ 3 s, whole answer
 * (headers and body) within UPSTREAM_TIMEOUT_MS; errors become AppErrors the browser can read.
 */
let pool: Pool | undefined;
let base: URL | undefined;
let breaker: CircuitBreaker | undefined;

/** Fails fast after repeated connection failures or timeouts (lib/http/circuit-breaker.ts). */
function upstreamBreaker(): CircuitBreaker {
  const { UPSTREAM_BREAKER_FAILURES, UPSTREAM_BREAKER_COOLDOWN_MS } = config();
  breaker ??= new CircuitBreaker({ threshold: UPSTREAM_BREAKER_FAILURES, coolDownMs: UPSTREAM_BREAKER_COOLDOWN_MS });
  return breaker;
}

function upstream(): { pool: Pool; basePath: string } {
  if (!pool || !base) {
    const { BLADE_API_URL, UPSTREAM_TIMEOUT_MS } = config();
    base = new URL(BLADE_API_URL);
    pool = new Pool(base.origin, {
      connections: 128,
      connect: { timeout: Math.min(3000, UPSTREAM_TIMEOUT_MS) },
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_TIMEOUT_MS,
      keepAliveTimeout: 30_000,
    });
  }
  return { pool, basePath: base.pathname.replace(/\/$/, '') };
}

export type UpstreamRequest = {
  method: Dispatcher.HttpMethod;
  /** `/blade-system/menu/routes` (already normalised). */
  path: string;
  search?: string;
  headers: Record<string, string>;
  body?: Dispatcher.DispatchOptions['body'];
  signal?: AbortSignal;
};

export async function upstreamRequest(request: UpstreamRequest): Promise<Dispatcher.ResponseData> {
  const { pool: target, basePath } = upstream();
  const circuit = upstreamBreaker();
  if (!circuit.tryAcquire()) throw new AppError('upstream_circuit_open');
  const { signal, timedOut } = deadline(request.signal, config().UPSTREAM_TIMEOUT_MS);
  try {
    const response = await target.request({
      method: request.method,
      path: basePath + request.path + (request.search ?? ''),
      headers: { ...request.headers, 'accept-encoding': 'identity' },
      body: request.body,
      signal,
    });
    circuit.succeed();
    return response;
  } catch (error) {
    const mapped = toUpstreamError(error, timedOut());
    // Only the upstream's own failures count; a browser that went away or a refused upload says nothing about it.
    const upstreamFault = !request.signal?.aborted && (mapped.code === 'upstream_unavailable' || mapped.code === 'upstream_timeout');
    if (upstreamFault) circuit.fail();
    else circuit.release();
    throw mapped;
  }
}

/**
 * One signal for "the browser went away" and "the whole answer took too long". A plain controller and
 * an unref'd timer: AbortSignal.any's dependent-signal bookkeeping showed in the BFF's CPU profile.
 */
function deadline(browser: AbortSignal | undefined, ms: number): { signal: AbortSignal; timedOut: () => boolean } {
  const controller = new AbortController();
  let expired = false;
  setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The upstream answer took too long', 'TimeoutError'));
  }, ms).unref();
  if (browser?.aborted) controller.abort(browser.reason);
  else browser?.addEventListener('abort', () => controller.abort(browser.reason), { once: true });
  return { signal: controller.signal, timedOut: () => expired };
}

/** Seconds until the open circuit lets a probe through, for Retry-After (0 when closed). */
export function circuitRetryAfterSeconds(): number {
  return Math.ceil(upstreamBreaker().retryAfterMs() / 1000);
}

/**
 * Readiness probe (/readyz): can the gateway be reached right now? Any HTTP answer below 500 counts
 * (a 404 on the base path is fine); it bypasses the breaker and never says where the gateway is.
 */
export async function probeUpstream(timeoutMs: number): Promise<{ ready: boolean; ms: number }> {
  const { pool: target, basePath } = upstream();
  const started = performance.now();
  try {
    const response = await target.request({ method: 'GET', path: `${basePath}/`, signal: AbortSignal.timeout(timeoutMs), headersTimeout: timeoutMs });
    response.body.resume();
    return { ready: response.statusCode < 500, ms: Math.round(performance.now() - started) };
  } catch {
    return { ready: false, ms: Math.round(performance.now() - started) };
  }
}

export function toUpstreamError(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  if (timedOut || error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError) {
    return new AppError('upstream_timeout');
  }
  if (error instanceof errors.RequestAbortedError || (error as Error)?.name === 'AbortError') return new AppError('upstream_timeout');
  return new AppError('upstream_unavailable', String((error as Error)?.message ?? error));
}

/** Basic client credentials every Blade call carries (blade-contract §1). */
let authorization: string | undefined;
export function clientAuthorization(): string {
  const { BLADE_CLIENT_ID, BLADE_CLIENT_SECRET } = config();
  authorization ??= `Basic ${Buffer.from(`${BLADE_CLIENT_ID}:${BLADE_CLIENT_SECRET}`).toString('base64')}`;
  return authorization;
}

/** Reads a whole JSON body, refusing anything that is not JSON. */
export async function readJson(response: Dispatcher.ResponseData, maxBytes = 10 * 1024 * 1024): Promise<unknown> {
  return (await readJsonBytes(response, maxBytes)).json;
}

/** A whole JSON body, parsed (anything that is not JSON is refused) and as the bytes received. */
export async function readJsonBytes(response: Dispatcher.ResponseData, maxBytes = 10 * 1024 * 1024): Promise<{ json: unknown; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.body.destroy();
        throw new AppError('upstream_bad_response', 'response too large');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw toUpstreamError(error, false);
  }
  const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
  try {
    return { json: JSON.parse(bytes.toString('utf8')), bytes };
  } catch {
    throw new AppError('upstream_bad_response', 'not JSON');
  }
}
