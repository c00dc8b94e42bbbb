import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import type { Db } from '../../db/open';
import type { CrudHooks } from '../../crud/controller';
import { caller, parseInput } from '../trade/workflow/records';
import { assertVolumeReportAction } from './machines';
import { answerRow, findRow, updateRow } from './review-rows';
import { placeholders } from '../shared/rows';
import { toVO } from '../../crud/row-codec';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * POST /blade-order/reportedvolumedetail/updatePassinQuantity {id, passinQuantity}: the depot admits a truck of a
 * confirmed (已确认) volume report for at most its planned tonnes; the report's confirmed quantity stays the sum of
 * its trucks' admitted tonnes. The generic line forms never set the admitted tonnes.
 */
type LineRow = { id: string; reported_volume_id: string; plate_no: string; planned_quantity: number };
type ReportRow = { id: string; report_no: string; report_status: number | null };

const input = z.object({
  id: z.string({ error: BLADE_MESSAGES.missingId }).trim().min(1, BLADE_MESSAGES.missingId),
  passinQuantity: z.coerce.number({ error: '请输入放行数量' }).min(0, '放行数量不能小于0'),
});

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Σ admitted tonnes of a report's lines (but the `leaving` ones) → its confirmed quantity. */
export function syncConfirmed(db: Db, reportId: string, leaving: readonly string[] = []): void {
  const except = leaving.length > 0 ? `AND id NOT IN (${placeholders(leaving.length)})` : '';
  db.prepare(
    `UPDATE tp_reportedvolume SET confirmed_quantity = (SELECT ROUND(COALESCE(SUM(passin_quantity), 0), 3) FROM tp_reportedvolumedetail
     WHERE reported_volume_id = ? AND is_deleted = 0 ${except}) WHERE id = ?`,
  ).run(reportId, ...leaving, reportId);
}

export function updatePassinQuantity(ctx: Context) {
  const user = caller(ctx, 'reportedvolumedetail_passin');
  const { id, passinQuantity } = parseInput(ctx, input);
  ctx.db.transaction(() => {
    const line = findRow<LineRow>(ctx, user, 'tp_reportedvolumedetail', id, '报量明细不存在或已删除');
    const report = findRow<ReportRow>(ctx, user, 'tp_reportedvolume', line.reported_volume_id, '报量单不存在或已删除');
    assertVolumeReportAction('passin', { title: report.report_no, status: report.report_status ?? 0 });
    if (passinQuantity > line.planned_quantity + 1e-9)
      throw new ServiceError(`车辆 ${line.plate_no} 的放行数量不能超过计划数量 ${line.planned_quantity} 吨`);
    updateRow(ctx, user, 'tp_reportedvolumedetail', id, { passin_quantity: round3(passinQuantity) });
    syncConfirmed(ctx.db, report.id);
  })();
  return answerRow(ctx, 'tp_reportedvolumedetail', id);
}

export const reportedVolumeLineHooks: CrudHooks = {
  // Each line carries its report's state, so a screen offers the admission only where the service accepts it.
  view: (db, row) => {
    const report = db.prepare('SELECT report_status FROM tp_reportedvolume WHERE id = ?').get(row.reported_volume_id) as
      | { report_status: number | null }
      | undefined;
    return { ...toVO(row), reportStatus: report?.report_status ?? '' };
  },
  beforeWrite: (_ctx, values, existing) => {
    delete values.passin_quantity;
    if (!existing) values.passin_quantity = 0;
  },
  beforeRemove: (ctx, ids) => {
    // A removed truck no longer counts towards its report's confirmed tonnes (same transaction as the removal).
    const reports = ctx.db
      .prepare(
        `SELECT DISTINCT reported_volume_id FROM tp_reportedvolumedetail WHERE tenant_id = ? AND id IN (${placeholders(ids.length)})`,
      )
      .all(ctx.user?.tenantId ?? '', ...ids) as { reported_volume_id: string }[];
    for (const { reported_volume_id } of reports) syncConfirmed(ctx.db, reported_volume_id, ids);
  },
};
