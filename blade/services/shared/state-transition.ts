import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { placeholders } from './rows';

/** A row of a state machine's table: the states an action is allowed in, and where it leads (null keeps the state). */
export type Transition = { from: readonly number[]; to: number | null };

/** Refuses (HTTP 400, `当前状态不允许此操作: …`, the state named) what the table does not allow; returns the next state. */
export function assertTransition(
  transition: Pick<Transition, 'from'> & Partial<Transition>,
  labels: string[],
  what: string,
  action: string,
  status: number,
): number {
  if (!transition.from.includes(status)) {
    const allowed = transition.from.map((key) => `「${labels[key]}」`).join('/');
    throw new ServiceError(`当前状态不允许此操作: ${what} 为「${labels[status] ?? status}」，${action}仅限${allowed}状态`);
  }
  return transition.to ?? status;
}

/**
 * Refuses removing any of these rows whose state is not one of `removable` (a generic 删除 of a workflow record), naming
 * the record by its number column: `当前状态不允许此操作: 提货单 TH… 为「已完成」，删除仅限…`.
 */
export function refuseRemovalOutside(
  ctx: Context,
  ids: string[],
  record: { table: string; number: string; status: string; what: string; labels: string[] },
  removable: readonly number[],
): void {
  const rows = ctx.db
    .prepare(
      `SELECT ${record.number} AS no, ${record.status} AS status FROM ${record.table} WHERE tenant_id = ? AND is_deleted = 0 AND id IN (${placeholders(ids.length)})`,
    )
    .all(ctx.user?.tenantId ?? '', ...ids) as { no: string; status: number | null }[];
  for (const row of rows) assertTransition({ from: removable }, record.labels, `${record.what} ${row.no}`, '删除', row.status ?? 0);
}
