import { AppError } from './app-error';

export type BodyLimits = {
  /** Largest body taken, in bytes (413 past it, also when Content-Length is absent or lies). */
  maxBytes: number;
  /** The whole body must have arrived within this many milliseconds of the first read (408 past it). */
  deadlineMs: number;
};

/**
 * A request body read whole, within its own deadline, before anything is sent upstream. A client that sends slowly
 * (or not at all) then costs only its own request: it never holds a Blade connection, never reaches the circuit
 * breaker (lib/blade/upstream.ts), and never takes the breaker's one half-open probe. An empty body is undefined.
 */
export async function readRequestBody(req: Request, { maxBytes, deadlineMs }: BodyLimits): Promise<Buffer | undefined> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new AppError('payload_too_large');
  if (!req.body) return undefined;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]).catch(() => 'broken' as const);
      if (next === 'expired') throw new AppError('request_timeout');
      // The client went away or broke the stream mid-way: nothing was sent upstream, so nothing is lost.
      if (next === 'broken') throw new AppError('request_incomplete');
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) throw new AppError('payload_too_large');
      chunks.push(next.value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (size === 0) return undefined;
  return chunks.length === 1 ? Buffer.from(chunks[0].buffer, chunks[0].byteOffset, chunks[0].byteLength) : Buffer.concat(chunks, size);
}
