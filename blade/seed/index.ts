import type { Db } from '../db/open';
import { seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import type { DictSeed, MenuSeed } from './types';
import { menuSeeds, topMenuSeeds } from './menus';
import { roleMenuCodes } from './role-menus';
import { seededDicts } from './all-dicts';
import { CLIENTS, DEPTS, PARAMS, POSTS, ROLES, TENANTS, USERS } from './system';
import { seedSystemExtras } from './system-extras';
import { seedSystemAdmin } from './system-admin';
import { seedTrade } from './trade';
import { seedBusiness } from './business';
import { seedFlow } from './flow';
import { seedFlowDemo } from './flow-demo';
import { seedRegistrations } from './registrations';

const ADMIN_ID = '1123598821738675201';

/** Seeds a new database once, in one transaction; a database that has tenants is left alone. */
export function seedIfEmpty(db: Db): boolean {
  const hasData = db.prepare('SELECT COUNT(*) AS n FROM blade_tenant').get() as { n: number };
  if (hasData.n > 0) return false;
  db.transaction(() => seedAll(db))();
  return true;
}

/** Who made the seeded system rows and when: the administrator, now (Blade's audit columns). */
type Audit = readonly unknown[];
const auditColumns = 'create_user, create_dept, create_time, update_user, update_time';

function seedAll(db: Db): void {
  const now = formatDateTime();
  const audit: Audit = [ADMIN_ID, DEPTS[0].id, now, ADMIN_ID, now];
  seedTenants(db, audit);
  seedClients(db, audit);
  seedRoles(db);
  seedDepts(db);
  seedPosts(db, audit);
  seedUsers(db, audit);
  seedParams(db, audit);
  seedDicts(db, 'blade_dict', seededDicts.system, 17, null);
  for (const [index, tenant] of TENANTS.entries()) seedDicts(db, 'blade_dict_biz', seededDicts.biz, 18 + index * 100, tenant.tenantId);
  const menuIds = seedMenus(db);
  seedRoleMenus(db, menuIds);
  seedTopMenus(db, menuIds, audit);
  seedSystemExtras(db);
  seedSystemAdmin(db);
  seedRegistrations(db);
  seedTrade(db);
  seedBusiness(db);
  seedFlow(
    db,
    TENANTS.map((tenant) => tenant.tenantId),
  );
  seedFlowDemo(db);
}

function seedTenants(db: Db, audit: Audit) {
  for (const t of TENANTS) {
    db.prepare(
      `INSERT INTO blade_tenant (id, tenant_id, tenant_name, domain, linkman, contact_number, account_number, ${auditColumns}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(t.id, t.tenantId, t.name, t.domain, t.linkman, t.phone, -1, ...audit);
  }
}

/** The OAuth clients (blade_client) the front ends sign in with. */
function seedClients(db: Db, audit: Audit) {
  for (const c of CLIENTS) {
    db.prepare(
      `INSERT INTO blade_client (id, client_id, client_secret, scope, authorized_grant_types, web_server_redirect_uri, access_token_validity, refresh_token_validity, ${auditColumns}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(
      c.id,
      c.clientId,
      c.secret,
      'all',
      'refresh_token,password,authorization_code,captcha,social',
      c.redirect,
      3600,
      604800,
      ...audit,
    );
  }
}

function seedRoles(db: Db) {
  for (const r of ROLES) {
    db.prepare('INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?,?,?,?,?,?)').run(
      r.id,
      r.tenantId,
      r.parentId,
      r.name,
      r.sort,
      r.alias,
    );
  }
}

function seedDepts(db: Db) {
  for (const d of DEPTS) {
    const ancestors = d.parentId === '0' ? '0' : `0,${d.parentId}`;
    db.prepare(
      'INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort) VALUES (?,?,?,?,?,?,?,?)',
    ).run(d.id, d.tenantId, d.parentId, ancestors, d.category, d.name, d.fullName, d.sort);
  }
}

function seedPosts(db: Db, audit: Audit) {
  for (const p of POSTS) {
    db.prepare(
      `INSERT INTO blade_post (id, tenant_id, category, post_code, post_name, sort, ${auditColumns}) VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(p.id, p.tenantId, p.category, p.code, p.name, p.sort, ...audit);
  }
}

/** The demo accounts, each with the departments it belongs to (blade_user_dept). */
function seedUsers(db: Db, audit: Audit) {
  for (const u of USERS) {
    db.prepare(
      `INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id, ${auditColumns}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(u.id, u.tenantId, u.account, u.password, u.name, u.realName, u.email, u.phone, 1, u.roleId, u.deptId, u.postId, ...audit);
    for (const deptId of u.deptId.split(',').filter(Boolean)) {
      db.prepare('INSERT INTO blade_user_dept (id, user_id, dept_id) VALUES (?,?,?)').run(`${u.id}${deptId.slice(-2)}`, u.id, deptId);
    }
  }
}

function seedParams(db: Db, audit: Audit) {
  for (const p of PARAMS) {
    db.prepare(`INSERT INTO blade_param (id, param_name, param_key, param_value, ${auditColumns}) VALUES (?,?,?,?,?,?,?,?,?)`).run(
      p.id,
      p.name,
      p.key,
      p.value,
      ...audit,
    );
  }
}

function seedDicts(db: Db, table: 'blade_dict' | 'blade_dict_biz', dicts: DictSeed[], block: number, tenantId: string | null) {
  let index = 0;
  const insert = tenantId
    ? db.prepare(`INSERT INTO ${table} (id, tenant_id, parent_id, code, dict_key, dict_value, sort, remark) VALUES (?,?,?,?,?,?,?,?)`)
    : db.prepare(`INSERT INTO ${table} (id, parent_id, code, dict_key, dict_value, sort, remark) VALUES (?,?,?,?,?,?,?)`);
  const run = (...values: unknown[]) => (tenantId ? insert.run(values[0], tenantId, ...values.slice(1)) : insert.run(...values));
  for (const dict of dicts) {
    const parentId = seedId(block, ++index);
    run(parentId, '0', dict.code, '-1', dict.name, dict.sort, '');
    for (const entry of dict.entries)
      run(seedId(block, ++index), parentId, dict.code, entry.key, entry.value, entry.sort, entry.remark ?? '');
  }
}

type MenuIndex = { idByCode: Map<string, string>; parentById: Map<string, string> };

/** Inserts the menu tree depth-first. */
function seedMenus(db: Db): MenuIndex {
  const ids = new Map<string, string>();
  const parentOf = new Map<string, string>();
  const insert = db.prepare(
    'INSERT INTO blade_menu (id, parent_id, code, name, alias, path, source, sort, category, action, is_open, remark) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)',
  );
  let index = 0;
  const walk = (menus: MenuSeed[], parentId: string) => {
    for (const menu of menus) {
      const id = seedId(15, ++index);
      ids.set(menu.code, id);
      parentOf.set(id, parentId);
      insert.run(
        id,
        parentId,
        menu.code,
        menu.name,
        menu.alias,
        menu.path,
        menu.source,
        menu.sort,
        menu.category,
        menu.action,
        menu.isOpen,
        menu.remark ?? '',
      );
      walk(menu.children ?? [], id);
    }
  };
  walk(menuSeeds, '0');
  return { idByCode: ids, parentById: parentOf };
}

/** Administrator is linked to every menu (as BladeX's SQL does); other roles get their codes plus ancestors. */
function seedRoleMenus(db: Db, { idByCode: menuIds, parentById: parentOf }: MenuIndex) {
  const allIds = [...menuIds.values()];
  const insert = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?,?,?)');
  let index = 0;
  const grant = (roleId: string, menuIdsToGrant: Iterable<string>) => {
    for (const menuId of menuIdsToGrant) insert.run(seedId(30, ++index), menuId, roleId);
  };
  const withAncestors = (codes: string[]) => {
    const result = new Set<string>();
    for (const code of codes) {
      let id = menuIds.get(code);
      while (id && id !== '0' && !result.has(id)) {
        result.add(id);
        id = parentOf.get(id);
      }
    }
    return result;
  };
  grant(ROLES[0].id, allIds);
  for (const role of ROLES.slice(1)) {
    if (role.alias === 'admin') {
      // A tenant's own admin manages everything except the platform-level screens. Parameters are one of them:
      // blade_param has no tenant (BladeX's ParamController is administrator-only), so a tenant admin editing
      // them would write every tenant's settings.
      const platformOnly = withDescendants(['tenant', 'client', 'datasource', 'code', 'param'], menuIds, parentOf);
      grant(
        role.id,
        allIds.filter((id) => !platformOnly.has(id)),
      );
    } else {
      grant(role.id, withAncestors(roleMenuCodes[role.alias] ?? []));
    }
  }
}

function withDescendants(codes: string[], menuIds: Map<string, string>, parentOf: Map<string, string>): Set<string> {
  const result = new Set(codes.map((code) => menuIds.get(code)).filter((id): id is string => !!id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, parent] of parentOf) if (result.has(parent) && !result.has(id)) result.add(id), (grew = true);
  }
  return result;
}

/**
 * A top menu lists top-level codes; Blade intersects with setting rows, so every descendant gets one. Each tenant
 * has its own set (blade_top_menu is a tenant table); the sidebar still shows only what the user's roles grant.
 */
function seedTopMenus(db: Db, { idByCode: menuIds, parentById }: MenuIndex, audit: Audit) {
  let index = 0;
  TENANTS.forEach((tenant, tenantIndex) => {
    // Written by the tenant's own administrator in its own department.
    const admin = USERS.find((user) => user.tenantId === tenant.tenantId && user.account === 'admin');
    const by = admin ? [admin.id, admin.deptId, audit[2], admin.id, audit[4]] : audit;
    for (const top of topMenuSeeds) {
      const id = seedId(14, tenantIndex * 100 + top.sort);
      db.prepare(
        `INSERT INTO blade_top_menu (id, tenant_id, code, name, source, path, sort, ${auditColumns}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
      ).run(id, tenant.tenantId, top.code, top.name, top.source, '', top.sort, ...by);
      for (const menuId of withDescendants(top.menuCodes, menuIds, parentById)) {
        db.prepare('INSERT INTO blade_top_menu_setting (id, top_menu_id, menu_id) VALUES (?,?,?)').run(seedId(31, ++index), id, menuId);
      }
    }
  });
}
