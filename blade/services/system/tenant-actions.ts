import type { Context, Handler } from '../../http/router';
import type { Db } from '../../db/open';
import type { Reply } from '../../http/envelope';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { requireCode } from '../../crud/permissions';
import { hashPlainPassword } from '../../auth/password';
import { tenantHooks, tenantTable, unusedTenantId } from '../../tables/system/tenant';
import { placeholders, splitIds } from '../shared/rows';
import { crudPolicies } from '../../crud/controller';
import { crudHandler } from './crud-handler';
import { paramValue } from './param-value';
import { recordUsual } from '../log/usual-log';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

// Tenants (BladeX TenantServiceImpl): a new tenant arrives ready to use — its admin role, a root
// department, the ceo post, the admin user and the default menus — plus the licence settings and
// the data-source binding.

/** The default menus of a new tenant: the codes of `tenant.default.menuCode`, their screens and buttons, and their parents. */
export function defaultTenantMenuIds(db: Db): string[] {
  const codes = splitIds(paramValue(db, 'tenant.default.menuCode'));
  const menus = db.prepare('SELECT id, parent_id, code FROM blade_menu WHERE is_deleted = 0').all() as {
    id: string;
    parent_id: string;
    code: string;
  }[];
  const parentOf = new Map(menus.map((menu) => [menu.id, menu.parent_id]));
  const chosen = new Set(menus.filter((menu) => codes.includes(menu.code)).map((menu) => menu.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const menu of menus) if (!chosen.has(menu.id) && chosen.has(menu.parent_id)) chosen.add(menu.id), (grew = true);
  }
  for (const id of [...chosen]) {
    for (let parent = parentOf.get(id); parent && parent !== '0' && !chosen.has(parent); parent = parentOf.get(parent)) chosen.add(parent);
  }
  return menus.filter((menu) => chosen.has(menu.id)).map((menu) => menu.id);
}

/** Everything a new tenant starts with, written with the creator as the audit user. */
export function provisionTenant(
  db: Db,
  tenantId: string,
  tenantName: string,
  creator: { userId: string; deptId: string; tenantId: string },
): void {
  const now = formatDateTime();
  const audit = [creator.userId, creator.deptId, now, creator.userId, now];
  const roleId = nextId();
  const deptId = nextId();
  const postId = nextId();
  db.prepare('INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?, ?, ?, ?, ?, ?)').run(
    roleId,
    tenantId,
    '0',
    '管理员',
    1,
    'admin',
  );
  db.prepare(
    'INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(deptId, tenantId, '0', '0', 1, tenantName, tenantName, 1);
  db.prepare(
    'INSERT INTO blade_post (id, tenant_id, category, post_code, post_name, sort, create_user, create_dept, create_time, update_user, update_time, status, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0)',
  ).run(postId, tenantId, 1, 'ceo', '首席执行官', 1, ...audit);
  const userId = nextId();
  db.prepare(
    'INSERT INTO blade_user (id, tenant_id, user_type, account, password, name, real_name, role_id, dept_id, post_id, create_user, create_dept, create_time, update_user, update_time, status, is_deleted) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0)',
  ).run(
    userId,
    tenantId,
    'admin',
    hashPlainPassword(paramValue(db, 'tenant.default.password') || 'admin'),
    'admin',
    'admin',
    roleId,
    deptId,
    postId,
    ...audit,
  );
  db.prepare('INSERT INTO blade_user_dept (id, user_id, dept_id) VALUES (?, ?, ?)').run(nextId(), userId, deptId);
  const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
  for (const menuId of defaultTenantMenuIds(db)) grant.run(nextId(), menuId, roleId);
  copyBizDictionaries(db, creator.tenantId, tenantId);
}

/**
 * BladeX copies the creating tenant's business dictionaries to the new tenant (TenantServiceImpl#getDictBizs):
 * every row under new ids, each entry re-pointed at its copied parent, sealing and sort kept.
 */
export function copyBizDictionaries(db: Db, fromTenantId: string, toTenantId: string): number {
  type DictRow = {
    id: string;
    parent_id: string;
    code: string;
    dict_key: string;
    dict_value: string;
    sort: number | null;
    remark: string | null;
    is_sealed: number;
  };
  const rows = db
    .prepare(
      'SELECT id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed FROM blade_dict_biz WHERE tenant_id = ? AND is_deleted = 0',
    )
    .all(fromTenantId) as DictRow[];
  const newIds = new Map(rows.map((row) => [row.id, nextId()]));
  const insert = db.prepare(
    'INSERT INTO blade_dict_biz (id, tenant_id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)',
  );
  for (const row of rows) {
    // An entry whose parent was removed becomes top-level rather than pointing into another tenant.
    const parentId = row.parent_id === '0' ? '0' : (newIds.get(row.parent_id) ?? '0');
    insert.run(newIds.get(row.id), toTenantId, parentId, row.code, row.dict_key, row.dict_value, row.sort, row.remark, row.is_sealed);
  }
  return rows.length;
}

/** Provisioning a tenant is the generic submit's policy: 租户管理's add or edit button, the platform administrator only. */
export const tenantSubmitPolicy = crudPolicies(tenantTable).submit;

/** POST /blade-system/tenant/submit: the generic save, then a new tenant is provisioned in the same transaction. */
export function tenantSubmit(): Handler {
  const save = crudHandler({ def: tenantTable, hooks: tenantHooks }, 'submit', 'POST');
  return (ctx) =>
    ctx.db.transaction(() => {
      const body = { ...((ctx.body ?? {}) as Record<string, unknown>) };
      const creating = body.id === undefined || body.id === null || body.id === '';
      // The number is chosen here (not in the hook) so the new tenant can be found again.
      if (creating && (body.tenantId === undefined || body.tenantId === null || body.tenantId === ''))
        body.tenantId = unusedTenantId(ctx.db);
      const reply = save({ ...ctx, body }) as Reply;
      if (creating && (reply.body as { success?: boolean }).success) {
        const creator = {
          userId: ctx.user?.userId ?? '',
          deptId: splitIds(ctx.user?.deptId)[0] ?? '',
          tenantId: ctx.user?.tenantId ?? '000000',
        };
        provisionTenant(ctx.db, String(body.tenantId), String(body.tenantName ?? ''), creator);
        recordUsual(ctx, {
          logId: 'tenant',
          data: `新建租户 ${String(body.tenantName ?? '')}（${String(body.tenantId)}），管理员账号 admin，已复制业务字典与默认菜单`,
        });
      }
      return reply;
    })();
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

// POST /blade-system/tenant/setting?ids=&accountNumber=&expireTime= — the licence of several tenants at once.
export function tenantSetting(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'tenant_setting');
  const ids = splitIds(ctx.query.get('ids'));
  if (ids.length === 0) throw new ServiceError(BLADE_MESSAGES.selectAtLeastOne);
  const accountText = (ctx.query.get('accountNumber') ?? '').trim();
  const accountNumber = accountText === '' ? -1 : Number(accountText);
  if (!Number.isInteger(accountNumber) || accountNumber < -1) throw new ServiceError('账号额度须为不小于-1的整数');
  const expireText = (ctx.query.get('expireTime') ?? '').trim().replace('T', ' ');
  if (expireText && !DATE_TIME.test(expireText)) throw new ServiceError('过期时间格式不正确');
  const expireTime = expireText
    ? expireText.length === 10
      ? `${expireText} 23:59:59`
      : expireText.length === 16
        ? `${expireText}:00`
        : expireText
    : null;
  const found = ctx.db
    .prepare(`SELECT COUNT(*) AS n FROM blade_tenant WHERE is_deleted = 0 AND id IN (${placeholders(ids.length)})`)
    .get(...ids) as { n: number };
  if (found.n !== new Set(ids).size) throw new ServiceError('租户不存在!');
  ctx.db
    .prepare(
      `UPDATE blade_tenant SET account_number = ?, expire_time = ?, update_user = ?, update_time = ? WHERE id IN (${placeholders(ids.length)})`,
    )
    .run(accountNumber, expireTime, ctx.user?.userId ?? '', formatDateTime(), ...ids);
  return R.success();
}

// POST /blade-system/tenant/datasource?tenantId=&datasourceId= — binds (or, blank, unbinds) a data source.
export function tenantDatasource(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'tenant_datasource');
  const tenantId = (ctx.query.get('tenantId') ?? '').trim();
  const datasourceId = (ctx.query.get('datasourceId') ?? '').trim();
  if (!ctx.db.prepare('SELECT 1 FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(tenantId))
    throw new ServiceError('租户不存在!');
  if (datasourceId && !ctx.db.prepare('SELECT 1 FROM blade_datasource WHERE id = ? AND is_deleted = 0').get(datasourceId))
    throw new ServiceError('数据源不存在!');
  ctx.db
    .prepare('UPDATE blade_tenant SET datasource_id = ?, update_user = ?, update_time = ? WHERE tenant_id = ?')
    .run(datasourceId, ctx.user?.userId ?? '', formatDateTime(), tenantId);
  return R.success();
}
