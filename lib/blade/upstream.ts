import 'server-only';
import { EventEmitter } from 'node:events';
import { Pool, errors, type Dispatcher } from 'undici';
import { config } from '../config/env';
import { AppError } from '../http/app-error';
import { CircuitBreaker } from '../http/circuit-breaker';
import { scanJsonEnvelope } from './json-envelope';

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
  const signal = deadline(request.signal, config().UPSTREAM_TIMEOUT_MS);
  try {
    const response = await target.request({
      method: request.method,
      path: basePath + request.path + (request.search ?? ''),
      headers: { ...request.headers, 'accept-encoding': 'identity' },
      body: request.body,
      signal,
    });
    circuit.succeed();
    // The deadline covers the body too: it ends when the body has been read or dropped.
    response.body.once('close', signal.settle);
    return response;
  } catch (error) {
    signal.settle();
    const mapped = toUpstreamError(error, signal.expired);
    // Only the upstream's own failures count; a browser that went away or a refused upload says nothing about it.
    const upstreamFault = !request.signal?.aborted && (mapped.code === 'upstream_unavailable' || mapped.code === 'upstream_timeout');
    if (upstreamFault) circuit.fail();
    else circuit.release();
    throw mapped;
  }
}

/**
 * One abort source for "the browser went away" and "the whole answer took too long": an EventEmitter with `aborted` and
 * `reason`, which undici takes as a signal like an AbortSignal. On Node 20 each AbortController cost ~15 µs of the BFF's
 * CPU per call (its signal is made transferable); AbortSignal.any's dependent-signal bookkeeping cost more. It is also
 * the browser signal's listener (handleEvent), so a call makes no closure for it, and its deadline is watched by the
 * shared ticker below rather than a timer of its own. `settle` (a field: it is the body's close listener) forgets it
 * once the answer is read or dropped, so a busy server does not keep ten seconds' worth of them alive.
 */
class DeadlineSignal extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;
  expired = false;

  constructor(
    readonly expiresAt: number,
    private readonly browser: AbortSignal | undefined,
  ) {
    super();
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }

  expire(): void {
    this.expired = true;
    this.abort(new DOMException('The upstream answer took too long', 'TimeoutError'));
  }

  /** The browser signal's abort event. */
  handleEvent(): void {
    this.abort(this.browser!.reason);
  }

  readonly settle = (): void => {
    live.delete(this);
    this.browser?.removeEventListener('abort', this);
  };
}

/**
 * The deadlines of the calls in flight, watched by one unref'd interval that runs while there are any: a timer per call
 * (setTimeout, clearTimeout, its closure) was ~20 µs of the BFF's CPU per call and garbage the proxy benchmark's p99
 * paid for (bench/proxy-overhead.mjs). A deadline fires on the first tick past it, at most a tenth of the timeout (and
 * never more than 250 ms) late.
 */
const live = new Set<DeadlineSignal>();
let ticker: NodeJS.Timeout | undefined;

/** How many calls' deadlines are being watched (tests: every answer read or dropped must leave none). */
export function watchedDeadlines(): number {
  return live.size;
}

function tick(): void {
  if (live.size === 0) {
    clearInterval(ticker);
    ticker = undefined;
    return;
  }
  const now = performance.now();
  for (const signal of live) if (signal.expiresAt <= now) signal.expire();
}

function deadline(browser: AbortSignal | undefined, ms: number): DeadlineSignal {
  const signal = new DeadlineSignal(performance.now() + ms, browser);
  if (browser?.aborted) {
    signal.abort(browser.reason);
    return signal;
  }
  browser?.addEventListener('abort', signal, { once: true });
  live.add(signal);
  ticker ??= setInterval(tick, Math.min(250, Math.max(10, Math.floor(ms / 10)))).unref();
  return signal;
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
    const response = await target.request({
      method: 'GET',
      path: `${basePath}/`,
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
    });
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
  // The deadline's own reason (TimeoutError) also reaches a body that was still coming in when it passed.
  const name = (error as Error)?.name;
  if (error instanceof errors.RequestAbortedError || name === 'AbortError' || name === 'TimeoutError')
    return new AppError('upstream_timeout');
  return new AppError('upstream_unavailable', String((error as Error)?.message ?? error));
}

/** Basic client credentials every Blade call carries (docs/blade-contract.md §1). */
let authorization: string | undefined;
export function clientAuthorization(): string {
  const { BLADE_CLIENT_ID, BLADE_CLIENT_SECRET } = config();
  authorization ??= `Basic ${Buffer.from(`${BLADE_CLIENT_ID}:${BLADE_CLIENT_SECRET}`).toString('base64')}`;
  return authorization;
}

/** Reads a whole JSON body, refusing anything that is not JSON. */
export async function readJson(response: Dispatcher.ResponseData, maxBytes = 10 * 1024 * 1024): Promise<unknown> {
  const bytes = await readBody(response, maxBytes);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError('upstream_bad_response', 'not JSON');
  }
}

/**
 * A whole JSON body as the bytes received, checked to be JSON, with its envelope's `code`: scanned, never built
 * (lib/blade/json-envelope.ts). Only the check and the code are wanted here, never the texts.
 */
export async function readJsonEnvelope(
  response: Dispatcher.ResponseData,
  maxBytes = 10 * 1024 * 1024,
): Promise<{ code: unknown; bytes: Buffer }> {
  const bytes = await readBody(response, maxBytes);
  const envelope = scanJsonEnvelope(bytes);
  if (!envelope.valid) throw new AppError('upstream_bad_response', 'not JSON');
  return { code: envelope.code, bytes };
}

/** A whole body, refused past maxBytes. Read through events: an async iterator per answer showed in the BFF's profile. */
function readBody(response: Dispatcher.ResponseData, maxBytes: number): Promise<Buffer> {
  const body = response.body;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) body.destroy(new AppError('upstream_bad_response', 'response too large'));
      else chunks.push(chunk);
    });
    let settled = false;
    body.once('end', () => {
      settled = true;
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    });
    body.once('error', (error) => {
      settled = true;
      reject(toUpstreamError(error, false));
    });
    // A close without an end or an error (a body dropped elsewhere) must not leave the call waiting.
    body.once('close', () => settled || reject(new AppError('upstream_unavailable', 'answer closed before its end')));
  });
}
