import type { Context, Handler } from '../../http/router';
import type { Reply } from '../../http/envelope';
import type { HistoryScope, WritePolicy } from '../../http/policy';
import { paramIds } from '../../policy/enforce';
import { isStreamReply } from '../../http/stream-reply';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { placeholders } from '../shared/rows';
import { diffRows, type Row } from './diff';

/**
 * The change history of every write, in one place: blade/server.ts runs each write route's handler through
 * `runRecorded`, which snapshots the rows the route's policy names (its `target`, and its `history` scope: rows named
 * otherwise and rows it adds) before the handler, again after it, and writes one tp_change_history row per record that
 * changed, with who, when, the action (the path's last segment) and each changed column before → after.
 *
 * A synchronous handler runs inside the same transaction as both snapshots and the history rows, so a refused write
 * (it throws) rolls back and records nothing. An asynchronous one (e-sign calls out) has its snapshot taken before
 * and its history written in a transaction of its own once it has answered.
 */
type Followed = Required<Pick<HistoryScope, 'table' | 'column'>> & { param: string | null };
type Snapshot = { scope: Followed; rows: Map<string, Row>; maxRowid: number };

/** The rows a write policy names, by table: its target by id, and its history scope. */
export function followedScopes(policy: WritePolicy): Followed[] {
  const scopes: Followed[] = [];
  if (policy.target) scopes.push({ table: policy.target.table, param: policy.target.param, column: 'id' });
  if (policy.history)
    scopes.push({ table: policy.history.table, param: policy.history.param ?? null, column: policy.history.column ?? 'id' });
  return scopes;
}

const rowsWhere = (ctx: Context, table: string, column: string, values: string[]): Row[] =>
  values.length === 0
    ? []
    : (ctx.db.prepare(`SELECT * FROM ${table} WHERE ${column} IN (${placeholders(values.length)})`).all(...values) as Row[]);

const maxRowid = (ctx: Context, table: string) =>
  (ctx.db.prepare(`SELECT COALESCE(MAX(rowid), 0) AS n FROM ${table}`).get() as { n: number }).n;

function take(ctx: Context, scope: Followed): Snapshot {
  const named = scope.param ? paramIds(ctx, scope.param) : [];
  return {
    scope,
    rows: new Map(rowsWhere(ctx, scope.table, scope.column, named).map((row) => [String(row.id), row])),
    maxRowid: maxRowid(ctx, scope.table),
  };
}

/** The same rows after the write (by id, since a write may change the naming column), plus the rows it added. */
function after(ctx: Context, snapshot: Snapshot): Map<string, Row> {
  const { scope } = snapshot;
  const rows = [
    ...rowsWhere(ctx, scope.table, 'id', [...snapshot.rows.keys()]),
    ...rowsWhere(ctx, scope.table, scope.column, scope.param ? paramIds(ctx, scope.param) : []),
    ...(ctx.db.prepare(`SELECT * FROM ${scope.table} WHERE rowid > ?`).all(snapshot.maxRowid) as Row[]),
  ];
  return new Map(rows.map((row) => [String(row.id), row]));
}

const succeeded = (reply: Reply) => {
  if (reply.status >= 400 || isStreamReply(reply)) return false;
  const body = reply.body as { success?: unknown } | null;
  return !(body && typeof body === 'object' && body.success === false);
};

/** The caller's display name as it stood when they acted (the history keeps it, not only the id). */
function actorName(ctx: Context): string {
  const user = ctx.user!;
  const row = ctx.db.prepare('SELECT real_name, name FROM blade_user WHERE id = ?').get(user.userId) as
    | { real_name?: string; name?: string }
    | undefined;
  return row?.real_name || row?.name || user.userName || user.account;
}

function write(ctx: Context, snapshots: Snapshot[], reply: Reply): void {
  if (!succeeded(reply)) return;
  const insert = ctx.db.prepare(
    `INSERT INTO tp_change_history (id, tenant_id, table_name, record_id, action, kind, path, user_id, user_name, changes, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const action = ctx.path.split('/').filter(Boolean).pop() ?? ctx.path;
  const now = formatDateTime();
  let name: string | null = null;
  const seen = new Set<string>();
  for (const snapshot of snapshots) {
    const current = after(ctx, snapshot);
    // Rows gone from the table (a physical delete) are removals too.
    for (const id of new Set([...snapshot.rows.keys(), ...current.keys()])) {
      const key = `${snapshot.scope.table}:${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const before = snapshot.rows.get(id) ?? null;
      const row = current.get(id) ?? null;
      const diff = diffRows(before, row);
      if (!diff) continue;
      name ??= actorName(ctx);
      const owner = row ?? before;
      const tenantId = typeof owner?.tenant_id === 'string' && owner.tenant_id ? owner.tenant_id : ctx.user!.tenantId;
      insert.run(
        nextId(),
        tenantId,
        snapshot.scope.table,
        id,
        action,
        diff.kind,
        ctx.path,
        ctx.user!.userId,
        name,
        JSON.stringify(diff.changes),
        now,
      );
    }
  }
}

const isPromise = (value: unknown): value is Promise<Reply> => typeof (value as Promise<Reply> | null)?.then === 'function';

/** Runs a write route's handler and records what it changed (see above). */
export async function runRecorded(policy: WritePolicy, ctx: Context, handler: Handler): Promise<Reply> {
  const scopes = followedScopes(policy);
  if (scopes.length === 0 || !ctx.user) return handler(ctx);
  const started = ctx.db.transaction(() => {
    const snapshots = scopes.map((scope) => take(ctx, scope));
    const result = handler(ctx);
    if (isPromise(result)) return { snapshots, pending: result };
    write(ctx, snapshots, result);
    return { snapshots, reply: result };
  })();
  if (started.reply) return started.reply;
  const reply = await started.pending!;
  ctx.db.transaction(() => write(ctx, started.snapshots, reply))();
  return reply;
}
