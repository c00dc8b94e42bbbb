import type { Db } from '../db/open';
import type { Context } from '../http/router';
import type { Codes, RefTable, RoutePolicy, Target, WritePolicy } from '../http/policy';
import { PolicyRefusal } from '../http/envelope';
import { grantedCodes } from '../crud/permissions';
import { placeholders, splitIds } from '../services/shared/rows';
import { callerRank, CROSS_TENANT_TABLES, isPlatformAdmin, mayActOn, Rank, rankOfRole, rankOfRoles, rankOfUser } from './rank';
import { POLICY_MESSAGES, notFoundMessage } from './messages';

/**
 * The one gate every request passes before its handler (blade/server.ts): the route's declared policy decides,
 * over (caller, action, target), whether it runs at all. A refusal is thrown before anything is written.
 *
 * - tenant: a target row or a referenced row of another tenant is refused as not found, unless the caller is the
 *   platform administrator acting on accounts, roles or departments (CROSS_TENANT_TABLES in blade/policy/rank.ts);
 *   referenced rows must live in the target's tenant.
 * - rank: an administrator's account or role is changed only by an administrator of its tenant or the platform's;
 *   a role above the caller's own rank is never handed out.
 * - self: the routes that say so refuse the caller's own account (delete), and nobody drops their own last
 *   administrator role.
 * - buttons: every write needs each of its codes.
 */
export function enforcePolicy(policy: RoutePolicy, ctx: Context): void {
  if (policy.kind === 'public') return;
  if (!ctx.user) throw new PolicyRefusal('auth', POLICY_MESSAGES.unauthorized, 401);
  if (policy.kind !== 'write') return;
  for (const entry of writeCodes(policy, ctx)) requireAnyCode(ctx.db, ctx.user, entry);
  if (policy.platformOnly && !isPlatformAdmin(ctx.user)) throw new PolicyRefusal('platform', POLICY_MESSAGES.rejected, 403);
  const targets = policy.target ? targetRows(ctx, policy.target) : [];
  for (const row of targets) checkTarget(ctx, policy.target!.table, row);
  if (policy.selfForbidden && policy.target?.table === 'blade_user' && targets.some((row) => row.id === ctx.user!.userId)) {
    throw new PolicyRefusal('self', policy.selfForbidden);
  }
  if (policy.refs) checkRefs(ctx, policy.refs, targets);
}

/** The button codes this request needs. */
export const writeCodes = (policy: WritePolicy, ctx: Context): Codes =>
  typeof policy.codes === 'function' ? policy.codes(ctx) : policy.codes;

/** Refuses (403 请求被拒绝, Blade's REQ_REJECT) a caller holding none of the entry's codes. */
function requireAnyCode(db: Db, user: NonNullable<Context['user']>, entry: string | readonly string[]): void {
  const granted = grantedCodes(db, user);
  if (granted === 'all') return;
  const any = typeof entry === 'string' ? [entry] : entry;
  if (!any.some((code) => granted.has(code))) throw new PolicyRefusal('code', POLICY_MESSAGES.rejected, 403);
}

/** The ids a parameter carries: the query's comma-joined value, else the body's (a string, number or array). */
export function paramIds(ctx: Context, param: string): string[] {
  const fromQuery = ctx.query.get(param);
  if (fromQuery !== null) return [...new Set(splitIds(fromQuery))];
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {};
  const value = body[param];
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return [...new Set(list.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? splitIds(String(item)) : [])))];
}

type Row = { id: string; tenant_id?: string } & Record<string, unknown>;

const tenantColumn = new WeakMap<Db, Map<string, boolean>>();

/** Whether the table keeps a `tenant_id` (read once per table from SQLite). */
function hasTenant(db: Db, table: string): boolean {
  let known = tenantColumn.get(db);
  if (!known) tenantColumn.set(db, (known = new Map()));
  if (!known.has(table))
    known.set(
      table,
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((column) => column.name === 'tenant_id'),
    );
  return known.get(table)!;
}

/** The live rows the write aims at (ids that match nothing are left to the handler, which answers as Blade does). */
function targetRows(ctx: Context, target: Target): Row[] {
  const ids = paramIds(ctx, target.param);
  if (ids.length === 0) return [];
  const live = liveColumn(ctx.db, target.table) ? ' AND is_deleted = 0' : '';
  return ctx.db.prepare(`SELECT * FROM ${target.table} WHERE id IN (${placeholders(ids.length)})${live}`).all(...ids) as Row[];
}

const liveColumn = (db: Db, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((column) => column.name === 'is_deleted');

function checkTarget(ctx: Context, table: string, row: Row): void {
  const caller = ctx.user!;
  const tenantId = hasTenant(ctx.db, table) ? String(row.tenant_id ?? '') : null;
  const crosses = isPlatformAdmin(caller) && CROSS_TENANT_TABLES.has(table);
  if (tenantId !== null && tenantId !== caller.tenantId && !crosses) throw new PolicyRefusal('tenant', notFoundMessage(table));
  if (table === 'blade_user' && !mayActOn(caller, rankOfUser(ctx.db, row), String(row.tenant_id)))
    throw new PolicyRefusal('rank', POLICY_MESSAGES.adminAccount, 403);
  if (table === 'blade_role' && !mayActOn(caller, rankOfRole(row), String(row.tenant_id)))
    throw new PolicyRefusal('rank', POLICY_MESSAGES.adminRole, 403);
}

/** The tenant a write lands in: its targets' (one tenant at a time), else the one a platform administrator names, else the caller's. */
function landingTenant(ctx: Context, targets: Row[]): string {
  const tenants = new Set(targets.map((row) => String(row.tenant_id ?? '')).filter(Boolean));
  if (tenants.size > 1) throw new PolicyRefusal('tenant', POLICY_MESSAGES.oneTenant);
  if (tenants.size === 1) return [...tenants][0];
  const named = (ctx.body as Record<string, unknown> | null)?.tenantId;
  return isPlatformAdmin(ctx.user) && typeof named === 'string' && named.trim() ? named.trim() : ctx.user!.tenantId;
}

function checkRefs(ctx: Context, refs: Readonly<Record<string, RefTable>>, targets: Row[]): void {
  const caller = ctx.user!;
  const tenantId = landingTenant(ctx, targets);
  for (const [param, table] of Object.entries(refs)) {
    const ids = paramIds(ctx, param).filter((id) => id !== '0'); // 0 is a tree's root, not a row
    if (ids.length === 0) continue;
    const rows = ctx.db
      .prepare(`SELECT * FROM ${table} WHERE is_deleted = 0 AND tenant_id = ? AND id IN (${placeholders(ids.length)})`)
      .all(tenantId, ...ids) as Row[];
    if (rows.length !== ids.length) throw new PolicyRefusal('tenant', notFoundMessage(table));
    if (table !== 'blade_role') continue;
    // Nobody hands out a role above their own rank (an unchanged role list of the target passes: it raises nobody).
    const unchanged = targets.length > 0 && targets.every((row) => sameIds(row.role_id, ids));
    if (!unchanged && rows.some((role) => !mayActOn(caller, rankOfRole(role), tenantId)))
      throw new PolicyRefusal('rank', notFoundMessage(table));
    // Nobody drops their own last administrator role.
    const self = targets.find((row) => row.id === caller.userId);
    if (self && callerRank(caller) > Rank.Plain && rankOfRoles(ctx.db, ids, tenantId) < rankOfUser(ctx.db, self))
      throw new PolicyRefusal('self', POLICY_MESSAGES.ownAdminRole);
  }
}

const sameIds = (stored: unknown, ids: string[]) => {
  const current = new Set(splitIds(String(stored ?? '')));
  return current.size === ids.length && ids.every((id) => current.has(id));
};
