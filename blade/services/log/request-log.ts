import os from 'node:os';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open';
import type { BladeUser } from '../../auth/blade-user';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';

/**
 * What Blade's ApiLogAspect and ErrorLogPublisher write (blade_log_api, blade_log_error), recorded by the
 * gateway after the answer is sent: one prepared INSERT per call, no reads. API calls: every state-changing
 * call (POST/PUT/PATCH/DELETE) outside the auth and log services; errors: uncaught exceptions (HTTP 500).
 * Parameters never carry a secret: password-, secret-, token- and key-like values are masked.
 */
export type CallInfo = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  contentType: string;
  user: BladeUser | null;
  userAgent: string;
  remoteIp: string;
  startedAt: number;
};

const SECRET_KEY = /pass|secret|token|credential|captcha|^key$|access_?key|blade-auth|authorization/i;
const MASK = '******';
const MAX_PARAMS = 2000;
const MAX_TEXT = 4000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOST = os.hostname();
const ENV = process.env.NODE_ENV === 'production' ? 'prod' : 'dev';

/** Whether a call is API-logged: state-changing, and not a sign-in or the logs themselves. */
export function isLoggedCall(method: string, path: string): boolean {
  return STATE_CHANGING.has(method) && !path.startsWith('/blade-auth/') && !path.startsWith('/blade-log/');
}

function maskValue(key: string, value: unknown): unknown {
  if (SECRET_KEY.test(key)) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskValue('', item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, maskValue(inner, item)]));
  return value;
}

/** Query parameters and the JSON body, secrets masked, as one bounded string (`a=1&b=2 {json}`). */
export function maskedParams(query: URLSearchParams, body: unknown, contentType: string): string {
  const pairs = [...query].map(([key, value]) => `${key}=${SECRET_KEY.test(key) ? MASK : value}`).join('&');
  const json = contentType.includes('multipart/')
    ? '[multipart]'
    : body && typeof body === 'object'
      ? JSON.stringify(maskValue('', body))
      : '';
  return [pairs, json].filter(Boolean).join(' ').slice(0, MAX_PARAMS);
}

/** Bearer tokens and JWTs inside free text (an exception message) are masked too. */
export const maskText = (text: string) =>
  text
    .replace(/bearer\s+\S+/gi, `bearer ${MASK}`)
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, MASK)
    .slice(0, MAX_TEXT);

const service = (path: string) => path.split('/')[1] ?? '';
const action = (path: string) => path.split('/').filter(Boolean).pop() ?? '';

type Statements = { api: Statement<unknown[]>; error: Statement<unknown[]> };
const statements = new WeakMap<Db, Statements>();
function prepared(db: Db): Statements {
  let found = statements.get(db);
  if (!found) {
    found = {
      api: db.prepare(`INSERT INTO blade_log_api (id, tenant_id, service_id, server_host, server_ip, env, type, title, method, request_uri, user_agent, remote_ip,
        method_class, method_name, params, time, create_by, create_time, is_deleted) VALUES (?, ?, ?, ?, ?, ?, '1', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`),
      error:
        db.prepare(`INSERT INTO blade_log_error (id, tenant_id, service_id, server_host, server_ip, env, method, request_uri, user_agent, stack_trace,
        exception_name, message, line_number, remote_ip, method_class, file_name, method_name, params, time, create_by, create_time, is_deleted)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`),
    };
    statements.set(db, found);
  }
  return found;
}

const common = (call: CallInfo) => ({ tenant: call.user?.tenantId || '000000', by: call.user?.account ?? '', now: formatDateTime() });

export function recordApiCall(db: Db, call: CallInfo, serverIp: string): void {
  const { tenant, by, now } = common(call);
  prepared(db).api.run(
    nextId(),
    tenant,
    service(call.path),
    HOST,
    serverIp,
    ENV,
    action(call.path),
    call.method,
    call.path,
    call.userAgent.slice(0, 1000),
    call.remoteIp,
    service(call.path),
    action(call.path),
    maskedParams(call.query, call.body, call.contentType),
    String(Date.now() - call.startedAt),
    by,
    now,
  );
}

/** The first stack frame's file and line, for Blade's file_name / line_number. */
function topFrame(stack: string): { file: string; line: number } {
  const match = /\(?([^\s()]+):(\d+):\d+\)?/.exec(stack.split('\n').slice(1).join('\n'));
  return { file: match ? (match[1].split('/').pop() ?? '') : '', line: match ? Number(match[2]) : 0 };
}

export function recordError(db: Db, call: CallInfo, error: unknown, serverIp: string): void {
  const { tenant, by, now } = common(call);
  const failure = error instanceof Error ? error : new Error(String(error));
  const stack = maskText(failure.stack ?? String(failure));
  const frame = topFrame(stack);
  prepared(db).error.run(
    nextId(),
    tenant,
    service(call.path),
    HOST,
    serverIp,
    ENV,
    call.method,
    call.path,
    call.userAgent.slice(0, 1000),
    stack,
    failure.name,
    maskText(failure.message),
    frame.line,
    call.remoteIp,
    service(call.path),
    frame.file,
    action(call.path),
    maskedParams(call.query, call.body, call.contentType),
    now,
    by,
    now,
  );
}
