import { useTestServer } from '../../testing/test-server';
import { isLoggedCall, maskedParams, maskText, recordError } from './request-log';

const server = useTestServer();

const call = (method: string, path: string, body?: unknown) =>
  fetch(server.base + path, {
    method,
    headers: { 'blade-auth': `bearer ${server.admin}`, 'content-type': 'application/json', 'user-agent': 'jest-agent' },
    body: body && JSON.stringify(body),
  });
const apiRows = (uri: string) =>
  server.db.prepare('SELECT * FROM blade_log_api WHERE request_uri = ? ORDER BY create_time').all(uri) as Record<string, unknown>[];

describe('API log (blade_log_api)', () => {
  it('records one row per state-changing call with its user, tenant, time taken and masked params', async () => {
    const saved = await call('POST', '/blade-system/param/submit?accessKey=AK123', {
      paramName: '日志参数',
      paramKey: 'log.check',
      paramValue: 'v',
      oldPassword: 'S3cret!pw',
    });
    expect(saved.status).toBe(200);
    const rows = apiRows('/blade-system/param/submit');
    expect(rows.at(-1)).toMatchObject({
      tenant_id: '000000',
      service_id: 'blade-system',
      method: 'POST',
      title: 'submit',
      create_by: 'admin',
      user_agent: 'jest-agent',
      type: '1',
      params: 'accessKey=****** {"paramName":"日志参数","paramKey":"log.check","paramValue":"v","oldPassword":"******"}',
    });
    expect(Number(rows.at(-1)!.time)).toBeGreaterThanOrEqual(0);
  });

  it('never records reads, sign-ins, refusals or the logs themselves', async () => {
    const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM blade_log_api').get() as { n: number }).n;
    const before = count();
    await call('GET', '/blade-system/param/list');
    await call('GET', '/blade-log/api/list');
    await call('POST', '/blade-system/dict/remove?ids=');
    expect(count()).toBe(before);
    expect(isLoggedCall('POST', '/blade-auth/oauth/token')).toBe(false);
    expect(isLoggedCall('DELETE', '/blade-system/param/remove')).toBe(true);
    expect(isLoggedCall('GET', '/blade-develop/code/gen-code')).toBe(false);
  });
});

describe('error log (blade_log_error)', () => {
  it('keeps the exception, its stack and the request, never a secret', async () => {
    const failure = new TypeError('cannot read bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl of undefined');
    recordError(
      server.db,
      {
        method: 'POST',
        path: '/blade-system/param/submit',
        query: new URLSearchParams('password=plain&x=1'),
        body: { secretKey: 'sk', note: 'n' },
        contentType: 'application/json',
        user: null,
        userAgent: 'ua',
        remoteIp: '10.0.0.9',
        startedAt: Date.now(),
      },
      failure,
      '127.0.0.1:1',
    );
    const row = server.db
      .prepare("SELECT * FROM blade_log_error WHERE exception_name = 'TypeError' ORDER BY create_time DESC")
      .get() as Record<string, unknown>;
    expect(row).toMatchObject({
      service_id: 'blade-system',
      request_uri: '/blade-system/param/submit',
      method_name: 'submit',
      remote_ip: '10.0.0.9',
      params: 'password=******&x=1 {"secretKey":"******","note":"n"}',
    });
    expect(String(row.message)).toBe('cannot read bearer ****** of undefined');
    expect(String(row.stack_trace)).toContain('request-log.test');
    expect(String(row.stack_trace)).not.toContain('eyJhbGciOi');
    expect(Number(row.line_number)).toBeGreaterThan(0);
  });

  it('masks nested secrets and multipart bodies', () => {
    expect(maskedParams(new URLSearchParams(), { user: { newPassword: 'x', name: 'n' }, tokens: ['a'] }, 'application/json')).toBe(
      '{"user":{"newPassword":"******","name":"n"},"tokens":"******"}',
    );
    expect(maskedParams(new URLSearchParams('a=1'), null, 'multipart/form-data; boundary=x')).toBe('a=1 [multipart]');
    expect(maskText('Blade-Auth: bearer abc.def')).toBe('Blade-Auth: bearer ******');
  });
});
