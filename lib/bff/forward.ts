import 'server-only';
import { Readable, Transform } from 'node:stream';
import { readRequestBody, type BodyLimits } from '../http/read-request-body';
import type { NextRequest } from 'next/server';
import type { IronSession } from 'iron-session';
import type { Dispatcher } from 'undici';
import { config } from '../config/env';
import { AppError } from '../http/app-error';
import type { ErrorCode } from '../http/error-codes';
import { clientAuthorization, readJson, readJsonEnvelope, upstreamRequest } from '../blade/upstream';
import { refreshOnce } from '../blade/refresh';
import { isRefreshDue } from '../auth/refresh-rule';
import type { SessionData } from '../auth/session-data';
import { endSession } from '../auth/ended-sessions';
import { touchSession } from '../auth/cached-session';
import { sessionLimits } from '../session';
import { requestHeadersFor, responseHeaderRecord, responseHeadersFrom } from './headers';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import type { Trace } from '../observability/access-log';
import { eventStreamRequest, streamLifetimeMs, toEventStream, wantsEventStream } from './event-stream';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_JSON_BYTES = 20 * 1024 * 1024;
const MAX_STREAM_BYTES = 512 * 1024 * 1024;
/** How stale lastSeenAt may get before the cookie is rewritten (keeps idle expiry without a write per call). */
const TOUCH_INTERVAL_MS = 60_000;

type Target = { path: string };
/** `idOnAnswer`: the answer was built with the request's id among its headers, so handle.ts need not set it again. */
export type ForwardTrace = Trace & { idOnAnswer?: boolean };

/**
 * Forwards one browser call to Blade with the session's credentials, refreshing the token first
 * when it is due and once more on an upstream 401 for idempotent calls; any other 401 ends the session.
 */
export async function forward(
  req: NextRequest,
  session: IronSession<SessionData>,
  target: Target,
  trace: ForwardTrace,
  bodyRule?: BodyRule,
): Promise<Response> {
  const method = req.method.toUpperCase() as Dispatcher.HttpMethod;
  // Read whole first, within its own deadline: only a request ready to send reaches Blade (and its circuit breaker).
  const body = IDEMPOTENT.has(method) ? undefined : await readBody(req, bodyRule);
  const signedIn = !!session.accessToken;
  let refreshed = false;
  if (signedIn && isRefreshDue(session.tokenAt, config().TOKEN_TIME)) refreshed = await refreshSession(session);

  // Server-sent events stay open (event-stream.ts); every other call has the whole-answer timeout.
  const stream = wantsEventStream(method, req.headers);
  const send = () =>
    (stream ? eventStreamRequest : upstreamRequest)({
      method,
      path: target.path,
      search: req.nextUrl.search,
      headers: headersFor(req, session, trace.requestId),
      body,
      signal: req.signal,
    });

  let response = await sendWithRetry(send, IDEMPOTENT.has(method));
  trace.upstreamStatus = response.statusCode;
  if (signedIn && response.statusCode === 401) {
    response.body.resume();
    if (IDEMPOTENT.has(method) && !refreshed && (await refreshSession(session))) response = await send();
    trace.upstreamStatus = response.statusCode;
    if (response.statusCode === 401) return endRefusedSession(session, response);
  }
  if (stream) {
    const events = toEventStream(response, {
      signal: req.signal,
      lifetimeMs: streamLifetimeMs(session, sessionLimits()),
      headers: responseHeadersFrom(response.headers),
    });
    if (events) return events;
  }
  if (signedIn && !stream && Date.now() - (session.lastSeenAt ?? 0) > TOUCH_INTERVAL_MS) await touchSession(session, TOUCH_INTERVAL_MS);
  return toBrowser(response, method, session, trace);
}

function headersFor(req: NextRequest, session: IronSession<SessionData>, requestId: string): Record<string, string> {
  const headers = { ...requestHeadersFor(req.headers), authorization: clientAuthorization(), [REQUEST_ID_HEADER]: requestId } as Record<
    string,
    string
  >;
  if (session.accessToken) headers['blade-auth'] = `bearer ${session.accessToken}`;
  if (session.user?.tenantId) headers['tenant-id'] = session.user.tenantId;
  return headers;
}

/** Retries an idempotent call once when the connection failed before any answer. */
async function sendWithRetry(send: () => Promise<Dispatcher.ResponseData>, idempotent: boolean) {
  try {
    return await send();
  } catch (error) {
    if (!idempotent || !(error instanceof AppError) || error.code !== 'upstream_unavailable') throw error;
    return send();
  }
}

/** Exchanges the refresh token and stores the new pair in the session; false when Blade refused. */
export async function refreshSession(session: IronSession<SessionData>): Promise<boolean> {
  if (!session.refreshToken || !session.user) return false;
  const result = await refreshOnce(session.refreshToken, session.user.tenantId);
  if (!result.ok) return false;
  session.accessToken = result.token.access_token;
  session.refreshToken = result.token.refresh_token;
  session.tokenAt = Date.now();
  session.lastSeenAt = Date.now();
  await session.save();
  return true;
}

async function endRefusedSession(session: IronSession<SessionData>, response: Dispatcher.ResponseData): Promise<Response> {
  await endSession(session, sessionLimits().maxMs);
  session.destroy();
  const body = (await readJson(response).catch(() => null)) as { msg?: unknown } | null;
  throw new AppError('unauthorized', typeof body?.msg === 'string' ? body.msg : undefined);
}

/** A call's own cap on its body, smaller than the upload limit, and what else its body must be. */
export type BodyRule = { maxBytes: number; tooLarge: ErrorCode; check: (body: Buffer | undefined) => void };

async function readBody(req: NextRequest, rule: BodyRule | undefined): Promise<Buffer | undefined> {
  if (!rule) return readRequestBody(req, requestBodyLimits());
  const body = await readRequestBody(req, { ...requestBodyLimits(), maxBytes: rule.maxBytes }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'payload_too_large' ? new AppError(rule.tooLarge) : error;
  });
  rule.check(body);
  return body;
}

/** The upload limit and the body deadline, from the configuration. */
export function requestBodyLimits(): BodyLimits {
  const { UPLOAD_LIMIT_MB, BODY_TIMEOUT_MS } = config();
  return { maxBytes: UPLOAD_LIMIT_MB * 1024 * 1024, deadlineMs: BODY_TIMEOUT_MS };
}

/**
 * JSON is read whole and checked (garbage → 502; a body code 401 ends the session like Saber does), then passed on unchanged;
 * HTML from a Blade API means a broken gateway (502); files and images stream through.
 */
async function toBrowser(
  response: Dispatcher.ResponseData,
  method: string,
  session: IronSession<SessionData>,
  trace: ForwardTrace,
): Promise<Response> {
  const type = String(response.headers['content-type'] ?? '').toLowerCase();
  if (method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304) {
    response.body.resume();
    return new Response(null, { status: response.statusCode, headers: responseHeaderRecord(response.headers) });
  }
  if (type.includes('text/html')) {
    response.body.resume();
    throw new AppError('upstream_bad_response', 'html');
  }
  if (type === '' || type.includes('json')) {
    // Checked whole (a truncated or garbage answer must become a 502, not a broken 200), then sent as
    // Blade wrote it: re-serialising every answer cost more than the check (bench/proxy-overhead.mjs).
    const { code, bytes } = await readJsonEnvelope(response, MAX_JSON_BYTES);
    if (session.accessToken && code === 401) {
      await endSession(session, sessionLimits().maxMs);
      session.destroy();
      throw new AppError('unauthorized');
    }
    // Every header in the record the Response is built from: one set on it afterwards went through undici's Headers
    // (webidl conversion, a sorted copy) on each call (bench/proxy-overhead.mjs).
    const headers = responseHeaderRecord(response.headers);
    headers['content-type'] = 'application/json;charset=UTF-8';
    headers[REQUEST_ID_HEADER] = trace.requestId;
    trace.idOnAnswer = true;
    return new Response(bytes as Uint8Array<ArrayBuffer>, { status: response.statusCode, headers });
  }
  let sent = 0;
  const capped = response.body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        done(sent > MAX_STREAM_BYTES ? new Error('response too large') : null, chunk);
      },
    }),
  );
  return new Response(Readable.toWeb(capped) as ReadableStream, {
    status: response.statusCode,
    headers: responseHeaderRecord(response.headers),
  });
}
