import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import type { BladeUser } from '../../auth/blade-user';
import { toVO } from '../../crud/row-codec';

/** Reads and writes of one reviewed row, always within the caller's tenant. */
export function findRow<T>(ctx: Context, user: BladeUser, table: string, id: string, missing: string): T {
  const row = ctx.db.prepare(`SELECT * FROM ${table} WHERE id = ? AND tenant_id = ? AND is_deleted = 0`).get(id, user.tenantId) as
    | T
    | undefined;
  if (!row) throw new ServiceError(missing);
  return row;
}

export function updateRow(ctx: Context, user: BladeUser, table: string, id: string, changes: Record<string, unknown>): void {
  const entries = Object.entries(changes);
  ctx.db
    .prepare(`UPDATE ${table} SET ${entries.map(([column]) => `${column} = ?`).join(', ')}, update_user = ?, update_time = ? WHERE id = ?`)
    .run(...entries.map(([, value]) => value), user.userId, formatDateTime(), id);
}

/** The updated row in Blade's envelope, as the generic detail would answer it. */
export const answerRow = (ctx: Context, table: string, id: string) =>
  R.data(toVO(ctx.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown>));
