import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';

const OK = { success: 'true', msg: 'success' };
const CLIENT_LOG_MAX_ROWS = 200;
const CLIENT_LOG_MAX_BYTES = 256 * 1024;

// GET /blade-auth/oauth/logout — revokes the login behind the token (needs a valid token at the gateway).
export function logout(ctx: Context) {
  if (ctx.user) ctx.db.prepare('UPDATE auth_session SET revoked_at = ? WHERE sid = ?').run(Date.now(), ctx.user.sid);
  return R.raw(OK);
}

// POST /blade-auth/oauth/logout — Saber's "send local error logs" quirk: the body is an array of logs.
export function uploadClientLogs(ctx: Context) {
  // A browser's log is small: past these the upload is refused whole, before anything is stored.
  if (ctx.rawBody.length > CLIENT_LOG_MAX_BYTES) throw new ServiceError('错误日志过大: 一次最多上传 256 KB', 413);
  if (!Array.isArray(ctx.body)) throw new ServiceError('消息不能读取');
  if (ctx.body.length > CLIENT_LOG_MAX_ROWS) throw new ServiceError('错误日志过多: 一次最多上传 200 条', 413);
  const insert = ctx.db.prepare(
    'INSERT INTO blade_log_client (id, tenant_id, user_id, type, url, message, stack, info, time, create_time) VALUES (?,?,?,?,?,?,?,?,?,?)',
  );
  const text = (value: unknown, max: number) => (value == null ? '' : String(value).slice(0, max));
  ctx.db.transaction(() => {
    for (const log of ctx.body as Record<string, unknown>[]) {
      insert.run(
        nextId(),
        ctx.user?.tenantId ?? '',
        ctx.user?.userId ?? '',
        text(log?.type, 50),
        text(log?.url, 1000),
        text(log?.message, 4000),
        text(log?.stack, 20000),
        text(log?.info, 4000),
        text(log?.time, 40),
        formatDateTime(),
      );
    }
  })();
  return R.raw(OK);
}

// GET /blade-auth/oauth/clear-cache
export function clearCache() {
  return R.raw(OK);
}

// GET /blade-auth/oauth/user-info — Spring's Authentication, R-wrapped; null when anonymous.
export function userInfo(ctx: Context) {
  if (!ctx.user) return R.data(null);
  const authorities = ctx.user.roleName
    .split(',')
    .filter(Boolean)
    .map((authority) => ({ authority }));
  return R.data({ name: ctx.user.account, authenticated: true, authorities, principal: ctx.user });
}
