import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { AUTH, LOAN, LOAN_APPLICATION } from './machines';

export const today = () => formatDateTime().slice(0, 10);

/**
 * The states the calendar moves rather than a user: a repaying loan past its maturity is 已逾期 (with its
 * application), an authorisation past its valid-to is 已过期. Run before the finance screens read or act.
 */
export function bringUpToDate(db: Db, tenantId: string): void {
  const date = today();
  const overdue = db
    .prepare(
      `SELECT id, application_id FROM tp_financeloanagreement WHERE tenant_id = ? AND is_deleted = 0 AND agreement_status = ? AND end_date <> '' AND end_date < ?`,
    )
    .all(tenantId, LOAN.repaying, date) as { id: string; application_id: string | null }[];
  const now = formatDateTime();
  for (const row of overdue) {
    db.prepare('UPDATE tp_financeloanagreement SET agreement_status = ?, update_time = ? WHERE id = ?').run(LOAN.overdue, now, row.id);
    db.prepare('UPDATE tp_financeloanapplication SET loan_status = ?, update_time = ? WHERE id = ? AND loan_status = ?').run(
      LOAN_APPLICATION.overdue,
      now,
      row.application_id ?? '',
      LOAN_APPLICATION.repaying,
    );
  }
  db.prepare(
    `UPDATE tp_financesuperviseauth SET auth_status = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0 AND auth_status IN (?, ?) AND valid_to <> '' AND valid_to < ?`,
  ).run(AUTH.expired, now, tenantId, AUTH.pending, AUTH.active, date);
}
