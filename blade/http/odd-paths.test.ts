import http from 'node:http';
import { useTestServer } from '../testing/test-server';

/** Found by bench/fuzz.mjs: request targets that URL parsing would read as a host must stay paths (404, not 500). */
describe('odd request targets', () => {
  const server = useTestServer({ logins: {} });

  const raw = (target: string, method = 'GET') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.base);
      const request = http.request({ hostname, port, path: target, method }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it.each(['//', '/\\/evil.example/blade-system/dict/dictionary', '//evil.example/blade-auth/oauth/captcha', '/%0d%0a/x'])(
    '%s',
    async (target) => {
      const answer = await raw(target, target === '//' ? 'HEAD' : 'GET');
      expect([401, 404]).toContain(answer.status);
      expect(answer.body).not.toMatch(/at .*\.js|TypeError/);
    },
  );
});
