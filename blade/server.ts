import http from 'node:http';
import type { Db } from './db/open';
import type { Router } from './http/router';
import { errorReply, type Reply } from './http/envelope';
import { parseBody, readBody } from './http/request';
import { authenticate } from './auth/gateway';
import { isStreamReply } from './http/stream-reply';
import { enforcePolicy } from './policy/enforce';
import { runRecorded } from './services/history/record';
import { isLoggedCall, recordApiCall, recordError, type CallInfo } from './services/log/request-log';
import { BLADE_MESSAGES } from '../domain/blade-messages';

/** JSON replies, or raw bytes when a handler answers a Buffer (file downloads). */
const json = (res: http.ServerResponse, reply: Reply) => {
  const raw = Buffer.isBuffer(reply.body);
  const body = raw ? (reply.body as Buffer) : JSON.stringify(reply.body);
  const type = raw ? 'application/octet-stream' : 'application/json;charset=UTF-8';
  res.writeHead(reply.status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...reply.headers });
  res.end(body);
};

const gatewayReject = (msg: string): Reply => ({ status: 401, body: { code: 401, msg, data: null } });
const notFound: Reply = { status: 404, body: { code: 404, success: false, data: {}, msg: BLADE_MESSAGES.notFound } };
const notAllowed: Reply = { status: 405, body: { code: 405, success: false, data: {}, msg: '不支持当前请求方法' } };

/** Gateway (auth filter) + services in one process, on loopback only. */
export function createServer(db: Db, router: Router, log: (line: string) => void = () => {}): http.Server {
  /** Log rows are written after the answer is sent; a failure to log never fails the call. */
  const record = (write: () => void) => {
    try {
      write();
    } catch (error) {
      log(`[blade] log write failed: ${(error as Error)?.message ?? error}`);
    }
  };
  return http.createServer(async (req, res) => {
    let call: CallInfo | null = null;
    const serverIp = `${req.socket.localAddress ?? ''}:${req.socket.localPort ?? ''}`;
    try {
      // Prefixed rather than resolved against a base: `//x` or `/\\x` must stay paths, not become hosts.
      const url = new URL(`http://blade.local${req.url?.startsWith('/') ? req.url : '/'}`);
      const header = req.headers['blade-auth'];
      const decision = authenticate(db, url.pathname, (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('blade-auth'));
      if (decision.kind === 'reject') return json(res, gatewayReject(decision.msg));
      const route = router.match(req.method ?? 'GET', url.pathname);
      if (route === null) return json(res, notFound);
      if (route === 'method-not-allowed') return json(res, notAllowed);
      const startedAt = Date.now();
      const rawBody = await readBody(req);
      const body = parseBody(rawBody, req.headers['content-type']);
      call = callInfo(req, url, body, decision.user, startedAt);
      const ctx = {
        db,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        body,
        user: decision.user,
      };
      enforcePolicy(route.policy, ctx);
      // Writes leave a change history (services/history/record.ts); reads and the caller's own settings do not.
      const reply = route.policy.kind === 'write' ? await runRecorded(route.policy, ctx, route.handler) : await route.handler(ctx);
      if (isStreamReply(reply)) return reply.stream(req, res);
      json(res, reply);
      const done = call;
      if (isLoggedCall(done.method, done.path) && reply.status < 400) record(() => recordApiCall(db, done, serverIp));
    } catch (error) {
      const reply = errorReply(error);
      if (reply.status >= 500) log(`[blade] ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? error}`);
      if (!res.headersSent) json(res, reply);
      else res.destroy();
      const failed = call;
      if (reply.status >= 500 && failed) record(() => recordError(db, failed, error, serverIp));
    }
  });
}

function callInfo(req: http.IncomingMessage, url: URL, body: unknown, user: CallInfo['user'], startedAt: number): CallInfo {
  const forwarded = req.headers['x-forwarded-for'];
  const remoteIp = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.socket.remoteAddress || '';
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body,
    contentType: req.headers['content-type'] ?? '',
    user,
    userAgent: req.headers['user-agent'] ?? '',
    remoteIp,
    startedAt,
  };
}
