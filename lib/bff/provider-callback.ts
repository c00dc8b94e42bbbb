import 'server-only';
import { AppError } from '../http/app-error';
import { clientAuthorization, readJsonEnvelope, upstreamRequest } from '../blade/upstream';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import type { Trace } from '../observability/access-log';
import { pickHeaders } from './headers';

/**
 * A third-party provider's callback (lib/http/same-origin.ts PROVIDER_CALLBACKS, e.g. FaDaDa's POST
 * /api/fasc/esign/callback) forwarded to Blade as it came: its form body and the provider's signature
 * headers, never the visitor's cookie or session token. Blade's JSON answer (FaDaDa waits for `success`)
 * goes back unchanged.
 */
const CALLBACK_HEADERS = ['content-type', 'user-agent', 'x-fasc-app-id', 'x-fasc-sign-type', 'x-fasc-sign', 'x-fasc-timestamp', 'x-fasc-nonce', 'x-fasc-event'];
const MAX_CALLBACK_BYTES = 256 * 1024;

export async function forwardProviderCallback(req: Request, target: { path: string }, trace: Trace): Promise<Response> {
  const body = await readLimited(req, MAX_CALLBACK_BYTES);
  const response = await upstreamRequest({
    method: 'POST',
    path: target.path,
    headers: { ...pickHeaders(req.headers, CALLBACK_HEADERS), authorization: clientAuthorization(), [REQUEST_ID_HEADER]: trace.requestId },
    body,
    signal: req.signal,
  });
  trace.upstreamStatus = response.statusCode;
  const { bytes } = await readJsonEnvelope(response, MAX_CALLBACK_BYTES);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: response.statusCode, headers: { 'content-type': 'application/json;charset=UTF-8' } });
}

/** The whole (small) body, refused past the limit even when Content-Length is absent or lies. */
async function readLimited(req: Request, limit: number): Promise<Buffer> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw new AppError('payload_too_large');
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
