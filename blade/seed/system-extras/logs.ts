import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { API_LOGS, ERROR_LOGS, HOSTS, REMOTE_IPS, stackTrace, USER_AGENTS, USUAL_LOGS } from '../system-logs';
import { ago, insert } from './shared';

const ACCOUNTS = ['admin', 'trader', 'manager', 'zhangwei', 'boss'];
const place = (service: string) => HOSTS[service] ?? ['tradeport-app-01', '10.0.12.21:8200'];

/** The columns every log shares: where the call ran, who made it from where, when (every tenth row is the second tenant). */
function shared(index: number, service: string, uri: string, method: string) {
  const [host, ip] = place(service);
  return {
    tenant_id: index % 10 === 9 ? '100001' : '000000',
    service_id: service,
    server_host: host,
    server_ip: ip,
    env: 'prod',
    method,
    request_uri: uri,
    user_agent: USER_AGENTS[index % USER_AGENTS.length],
    remote_ip: REMOTE_IPS[index % REMOTE_IPS.length],
    create_by: index % 10 === 9 ? 'admin' : ACCOUNTS[index % ACCOUNTS.length],
    create_time: ago(Math.floor(index * 2.7), (index * 37) % 600),
  };
}

/** blade_log_usual: what the services logged on purpose. */
function seedUsualLogs(db: Db) {
  insert(
    db,
    'blade_log_usual',
    Array.from({ length: 30 }, (_, index) => {
      const [level, logId, data, call] = USUAL_LOGS[index % USUAL_LOGS.length];
      const row = shared(index, call.service, call.uri, call.method);
      return {
        id: seedId(47, index + 1),
        ...row,
        log_level: level,
        log_id: logId,
        log_data: data,
        method_class: call.controller,
        method_name: call.action,
        params: call.params,
        time: row.create_time,
      };
    }),
  );
}

/** blade_log_api: the calls, with their time in ms. */
function seedApiLogs(db: Db) {
  insert(
    db,
    'blade_log_api',
    Array.from({ length: 32 }, (_, index) => {
      const [title, call, ms] = API_LOGS[index % API_LOGS.length];
      return {
        id: seedId(48, index + 1),
        ...shared(index, call.service, call.uri, call.method),
        type: '1',
        title,
        method_class: call.controller,
        method_name: call.action,
        params: call.params,
        time: String(ms + ((index * 7) % 23)),
      };
    }),
  );
}

/** blade_log_error: exceptions with their stack traces. */
function seedErrorLogs(db: Db) {
  insert(
    db,
    'blade_log_error',
    Array.from({ length: 30 }, (_, index) => {
      const [exception, message, file, line, frames, call] = ERROR_LOGS[index % ERROR_LOGS.length];
      const row = shared(index, call.service, call.uri, call.method);
      return {
        id: seedId(49, index + 1),
        ...row,
        stack_trace: stackTrace(exception, message, file, line, frames),
        exception_name: exception,
        message: message ?? '',
        line_number: line,
        method_class: call.controller,
        file_name: file,
        method_name: call.action,
        params: call.params,
        time: row.create_time,
      };
    }),
  );
}

/** About thirty rows per log, newest first, mostly the platform tenant and a few of the second tenant. */
export function seedLogs(db: Db): void {
  seedUsualLogs(db);
  seedApiLogs(db);
  seedErrorLogs(db);
}
