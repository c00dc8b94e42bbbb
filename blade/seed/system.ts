import { seedId } from '../db/ids';
import { hashPlainPassword } from '../auth/password';

/** Fixed ids: the same as BladeX's SQL where Blade has a row, so real-Blade knowledge carries over. */
export const TENANTS = [
  { id: '1123598820738675201', tenantId: '000000', name: '管理组', domain: '', linkman: 'admin', phone: '666666' },
  { id: seedId(20, 2), tenantId: '100001', name: '华北粮贸有限公司', domain: '', linkman: '王建国', phone: '13800138001' },
];

export const ROLES = [
  { id: '1123598816738675201', tenantId: '000000', parentId: '0', name: '超级管理员', alias: 'administrator', sort: 1 },
  { id: '1123598816738675202', tenantId: '000000', parentId: '0', name: '用户', alias: 'user', sort: 2 },
  { id: '1123598816738675203', tenantId: '000000', parentId: '1123598816738675202', name: '人事', alias: 'hr', sort: 1 },
  { id: '1123598816738675204', tenantId: '000000', parentId: '1123598816738675202', name: '经理', alias: 'manager', sort: 2 },
  { id: '1123598816738675205', tenantId: '000000', parentId: '1123598816738675202', name: '老板', alias: 'boss', sort: 3 },
  { id: '1123598816738675206', tenantId: '000000', parentId: '1123598816738675202', name: '交易员', alias: 'trader', sort: 4 },
  { id: seedId(16, 1), tenantId: '100001', parentId: '0', name: '管理员', alias: 'admin', sort: 1 },
];

export const DEPTS = [
  {
    id: '1123598813738675201',
    tenantId: '000000',
    parentId: '0',
    name: '瑞粮集团',
    fullName: '瑞粮粮食交易集团有限公司',
    category: 1,
    sort: 1,
  },
  {
    id: '1123598813738675202',
    tenantId: '000000',
    parentId: '1123598813738675201',
    name: '交易部',
    fullName: '交易部',
    category: 2,
    sort: 1,
  },
  {
    id: '1123598813738675203',
    tenantId: '000000',
    parentId: '1123598813738675201',
    name: '财务部',
    fullName: '财务部',
    category: 2,
    sort: 2,
  },
  {
    id: '1123598813738675204',
    tenantId: '000000',
    parentId: '1123598813738675201',
    name: '物流部',
    fullName: '物流部',
    category: 2,
    sort: 3,
  },
  {
    id: '1123598813738675205',
    tenantId: '000000',
    parentId: '1123598813738675201',
    name: '风控部',
    fullName: '风险控制部',
    category: 2,
    sort: 4,
  },
  { id: seedId(13, 1), tenantId: '100001', parentId: '0', name: '华北粮贸', fullName: '华北粮贸有限公司', category: 1, sort: 1 },
];

export const POSTS = [
  ['ceo', '首席执行官', 1],
  ['coo', '首席运营官', 1],
  ['cfo', '首席财务官', 1],
  ['cto', '首席技术官', 1],
  ['cio', '首席信息官', 1],
  ['pm', '技术经理', 2],
  ['hrm', '人力经理', 2],
  ['staff', '普通员工', 3],
].map(([code, name, category], index) => ({
  id: `11235988177386752${String(index + 1).padStart(2, '0')}`,
  tenantId: '000000',
  code: String(code),
  name: String(name),
  category: Number(category),
  sort: index + 1,
}));

const user = (
  id: string,
  tenantId: string,
  account: string,
  name: string,
  realName: string,
  roleId: string,
  deptId: string,
  postId: string,
  phone: string,
) => ({
  id,
  tenantId,
  account,
  password: hashPlainPassword(account),
  name,
  realName,
  roleId,
  deptId,
  postId,
  phone,
  email: `${account}@tradeport.example`,
});

export const USERS = [
  user('1123598821738675201', '000000', 'admin', '管理员', '管理员', ROLES[0].id, DEPTS[0].id, POSTS[0].id, '13800000001'),
  user('1123598821738675202', '000000', 'hr', '人事', '李人事', ROLES[2].id, DEPTS[0].id, POSTS[6].id, '13800000002'),
  user('1123598821738675203', '000000', 'manager', '经理', '张经理', ROLES[3].id, DEPTS[1].id, POSTS[5].id, '13800000003'),
  user('1123598821738675204', '000000', 'boss', '老板', '赵老板', ROLES[4].id, DEPTS[0].id, POSTS[0].id, '13800000004'),
  user('1123598821738675205', '000000', 'trader', '交易员', '陈交易', ROLES[5].id, DEPTS[1].id, POSTS[7].id, '13800000005'),
  user(seedId(21, 1), '100001', 'admin', '管理员', '王建国', ROLES[6].id, DEPTS[5].id, '', '13800138001'),
];

export const CLIENTS = [
  { id: '1123598811738675201', clientId: 'sword', secret: 'sword_secret', redirect: 'http://localhost:8888' },
  { id: '1123598811738675202', clientId: 'saber', secret: 'saber_secret', redirect: 'http://localhost:8080' },
];

export const PARAMS = [
  ['是否开启注册功能', 'account.registerUser', 'true'],
  ['账号初始密码', 'account.initPassword', '123456'],
  ['账号错误锁定次数', 'account.failCount', '5'],
  ['租户默认管理密码', 'tenant.default.password', 'admin'],
  ['租户默认账号额度', 'tenant.default.accountNumber', '100'],
  ['租户默认菜单集合', 'tenant.default.menuCode', 'desk,flow,work,monitor,resource,role,user,dept,post,dictbiz,topmenu'],
  // Read by services/ledger/trade-terms.ts: the VAT rate of grain invoices, in percent.
  ['粮食增值税税率(%)', 'trade.grainVatRate', '9'],
].map(([name, key, value], index) => ({ id: seedId(19, index + 1), name, key, value }));
