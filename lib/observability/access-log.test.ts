import { accessLine, loggablePath } from './access-log';

describe('access log', () => {
  it('keeps query parameter names but never their values', () => {
    expect(loggablePath('/api/blade-auth/oauth/token?username=admin&password=21232f297a57a5a743894a0e4a801fc3&grant_type=captcha')).toBe(
      '/api/blade-auth/oauth/token?username=&password=&grant_type=',
    );
    expect(loggablePath('/api/blade-system/user/list?current=1&current=2')).toBe('/api/blade-system/user/list?current=');
    expect(loggablePath('/api/x')).toBe('/api/x');
  });

  it('no token or secret in a log line: query values (tokens, codes, passwords) never reach it', () => {
    const line = accessLine({
      requestId: 'req-12345678',
      method: 'POST',
      status: 200,
      startedAt: 0,
      now: 1,
      url: '/api/blade-auth/oauth/token?refresh_token=eyJ.secret.refresh&access_token=eyJ.secret.access&code=oauth-code-1&password=21232f297a57a5a743894a0e4a801fc3',
    });
    for (const value of ['eyJ.secret', 'oauth-code-1', '21232f297a57a5a743894a0e4a801fc3']) expect(line).not.toContain(value);
  });

  it('bounds the path and keeps it on one line', () => {
    expect(loggablePath(`/api/${'a'.repeat(2000)}`).length).toBeLessThanOrEqual(513);
    expect(loggablePath('/api/a%0d%0ab?x%0a=1')).not.toMatch(/[\r\n]/);
  });

  it('writes one JSON object with the fields an operator needs', () => {
    const line = accessLine(
      {
        requestId: 'req-12345678',
        method: 'GET',
        url: '/api/blade-system/user/list?account=x',
        status: 200,
        startedAt: 100,
        now: 112.34,
        upstreamStatus: 200,
      },
      Date.UTC(2026, 10, 21, 8, 0, 0),
    );
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-21T08:00:00.000Z',
      level: 'info',
      msg: 'bff request',
      requestId: 'req-12345678',
      method: 'GET',
      path: '/api/blade-system/user/list?account=',
      status: 200,
      durationMs: 12.3,
      upstreamStatus: 200,
    });
  });

  it('grades the level by status and names the BFF error', () => {
    const base = { requestId: 'r-12345678', method: 'GET', url: '/api/x', startedAt: 0, now: 1 };
    expect(JSON.parse(accessLine({ ...base, status: 404 })).level).toBe('warn');
    const failed = JSON.parse(accessLine({ ...base, status: 504, error: 'upstream_timeout' }));
    expect(failed).toMatchObject({ level: 'error', error: 'upstream_timeout' });
    expect(failed).not.toHaveProperty('upstreamStatus');
  });
});
