import os from 'node:os';
import type { Db } from '../db/open';
import type { Context, Route } from '../http/router';
import type { WritePolicy } from '../http/policy';
import { buildRouter } from '../routes';
import { grantedCodes } from '../crud/permissions';
import { userFromClaims, type BladeUser } from '../auth/blade-user';
import { json, useTestServer } from '../testing/test-server';
import { CROSS_TENANT_TABLES, isPlatformAdmin, mayActOn, Rank, rankOfRole, rankOfUser } from './rank';
import { writeCodes } from './enforce';

/**
 * The authorization matrix: every write route × every seeded kind of caller × every kind of target row, against
 * the real service on a fresh database. The expected outcome is derived from the route's declared policy
 * (blade/http/policy.ts) and the caller's grants in the database, never written case by case; the actual outcome
 * is read back from SQLite. Each case runs inside a savepoint that is rolled back, so every case starts from the
 * seeded state.
 *
 * - a case the policy refuses must be refused by the policy (X-Policy-Refusal) and change nothing;
 * - a case the policy allows must not be refused by it (the handler may still refuse it on business grounds,
 *   with a body the matrix cannot know how to fill in), and any refusal changes nothing;
 * - an answer of 操作成功 on a target row that changed nothing is a defect (a refusal dressed as success).
 */

const server = useTestServer({
  logins: {
    admin: ['admin'],
    hr: ['hr'],
    manager: ['manager'],
    boss: ['boss'],
    trader: ['trader'],
    operator: ['operator'],
    tenantAdmin: ['admin', 'admin', '100001'],
  },
});

/**
 * Writes that need no button code, each with why. A new write route without codes fails the matrix until it is
 * listed here (or given its codes where it is registered).
 */
const UNCODED_WRITES: Record<string, string> = {
  'POST /blade-auth/oauth/token': 'sign-in (OAuth token endpoint)',
  'POST /blade-auth/oauth/logout': "the caller's own error log upload",
  'POST /blade-user/register-guest': 'guest registration before any account exists (audited before sign-in)',
  'POST /blade-user/update-info': "the caller's own profile",
  'POST /blade-user/update-password': "the caller's own password, with the old one",
  'POST /blade-user/view/submit': "the caller's own saved grid view",
  'POST /blade-user/view/default': "the caller's own default grid view",
  'POST /blade-user/view/remove': "the caller's own saved grid views",
  'POST /blade-auth/oauth/local/authorize': 'the local identity source stand-in',
  'POST /go-easy/imhistory/messageAsRead': "marks the caller's own received messages read",
  'POST /go-easy/imhistory/send': 'a chat message from the caller (to a user of its own tenant: a reference the policy checks)',
  'POST /blade-resource/oss/endpoint/put-file': "an upload into the caller's tenant (avatars, attachments)",
  'POST /fasc/esign/sign': "a signing link's party signs: the link's token is the credential",
  'POST /fasc/esign/refuse': "a signing link's party refuses: the link's token is the credential",
  'POST /fasc/esign/callback': "FaDaDa's event callback: HMAC-signed, timestamped, one-time nonce",
};

type Caller = { name: string; token: string; user: BladeUser; row: Record<string, unknown> };
type TargetKind = 'own' | 'foreign' | 'admin' | 'self' | 'none' | 'foreign-ref' | 'admin-ref';
/** A case: the route, who calls it, the row it aims at (moved into a tenant first when needed) and a row it names. */
type Case = {
  route: Route;
  caller: Caller;
  kind: TargetKind;
  rowId?: string;
  moveTo?: string;
  ref?: { param: string; table: string; id: string };
};

const decode = (token: string) => userFromClaims(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')));

const columnsOf = (db: Db, table: string) =>
  new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));

const changes = (db: Db) => {
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  // The service's own request and error logs record calls, not data: they are not the write's changes.
  return (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n - count('blade_log_api') - count('blade_log_error');
};

const isWrite = (route: Route) => route.policy.kind === 'write' || (route.method !== 'GET' && route.policy.kind !== 'read');

/** The row a case aims at, and the tenant it is moved into inside the savepoint when the seed has none there. */
function targetsFor(db: Db, route: Route, caller: Caller): Case[] {
  const policy = route.policy as WritePolicy;
  const tenant = caller.user.tenantId;
  const cases: Case[] = [];
  let own: Record<string, unknown> | undefined;
  if (!policy.target) cases.push({ route, caller, kind: 'none' });
  else {
    const { table } = policy.target;
    const columns = columnsOf(db, table);
    const live = columns.has('is_deleted') ? 'is_deleted = 0' : '1 = 1';
    const other = tenant === '000000' ? '100001' : '000000';
    const rows = db.prepare(`SELECT * FROM ${table} WHERE ${live} ORDER BY id`).all() as Record<string, unknown>[];
    const plain = (row: Record<string, unknown>) =>
      row.id !== caller.user.userId &&
      (table !== 'blade_user' || rankOfUser(db, row) === Rank.Plain) &&
      (table !== 'blade_role' || rankOfRole(row) === Rank.Plain);
    if (!columns.has('tenant_id')) {
      const any = rows.find(plain);
      if (any) cases.push({ route, caller, kind: 'own', rowId: String(any.id) });
      return cases;
    }
    own = rows.find((row) => row.tenant_id === tenant && plain(row)) ?? rows.find(plain);
    if (own) cases.push({ route, caller, kind: 'own', rowId: String(own.id), moveTo: own.tenant_id === tenant ? undefined : tenant });
    const foreign = rows.find((row) => row.tenant_id !== tenant && plain(row)) ?? rows.find(plain);
    if (foreign)
      cases.push({ route, caller, kind: 'foreign', rowId: String(foreign.id), moveTo: foreign.tenant_id === tenant ? other : undefined });
    if (table === 'blade_user') {
      const admin = rows.find((row) => row.tenant_id === tenant && row.id !== caller.user.userId && rankOfUser(db, row) > Rank.Plain);
      if (admin) cases.push({ route, caller, kind: 'admin', rowId: String(admin.id) });
      cases.push({ route, caller, kind: 'self', rowId: caller.user.userId });
    }
    if (table === 'blade_role') {
      const adminRole = rows.find((row) => row.tenant_id === tenant && rankOfRole(row) > Rank.Plain);
      if (adminRole) cases.push({ route, caller, kind: 'admin', rowId: String(adminRole.id) });
    }
    if (own?.tenant_id !== tenant) own = undefined;
  }
  // Rows the write names (roles, departments, users…): one of another tenant, and the caller's tenant's administrator role.
  for (const [param, refTable] of Object.entries(policy.refs ?? {})) {
    if (policy.target && !own) continue;
    const rowId = own ? String(own.id) : undefined;
    const refs = db.prepare(`SELECT * FROM ${refTable} WHERE is_deleted = 0 ORDER BY id`).all() as Record<string, unknown>[];
    const foreignRef = refs.find((row) => row.tenant_id !== tenant);
    if (foreignRef) cases.push({ route, caller, kind: 'foreign-ref', rowId, ref: { param, table: refTable, id: String(foreignRef.id) } });
    const adminRole = refTable === 'blade_role' ? refs.find((row) => row.tenant_id === tenant && rankOfRole(row) > Rank.Plain) : undefined;
    if (adminRole) cases.push({ route, caller, kind: 'admin-ref', rowId, ref: { param, table: refTable, id: String(adminRole.id) } });
  }
  return cases;
}

/** What the policy says should happen, from the declaration and the caller's grants. */
function expectedAllowed(db: Db, test: Case, body: Record<string, unknown>): boolean {
  const policy = test.route.policy as WritePolicy;
  const ctx = { db, body, query: new URLSearchParams(), user: test.caller.user } as unknown as Context;
  const granted = grantedCodes(db, test.caller.user);
  const holds = writeCodes(policy, ctx).every(
    (entry) => granted === 'all' || (typeof entry === 'string' ? [entry] : entry).some((code) => granted.has(code)),
  );
  if (!holds) return false;
  if (policy.platformOnly && !isPlatformAdmin(test.caller.user)) return false;
  const table = policy.target?.table;
  if (test.kind === 'foreign' && !(isPlatformAdmin(test.caller.user) && CROSS_TENANT_TABLES.has(table ?? ''))) return false;
  if (test.rowId && (table === 'blade_user' || table === 'blade_role')) {
    const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(test.rowId) as Record<string, unknown>;
    const rank = table === 'blade_user' ? rankOfUser(db, row) : rankOfRole(row);
    if (!mayActOn(test.caller.user, rank, String(row.tenant_id))) return false;
  }
  if (policy.selfForbidden && test.kind === 'self') return false;
  if (test.kind === 'foreign-ref') return false;
  if (test.kind === 'admin-ref')
    return mayActOn(
      test.caller.user,
      rankOfRole(db.prepare('SELECT * FROM blade_role WHERE id = ?').get(test.ref!.id) as Record<string, unknown>),
      test.caller.user.tenantId,
    );
  return true;
}

async function run(db: Db, base: string, test: Case) {
  const policy = test.route.policy as WritePolicy;
  const param = policy.target?.param;
  const values: Record<string, string> = {
    ...(param && test.rowId ? { [param]: test.rowId } : {}),
    ...(test.ref ? { [test.ref.param]: test.ref.id } : {}),
  };
  const body: Record<string, unknown> = values;
  const query = Object.keys(values).length ? `?${new URLSearchParams(values)}` : '';
  db.exec('SAVEPOINT matrix');
  try {
    if (test.moveTo) db.prepare(`UPDATE ${policy.target!.table} SET tenant_id = ? WHERE id = ?`).run(test.moveTo, test.rowId);
    const expected = expectedAllowed(db, test, body);
    const before = changes(db);
    const response = await fetch(base + test.route.path.replace('{id}', test.rowId ?? '1') + query, {
      method: test.route.method === 'ANY' ? 'POST' : test.route.method,
      headers: { 'blade-auth': `bearer ${test.caller.token}`, 'content-type': 'application/json' },
      body: test.route.method === 'GET' ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const envelope = (() => {
      try {
        return JSON.parse(text) as { success?: boolean; msg?: string };
      } catch {
        return {};
      }
    })();
    const changed = changes(db) - before;
    return {
      expected,
      refusal: response.headers.get('x-policy-refusal'),
      succeeded: response.status < 400 && envelope.success === true,
      changed,
      msg: envelope.msg,
    };
  } finally {
    db.exec('ROLLBACK TO matrix');
    db.exec('RELEASE matrix');
  }
}

describe('authorization matrix', () => {
  let callers: Caller[] = [];
  let routes: Route[] = [];

  beforeAll(async () => {
    // A fresh tenant, provisioned by the platform administrator, and its administrator.
    expect((await json(await server.post('/blade-system/tenant/submit', server.admin, { tenantName: '授权矩阵粮库' }))).success).toBe(true);
    const fresh = server.db.prepare("SELECT tenant_id FROM blade_tenant WHERE tenant_name = '授权矩阵粮库'").get() as { tenant_id: string };
    const freshAdmin = (await server.login('admin', 'admin', fresh.tenant_id)).access_token;
    const tokens = { ...server.tokens, freshTenantAdmin: freshAdmin };
    callers = Object.entries(tokens).map(([name, token]) => {
      const user = decode(token);
      return {
        name,
        token,
        user,
        row: server.db.prepare('SELECT * FROM blade_user WHERE id = ?').get(user.userId) as Record<string, unknown>,
      };
    });
    routes = buildRouter(os.tmpdir()).list();
  }, 60_000);

  it('has a policy on every route, and codes on every write or a reason why not', () => {
    expect(routes.length).toBeGreaterThan(300);
    const uncoded = routes
      .filter(isWrite)
      .filter((route) => route.policy.kind !== 'write' || (Array.isArray(route.policy.codes) && route.policy.codes.length === 0))
      .map((route) => `${route.method} ${route.path}`);
    expect(uncoded.filter((key) => !(key in UNCODED_WRITES)).sort()).toEqual([]);
    expect(Object.keys(UNCODED_WRITES).filter((key) => !uncoded.includes(key))).toEqual([]);
  });

  it('changes nothing on a read: a route that writes must be declared a write', async () => {
    const writers: string[] = [];
    for (const route of routes.filter((candidate) => candidate.policy.kind === 'read' && candidate.method === 'GET')) {
      for (const caller of callers.filter((candidate) => ['admin', 'hr', 'tenantAdmin'].includes(candidate.name))) {
        server.db.exec('SAVEPOINT reads');
        try {
          const before = changes(server.db);
          await (
            await fetch(server.base + route.path.replace('{id}', '1'), { headers: { 'blade-auth': `bearer ${caller.token}` } })
          ).arrayBuffer();
          if (changes(server.db) !== before) writers.push(`${route.path} as ${caller.name}`);
        } finally {
          server.db.exec('ROLLBACK TO reads');
          server.db.exec('RELEASE reads');
        }
      }
    }
    expect(writers).toEqual([]);
  }, 120_000);

  it('refuses what the policy refuses, changing nothing, and lets through what it allows', async () => {
    const cases = routes
      .filter((route) => route.policy.kind === 'write')
      .flatMap((route) => callers.flatMap((caller) => targetsFor(server.db, route, caller)));
    const defects: string[] = [];
    let refusals = 0;
    for (const test of cases) {
      const outcome = await run(server.db, server.base, test);
      const named = test.ref ? ` naming ${test.ref.param}=${test.ref.id}` : '';
      const label = `${test.route.method} ${test.route.path} as ${test.caller.name} on ${test.kind}${test.rowId ? ` ${test.rowId}` : ''}${named}: ${outcome.msg}`;
      if (outcome.refusal) refusals += 1;
      if (!outcome.expected && !outcome.refusal) defects.push(`not refused by the policy: ${label}`);
      if (outcome.expected && outcome.refusal) defects.push(`refused (${outcome.refusal}) though the policy allows it: ${label}`);
      if (!outcome.succeeded && outcome.changed !== 0) defects.push(`refused but changed ${outcome.changed} rows: ${label}`);
      // A save that names only the row asks for no change; every other success on a row must have changed it.
      const emptySave = /\/(submit|update)$/u.test(test.route.path) && !test.ref;
      if (outcome.succeeded && test.rowId && !emptySave && outcome.changed === 0) defects.push(`操作成功 but nothing changed: ${label}`);
    }
    console.log(
      `authorization matrix: ${cases.length} cases over ${new Set(cases.map((test) => test.route)).size} write routes × ${callers.length} callers; ${refusals} refused by the policy`,
    );
    expect(defects).toEqual([]);
  }, 240_000);
});
