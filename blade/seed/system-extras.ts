import type { Db } from '../db/open';
import { seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { hashPlainPassword } from '../auth/password';
import { DEPTS, POSTS, ROLES, USERS } from './system';
import { CITIES, COUNTRY, DISTRICTS, PROVINCES, type RegionSeed } from './regions';
import { seededAttachmentBytes } from './attachment-files';
import { API_LOGS, ERROR_LOGS, HOSTS, REMOTE_IPS, stackTrace, USER_AGENTS, USUAL_LOGS } from './system-logs';

/**
 * Seeds the system families beyond the core accounts: regions, more departments, positions and
 * staff, data/API scopes, OSS/SMS configs, attachments, code-generator configs, data sources and logs.
 * Id blocks: 40 data scopes, 41 API scopes, 42 OSS, 43 SMS, 44 attachments, 45 code configs,
 * 46 data sources, 47–49 usual/API/error logs, 50 depts, 51 posts, 52 users, 53 user-dept links.
 */
const ADMIN_ID = '1123598821738675201';
const HQ = DEPTS[0].id;
const HUABEI = DEPTS[5].id;
const TENANT_B_ADMIN = USERS.find((user) => user.tenantId === '100001' && user.account === 'admin')!;
type Row = Record<string, unknown>;

/** `n` days (and some minutes) before now, as Blade writes times. */
const ago = (days: number, minutes = 0) => formatDateTime(new Date(Date.now() - days * 86_400_000 - minutes * 60_000));

function insert(db: Db, table: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const statement = db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`);
  for (const row of rows) statement.run(...keys.map((key) => row[key] ?? null));
}

/** BaseEntity columns of a seeded row, created `days` ago by the administrator (华北粮贸's own for its rows). */
const audit = (days: number, tenantId?: string): Row => {
  const [user, dept] = tenantId === TENANT_B_ADMIN.tenantId ? [TENANT_B_ADMIN.id, HUABEI] : [ADMIN_ID, HQ];
  return {
    ...(tenantId ? { tenant_id: tenantId } : {}),
    create_user: user,
    create_dept: dept,
    create_time: ago(days),
    update_user: user,
    update_time: ago(days),
    status: 1,
    is_deleted: 0,
  };
};

export function seedSystemExtras(db: Db): void {
  seedRegions(db);
  seedOrganisation(db);
  seedScopes(db);
  seedResources(db);
  seedDevelop(db);
  seedLogs(db);
}

function seedRegions(db: Db): void {
  const LEVELS = ['', 'province', 'city', 'district'] as const;
  const byCode = new Map<string, Row>();
  const rows: Row[] = [];
  const add = ([code, name]: RegionSeed, sort: number) => {
    const parentCode = code === COUNTRY[0] ? '' : code.length === 2 ? COUNTRY[0] : code.slice(0, -2);
    const parent = byCode.get(parentCode);
    const level = parent ? Number(parent.region_level) + 1 : 0;
    const row: Row = {
      id: code,
      code,
      parent_code: parentCode,
      ancestors: parent ? [parent.ancestors, parent.code].filter(Boolean).join(',') : '',
      name,
      province_code: parent?.province_code ?? '',
      province_name: parent?.province_name ?? '',
      city_code: parent?.city_code ?? '',
      city_name: parent?.city_name ?? '',
      district_code: '',
      district_name: '',
      town_code: '',
      town_name: '',
      village_code: '',
      village_name: '',
      region_level: level,
      sort,
      remark: '',
    };
    if (LEVELS[level]) Object.assign(row, { [`${LEVELS[level]}_code`]: code, [`${LEVELS[level]}_name`]: name });
    byCode.set(code, row);
    rows.push(row);
  };
  add(COUNTRY, 1);
  for (const group of [PROVINCES, CITIES, DISTRICTS]) {
    const sortWithin = new Map<string, number>();
    for (const region of group) {
      const parent = region[0].length === 2 ? COUNTRY[0] : region[0].slice(0, -2);
      sortWithin.set(parent, (sortWithin.get(parent) ?? 0) + 1);
      add(region, sortWithin.get(parent)!);
    }
  }
  insert(db, 'blade_region', rows);
}

/** Teams under the trading department, the second tenant's departments and positions, and more staff. */
function seedOrganisation(db: Db): void {
  const depts: Row[] = [
    {
      id: seedId(50, 1),
      tenant_id: '000000',
      parent_id: DEPTS[1].id,
      ancestors: `0,${HQ},${DEPTS[1].id}`,
      dept_category: 3,
      dept_name: '玉米交易组',
      full_name: '交易部玉米交易组',
      sort: 1,
    },
    {
      id: seedId(50, 2),
      tenant_id: '000000',
      parent_id: DEPTS[1].id,
      ancestors: `0,${HQ},${DEPTS[1].id}`,
      dept_category: 3,
      dept_name: '小麦交易组',
      full_name: '交易部小麦交易组',
      sort: 2,
    },
    {
      id: seedId(50, 3),
      tenant_id: '000000',
      parent_id: DEPTS[1].id,
      ancestors: `0,${HQ},${DEPTS[1].id}`,
      dept_category: 3,
      dept_name: '大豆交易组',
      full_name: '交易部大豆交易组',
      sort: 3,
    },
    {
      id: seedId(50, 4),
      tenant_id: '100001',
      parent_id: HUABEI,
      ancestors: `0,${HUABEI}`,
      dept_category: 2,
      dept_name: '采购部',
      full_name: '华北粮贸采购部',
      sort: 1,
    },
    {
      id: seedId(50, 5),
      tenant_id: '100001',
      parent_id: HUABEI,
      ancestors: `0,${HUABEI}`,
      dept_category: 2,
      dept_name: '仓储部',
      full_name: '华北粮贸仓储部',
      sort: 2,
    },
  ].map((dept) => ({ ...dept, remark: '', is_deleted: 0 }));
  insert(db, 'blade_dept', depts);

  insert(
    db,
    'blade_post',
    [
      ['gm', '总经理', 1],
      ['purchase', '采购经理', 2],
      ['keeper', '仓管员', 3],
    ].map(([code, name, category], index) => ({
      id: seedId(51, index + 1),
      category,
      post_code: code,
      post_name: name,
      sort: index + 1,
      remark: '',
      ...audit(80, '100001'),
    })),
  );

  const TRADER = ROLES[5].id;
  const USER = ROLES[1].id;
  const MANAGER = ROLES[3].id;
  const STAFF = POSTS[7].id;
  const users: [string, string, string, string, string, string, string, number, string][] = [
    ['zhangwei', '张伟', '000000', TRADER, seedId(50, 1), STAFF, '13910001001', 1, '1988-04-12'],
    ['liqiang', '李强', '000000', TRADER, seedId(50, 2), STAFF, '13910001002', 1, '1991-09-03'],
    ['liuyang', '刘洋', '000000', USER, DEPTS[2].id, STAFF, '13910001003', 2, '1993-01-27'],
    ['sunli', '孙丽', '000000', USER, DEPTS[3].id, STAFF, '13910001004', 2, '1990-06-18'],
    ['wangfang', '王芳', '000000', MANAGER, DEPTS[4].id, POSTS[5].id, '13910001005', 2, '1985-11-30'],
    ['zhaolei', '赵磊', '100001', ROLES[6].id, seedId(50, 4), seedId(51, 2), '13820002001', 1, '1987-02-14'],
  ];
  insert(
    db,
    'blade_user',
    users.map(([account, realName, tenantId, roleId, deptId, postId, phone, sex, birthday], index) => ({
      id: seedId(52, index + 1),
      tenant_id: tenantId,
      code: `EMP${String(index + 101).padStart(4, '0')}`,
      user_type: 1,
      account,
      password: hashPlainPassword('123456'),
      name: realName.slice(1),
      real_name: realName,
      avatar: '',
      email: `${account}@tradeport.example`,
      phone,
      birthday,
      sex,
      role_id: roleId,
      dept_id: deptId,
      post_id: postId,
      ...audit(70 - index * 5),
    })),
  );
  insert(
    db,
    'blade_user_dept',
    users.map(([, , , , deptId], index) => ({ id: seedId(53, index + 1), user_id: seedId(52, index + 1), dept_id: deptId })),
  );
}

/** Data and API scopes hung under the user and order screens (blade-contract §6.2 grant tree). */
function seedScopes(db: Db): void {
  const menuId = (code: string) =>
    (db.prepare('SELECT id FROM blade_menu WHERE code = ? AND is_deleted = 0').get(code) as { id: string } | undefined)?.id ?? '';
  const USER_MENU = menuId('user');
  const ORDER_MENU = menuId('order');
  const USER_MAPPER = 'org.springblade.system.user.mapper.UserMapper.selectUserPage';
  const ORDER_MAPPER = 'org.springblade.tradeport.mapper.OrderMapper.selectOrderPage';
  const data: [string, string, string, string, string, number, string][] = [
    [USER_MENU, 'user_list', '用户列表-全部可见', USER_MAPPER, 'create_dept', 1, ''],
    [USER_MENU, 'user_list', '用户列表-本人可见', USER_MAPPER, 'create_user', 2, ''],
    [USER_MENU, 'user_list', '用户列表-所在机构可见', USER_MAPPER, 'create_dept', 3, ''],
    [USER_MENU, 'user_list', '用户列表-所在机构及子级可见', USER_MAPPER, 'create_dept', 4, ''],
    [ORDER_MENU, 'order_list', '订单列表-本人可见', ORDER_MAPPER, 'create_user', 2, ''],
    [ORDER_MENU, 'order_list', '订单列表-所在机构及子级可见', ORDER_MAPPER, 'create_dept', 4, ''],
    [ORDER_MENU, 'order_list', '订单列表-华北区域订单', ORDER_MAPPER, 'delivery_province', 5, "delivery_province in ('13', '14', '15')"],
  ];
  insert(
    db,
    'blade_scope_data',
    data.map(([menu, resource, name, mapper, column, type, value], index) => ({
      id: seedId(40, index + 1),
      menu_id: menu,
      resource_code: resource,
      scope_name: name,
      scope_field: '*',
      scope_class: mapper,
      scope_column: column,
      scope_type: type,
      scope_value: value,
      remark: '',
      ...audit(120),
    })),
  );
  const api: [string, string, string, string, number][] = [
    [USER_MENU, 'user_page', '用户分页查询', '/blade-user/page', 1],
    [USER_MENU, 'user_detail', '用户详情', '/blade-user/detail', 1],
    [USER_MENU, 'user_reset', '重置用户密码', '/blade-user/reset-password', 1],
    [ORDER_MENU, 'order_list', '订单列表', '/blade-tradePort/order/list', 2],
    [ORDER_MENU, 'order_price', '订单调价', '/blade-tradePort/order/updateOrderPrice', 2],
    [ORDER_MENU, 'order_remove', '删除订单', '/blade-tradePort/order/remove', 2],
  ];
  insert(
    db,
    'blade_scope_api',
    api.map(([menu, resource, name, path, type], index) => ({
      id: seedId(41, index + 1),
      menu_id: menu,
      resource_code: resource,
      scope_name: name,
      scope_path: path,
      scope_type: type,
      remark: '',
      ...audit(120),
    })),
  );
}

/**
 * OSS and SMS configs (status 2 = the active one) and a few uploaded files. Secrets are placeholders.
 * An SMS config's remark with `${…}` placeholders is the template text the local channel renders.
 */
function seedResources(db: Db): void {
  insert(db, 'blade_oss', [
    {
      id: seedId(42, 1),
      category: 1,
      oss_code: 'local',
      endpoint: 'http://127.0.0.1:9000',
      access_key: 'tradeport',
      secret_key: '******',
      bucket_name: 'tradeport',
      app_id: '',
      region: '',
      remark: '内置本地存储（附件上传）',
      ...audit(150, '000000'),
      status: 2,
    },
    {
      id: seedId(42, 2),
      category: 1,
      oss_code: 'minio',
      endpoint: 'https://oss.tradeport.example',
      access_key: 'tp-minio',
      secret_key: '******',
      bucket_name: 'tradeport-prod',
      app_id: '',
      region: '',
      remark: '生产 MinIO 集群',
      ...audit(150, '000000'),
    },
    {
      id: seedId(42, 3),
      category: 3,
      oss_code: 'aliyun',
      endpoint: 'https://oss-cn-beijing.aliyuncs.com',
      access_key: 'LTAI****',
      secret_key: '******',
      bucket_name: 'huabei-grain',
      app_id: '',
      region: 'cn-beijing',
      remark: '华北粮贸阿里云 OSS',
      ...audit(60, '100001'),
      status: 2,
    },
  ]);
  insert(db, 'blade_sms', [
    {
      id: seedId(43, 1),
      category: 3,
      sms_code: 'aliyun',
      template_id: 'SMS_276350123',
      access_key: 'LTAI****',
      secret_key: '******',
      region_id: 'cn-hangzhou',
      sign_name: '瑞粮交易',
      remark: '您的提货单${pickupNo}已放行，提货码${code}，请于${days}日内提货。',
      ...audit(140, '000000'),
      status: 2,
    },
    {
      id: seedId(43, 2),
      category: 4,
      sms_code: 'tencent',
      template_id: '1736045',
      access_key: '1400812345',
      secret_key: '******',
      region_id: 'ap-guangzhou',
      sign_name: '瑞粮交易',
      remark: '备用通道',
      ...audit(140, '000000'),
    },
    {
      id: seedId(43, 3),
      category: 3,
      sms_code: 'aliyun',
      template_id: 'SMS_281904417',
      access_key: 'LTAI****',
      secret_key: '******',
      region_id: 'cn-beijing',
      sign_name: '华北粮贸',
      remark: '您的送货单${shippingNo}已发车，预计${time}到厂。',
      ...audit(60, '100001'),
      status: 2,
    },
  ]);
  // Their files are drawn from the name when the database is seeded (attachment-files.ts): the recorded size is theirs.
  const files: [string, string, string, number, string?][] = [
    ['玉米购销合同-HT202603120018.pdf', 'pdf', 'a3f1c9e27b5d4e08b6c2f4a91d7e3b50', 30],
    ['磅单-BD0320-117.png', 'png', '5e0b7d21c4a94f6e8d13b2a7c9f0e641', 24],
    ['质检报告-JY202603220004.pdf', 'pdf', 'c81d4e6f2a0b4c9d97e5a3b1f6d20e88', 21],
    ['营业执照-河南粮投贸易有限公司.png', 'png', '0f9a2c7e5b1d4a36b8e4c2d19f7a6e03', 45],
    ['2026年3月资金对账单.csv', 'csv', '7b2e9d04f1c84a5eb3d6a9c2e0f81d57', 12],
    ['营业执照-河北保定冀粮饲料有限公司.png', 'png', '3d6e0a95c1b74f28a4e9d2c07b5f1e36', 40, '100001'],
    ['小麦送货磅单-正定粮库.png', 'png', '9c4b2f17e8a04d65b1c3e7a2d0f95b48', 8, '100001'],
  ];
  insert(
    db,
    'blade_attach',
    files.map(([original, extension, uuid, days, tenantId = '000000'], index) => {
      const size = seededAttachmentBytes(original, extension)?.length ?? 0;
      const day = ago(days).slice(0, 10).replaceAll('-', '');
      const name = `${tenantId}/${day}/${uuid}.${extension}`;
      return {
        id: seedId(44, index + 1),
        link: `/api/blade-resource/oss/endpoint/file?name=${encodeURIComponent(name)}`,
        domain: '',
        name,
        original_name: original,
        extension,
        attach_size: size,
        ...audit(days, tenantId),
      };
    }),
  );
}

/** Code-generator configs for the trade tables and the data sources they read (passwords are placeholders). */
function seedDevelop(db: Db): void {
  insert(
    db,
    'blade_datasource',
    [
      [
        'mysql',
        'com.mysql.cj.jdbc.Driver',
        'jdbc:mysql://localhost:3306/tradeport?useSSL=false&useUnicode=true&characterEncoding=utf-8&serverTimezone=Asia/Shanghai',
        'root',
        '默认数据源',
      ],
      ['postgresql', 'org.postgresql.Driver', 'jdbc:postgresql://127.0.0.1:5432/tradeport', 'postgres', '报表库'],
      ['oracle', 'oracle.jdbc.OracleDriver', 'jdbc:oracle:thin:@127.0.0.1:1521:orcl', 'tradeport', '历史粮库系统（只读）'],
      ['sqlite', 'org.sqlite.JDBC', 'jdbc:sqlite:data/blade.sqlite', 'sqlite', '内置 SQLite（代码生成读取表结构）'],
    ].map(([name, driver, url, username, remark], index) => ({
      id: seedId(46, index + 1),
      name,
      driver_class: driver,
      url,
      username,
      password: '******',
      remark,
      ...audit(200),
    })),
  );
  // The generator reads table structures from the embedded database (the same tables as production's MySQL).
  const SQLITE = seedId(46, 4);
  insert(
    db,
    'blade_code',
    [
      ['blade-tradePort', '挂牌商品', 'tp_goods', 'goods'],
      ['blade-tradePort', '交易订单', 'tp_order', 'order'],
      ['blade-tradePort', '提货单', 'tp_orderpickup', 'orderpickup'],
      ['blade-order', '报量管理', 'tp_reportedvolume', 'reportedvolume'],
      ['blade-tradePort', '质押协议', 'tp_financepledgeagreement', 'financepledgeagreement'],
    ].map(([service, name, table, module], index) => ({
      id: seedId(45, index + 1),
      datasource_id: SQLITE,
      service_name: service,
      code_name: name,
      table_name: table,
      table_prefix: 'tp_',
      pk_name: 'id',
      package_name: `org.springblade.${service === 'blade-tradePort' ? 'tradeport' : service.slice(6)}`,
      base_mode: 2,
      wrap_mode: 2,
      api_path: `D:\\workspace\\tradeport\\${service}`,
      web_path: `D:\\workspace\\saber\\src\\views\\${module}`,
      is_deleted: 0,
    })),
  );
}

/** About thirty rows per log, newest first, mostly the platform tenant and a few of the second tenant. */
function seedLogs(db: Db): void {
  const ACCOUNTS = ['admin', 'trader', 'manager', 'zhangwei', 'boss'];
  const place = (service: string) => HOSTS[service] ?? ['tradeport-app-01', '10.0.12.21:8200'];
  const shared = (index: number, service: string, uri: string, method: string) => {
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
  };
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
