#!/usr/bin/env node
/**
 * A fixed upstream for the proxy-overhead benchmark: `node static-upstream.mjs <port>`. Every GET
 * answers the same ~15 KB Blade list page (20 users) so only the proxy's cost varies; the token
 * call answers a token so the BFF can sign in. Loopback only.
 */
import http from 'node:http';

const port = Number(process.argv[2] ?? 4452);
const records = Array.from({ length: 18 }, (_, i) => ({
  id: String(1_700_000_000_000_000_000n + BigInt(i)),
  tenantId: '000000',
  account: `trader${i}`,
  name: `交易员${i}`,
  realName: `张三${i}`,
  email: `trader${i}@tradeport.example`,
  phone: `1380000${String(i).padStart(4, '0')}`,
  birthday: '1990-01-01 00:00:00',
  sex: 1,
  roleId: '1123598816738675201',
  deptId: '1123598813738675201',
  postId: '1123598817738675201',
  roleName: '交易员',
  deptName: '华东粮食交易中心',
  postName: '交易专员',
  sexName: '男',
  userTypeName: 'WEB',
  createUser: '1123598821738675201',
  createDept: '1123598813738675201',
  createTime: '2026-11-01 08:00:00',
  updateUser: '1123598821738675201',
  updateTime: '2026-11-20 08:00:00',
  status: 1,
  isDeleted: 0,
  remark: '负责玉米、小麦与大豆的现货交易与合同跟进，'.repeat(3),
}));
const page = JSON.stringify({
  code: 200,
  success: true,
  msg: '操作成功',
  data: { records, total: 2000, size: 18, current: 1, pages: 112 },
});
const token = JSON.stringify({
  access_token: 'bench-access',
  refresh_token: 'bench-refresh',
  token_type: 'bearer',
  expires_in: 3599,
  tenant_id: '000000',
  user_id: '1',
  account: 'admin',
  user_name: 'admin',
  nick_name: 'admin',
  real_name: '管理员',
  role_name: 'administrator',
  role_id: '1',
  dept_id: '1',
  avatar: '',
});

http
  .createServer((req, res) => {
    const body = req.method === 'POST' && req.url.startsWith('/blade-auth/oauth/token') ? token : page;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => console.log(`STATIC_UPSTREAM ${port} ${Buffer.byteLength(page)}`));
