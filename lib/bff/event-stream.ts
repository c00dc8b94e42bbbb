import 'server-only';
import { Pool, type Dispatcher } from 'undici';
import { config } from '../config/env';
import { toUpstreamError, type UpstreamRequest } from '../blade/upstream';
import type { SessionData, SessionLimits } from '../auth/session-data';
import { onDrain } from '../http/draining';

/**
 * Server-sent events through the BFF (the chat's live messages). Ordinary calls must finish within
 * UPSTREAM_TIMEOUT_MS; an event stream is meant to stay open, so it gets its own path:
 *  - its own small pool, so long-lived streams never occupy the connections ordinary calls share;
 *    only the answer's headers are held to UPSTREAM_TIMEOUT_MS, and the body may stay quiet for
 *    STREAM_IDLE_MS (the upstream's heartbeats arrive well within it) before it counts as dead;
 *  - a heartbeat comment to the browser every HEARTBEAT_MS, so front proxies keep it open;
 *  - it ends with the browser's abort signal, when the server starts shutting down (lib/http/draining.ts)
 *    and at the latest when the session would expire (or after MAX_STREAM_MS): EventSource then reconnects
 *    through the BFF's guard, which checks the session again, so a logged-out or expired session never keeps
 *    a stream.
 * A stream does not count as activity: it does not extend the idle session.
 */
export const HEARTBEAT_MS = 20_000;
export const STREAM_IDLE_MS = 60_000;
export const MAX_STREAM_MS = 10 * 60_000;

let pool: Pool | undefined;

function streamPool(): Pool {
  if (!pool) {
    const { BLADE_API_URL, UPSTREAM_TIMEOUT_MS } = config();
    pool = new Pool(new URL(BLADE_API_URL).origin, {
      connect: { timeout: Math.min(3000, UPSTREAM_TIMEOUT_MS) },
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: STREAM_IDLE_MS,
    });
  }
  return pool;
}

/** A GET that asks for text/event-stream (what EventSource sends). */
export function wantsEventStream(method: string, headers: Headers): boolean {
  return method === 'GET' && (headers.get('accept') ?? '').includes('text/event-stream');
}

/** The upstream call for a stream: no whole-answer timeout, only the browser's signal. */
export async function eventStreamRequest(request: UpstreamRequest): Promise<Dispatcher.ResponseData> {
  const basePath = new URL(config().BLADE_API_URL).pathname.replace(/\/$/, '');
  try {
    return await streamPool().request({
      method: request.method,
      path: basePath + request.path + (request.search ?? ''),
      headers: { ...request.headers, accept: 'text/event-stream', 'accept-encoding': 'identity' },
      signal: request.signal,
    });
  } catch (error) {
    throw toUpstreamError(error, false);
  }
}

/** How long a stream may stay open: until the session's idle or absolute end, capped (at least 1 s). */
export function streamLifetimeMs(session: Pick<SessionData, 'lastSeenAt' | 'createdAt'>, limits: SessionLimits, now = Date.now()): number {
  const idleEnd = (session.lastSeenAt ?? now) + limits.idleMs;
  const absoluteEnd = (session.createdAt ?? now) + limits.maxMs;
  return Math.max(1000, Math.min(MAX_STREAM_MS, idleEnd - now, absoluteEnd - now));
}

type StreamOptions = { signal: AbortSignal; lifetimeMs: number; heartbeatMs?: number; headers: Headers };

/**
 * The upstream's event stream to the browser with heartbeats and a lifetime; null when the upstream
 * did not answer a stream (an error envelope), which the caller then handles as any other answer.
 */
export function toEventStream(
  response: Dispatcher.ResponseData,
  { signal, lifetimeMs, heartbeatMs = HEARTBEAT_MS, headers }: StreamOptions,
): Response | null {
  const type = String(response.headers['content-type'] ?? '').toLowerCase();
  if (response.statusCode !== 200 || !type.includes('text/event-stream')) return null;
  const encoder = new TextEncoder();
  const source = response.body;
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const heartbeat = setInterval(() => controller.enqueue(encoder.encode(': keep-alive\n\n')), heartbeatMs);
      const lifetime = setTimeout(() => stop(), lifetimeMs);
      let forgetDrain = () => {};
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        forgetDrain();
        signal.removeEventListener('abort', stop);
        source.destroy();
        try {
          controller.close();
        } catch {
          // already closed by the browser's cancel
        }
      };
      signal.addEventListener('abort', stop);
      forgetDrain = onDrain(stop);
      source.on('data', (chunk: Buffer) => open && controller.enqueue(new Uint8Array(chunk)));
      source.on('end', () => stop());
      source.on('error', () => stop());
    },
    cancel() {
      stop();
    },
  });
  headers.set('content-type', 'text/event-stream; charset=utf-8');
  headers.set('cache-control', 'no-cache, no-transform');
  headers.set('x-accel-buffering', 'no');
  headers.delete('content-length');
  return new Response(body, { status: 200, headers });
}
