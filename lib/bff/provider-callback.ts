import 'server-only';
import { config } from '../config/env';
import { readRequestBody } from '../http/read-request-body';
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
const CALLBACK_HEADERS = [
  'content-type',
  'user-agent',
  'x-fasc-app-id',
  'x-fasc-sign-type',
  'x-fasc-sign',
  'x-fasc-timestamp',
  'x-fasc-nonce',
  'x-fasc-event',
];
const MAX_CALLBACK_BYTES = 256 * 1024;

export async function forwardProviderCallback(req: Request, target: { path: string }, trace: Trace): Promise<Response> {
  const body = await readRequestBody(req, { maxBytes: MAX_CALLBACK_BYTES, deadlineMs: config().BODY_TIMEOUT_MS });
  const response = await upstreamRequest({
    method: 'POST',
    path: target.path,
    headers: { ...pickHeaders(req.headers, CALLBACK_HEADERS), authorization: clientAuthorization(), [REQUEST_ID_HEADER]: trace.requestId },
    body,
    signal: req.signal,
  });
  trace.upstreamStatus = response.statusCode;
  const { bytes } = await readJsonEnvelope(response, MAX_CALLBACK_BYTES);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: response.statusCode,
    headers: { 'content-type': 'application/json;charset=UTF-8' },
  });
}
