import os from 'node:os';
import type { Context } from '../../http/router';
import type { BladeUser } from '../../auth/blade-user';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { maskedParams } from './request-log';

/**
 * Blade's BladeLogger (blade_log_usual): a service writes a business event — a sign-in, a grant, a
 * password reset, a new tenant — with a short logId ("login", "grant"…) and a sentence, together with
 * the request that caused it. Written inside the service call, so the row exists once the call answers.
 */
export type UsualEvent = {
  logId: string;
  data: string;
  level?: 'info' | 'warn' | 'error';
  /** Who did it, when the caller is not signed in yet (a sign-in). */
  actor?: Pick<BladeUser, 'tenantId' | 'account'>;
};

const HOST = os.hostname();
const ENV = process.env.NODE_ENV === 'production' ? 'prod' : 'dev';
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** `/blade-user/reset-password` → `UserController`, `resetPassword`: what Blade's logger names as method class and method. */
function handlerNames(path: string): { service: string; methodClass: string; methodName: string } {
  const parts = path.split('/').filter(Boolean);
  const camel = (text: string) => text.replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase());
  const resource = parts.length > 2 ? parts[parts.length - 2] : (parts[0] ?? '').replace(/^blade-/, '');
  const controller = camel(resource).replace(/^\w/, (letter) => letter.toUpperCase());
  return {
    service: parts[0] ?? '',
    methodClass: `org.springblade.${controller}Controller`,
    methodName: camel(parts[parts.length - 1] ?? ''),
  };
}

export function recordUsual(ctx: Context, event: UsualEvent): void {
  const who = event.actor ?? ctx.user;
  const names = handlerNames(ctx.path);
  const remoteIp = first(ctx.headers['x-forwarded-for']).split(',')[0]?.trim() ?? '';
  const now = formatDateTime();
  ctx.db
    .prepare(
      `INSERT INTO blade_log_usual (id, tenant_id, service_id, server_host, server_ip, env, method, request_uri, log_level, log_id, log_data,
        time, user_agent, remote_ip, method_class, method_name, params, create_by, create_time, is_deleted) VALUES (?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    )
    .run(
      nextId(),
      who?.tenantId || '000000',
      names.service,
      HOST,
      ENV,
      ctx.method,
      ctx.path,
      event.level ?? 'info',
      event.logId,
      event.data.slice(0, 4000),
      now,
      first(ctx.headers['user-agent']).slice(0, 1000),
      remoteIp,
      names.methodClass,
      names.methodName,
      maskedParams(ctx.query, ctx.body, first(ctx.headers['content-type'])),
      who?.account ?? '',
      now,
    );
}
