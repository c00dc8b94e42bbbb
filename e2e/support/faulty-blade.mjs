#!/usr/bin/env node
/**
 * A deliberately misbehaving Blade gateway for the failure tests: `node faulty-blade.mjs <port>`.
 * Login works (any account), then /blade-desk/<case> answers garbage, HTML, slowly, with a reset
 * connection or a 401, or echoes what the BFF sent it. Loopback only.
 */
import crypto from 'node:crypto';
import http from 'node:http';

const port = Number(process.argv[2] ?? 3199);
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
};

const handlers = {
  'POST /blade-auth/oauth/token': (req, res, url) =>
    url.searchParams.get('password') === crypto.createHash('md5').update('wrong').digest('hex')
      ? json(res, 400, { error: 'invalid_grant', error_description: '用户名或密码错误' })
      : json(res, 200, {
          access_token: `faulty-access-${crypto.randomUUID()}`,
          refresh_token: `faulty-refresh-${crypto.randomUUID()}`,
          token_type: 'bearer',
          expires_in: 3599,
          tenant_id: req.headers['tenant-id'] ?? '',
          user_id: '42',
          account: url.searchParams.get('username'),
          user_name: url.searchParams.get('username'),
          nick_name: 'Faulty',
          real_name: '测试用户',
          role_name: 'administrator',
          role_id: '1',
          dept_id: '1',
          avatar: '',
        }),
  'GET /blade-auth/oauth/logout': (_req, res) => json(res, 200, { success: 'true', msg: 'success' }),
  'GET /blade-system/tenant/info': (_req, res) => json(res, 200, { code: 200, success: true, data: {}, msg: '操作成功' }),
  'GET /blade-system/menu/routes': (_req, res) => json(res, 200, { code: 200, success: true, data: [], msg: '操作成功' }),
  'GET /blade-desk/garbage': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"code":200,"data":[1,2,');
  },
  'GET /blade-desk/html': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>502 Bad Gateway</body></html>');
  },
  'GET /blade-desk/slow': (_req, res) => setTimeout(() => json(res, 200, { code: 200, success: true, data: 'late', msg: '' }), 5000),
  'GET /blade-desk/reset': (req) => req.socket.destroy(),
  'GET /blade-desk/unauthorized': (_req, res) => json(res, 401, { code: 401, msg: '请求未授权', data: null }),
  'GET /blade-desk/echo': (req, res) => json(res, 200, { code: 200, success: true, data: req.headers, msg: '' }),
  'POST /blade-desk/echo-body': async (req, res) => {
    const hash = crypto.createHash('sha256');
    let size = 0;
    for await (const chunk of req) {
      hash.update(chunk);
      size += chunk.length;
    }
    json(res, 200, { code: 200, success: true, data: { size, sha256: hash.digest('hex') }, msg: '' });
  },
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://faulty.local');
    const handler = handlers[`${req.method} ${url.pathname}`];
    if (handler) return handler(req, res, url);
    json(res, 404, { code: 404, success: false, data: {}, msg: '404 没找到请求' });
  })
  .listen(port, '127.0.0.1', () => console.log(`faulty Blade on ${port}`));
