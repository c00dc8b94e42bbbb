import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import type { HistoryEntry } from '../../../domain/change-history';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

export type { HistoryEntry };

type HistoryRow = {
  id: string;
  action: string;
  kind: HistoryEntry['kind'];
  user_id: string;
  user_name: string;
  create_time: string;
  changes: string;
};

/**
 * `GET <resource>/history?id=`: what the writes through this service changed on one record of the table, read-only.
 * The caller needs the resource's menu code (as its list does) and sees only their tenant's entries; a record of
 * another tenant has none.
 */
export const historyEndpoint = (table: string, permission: string | undefined) => (ctx: Context) => {
  requireCode(ctx.db, ctx.user, permission);
  const id = ctx.query.get('id')?.trim();
  if (!id) throw new ServiceError(BLADE_MESSAGES.missingId);
  const rows = ctx.db
    .prepare(
      `SELECT id, action, kind, user_id, user_name, create_time, changes FROM tp_change_history
       WHERE tenant_id = ? AND table_name = ? AND record_id = ? ORDER BY create_time DESC, id DESC LIMIT 500`,
    )
    .all(ctx.user?.tenantId ?? '', table, id) as HistoryRow[];
  return R.data(
    rows.map(
      (row): HistoryEntry => ({
        id: row.id,
        action: row.action,
        kind: row.kind,
        userId: row.user_id,
        userName: row.user_name,
        createTime: row.create_time,
        changes: JSON.parse(row.changes) as HistoryEntry['changes'],
      }),
    ),
  );
};
