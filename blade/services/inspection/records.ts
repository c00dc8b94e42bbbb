import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import type { BladeUser } from '../../auth/blade-user';
import type { Limit, LimitType } from './quality-standards';

/** The inspection rows the workflow reads, always within the caller's tenant. */
export type ApplicationRow = {
  id: string;
  application_no: string;
  variety: number;
  contract_grade: number | null;
  inspection_status: number | null;
  remark: string | null;
};
export type ValueRow = { index_code: string; measured_value: number; judgement: number };
type StandardRow = { index_code: string; index_name: string; unit: string; limit_type: LimitType; limit_value: number; sort: number };

/** An application by id or number; "not found" for another tenant's. */
export function findApplication(ctx: Context, user: BladeUser, key: { id?: unknown; applicationNo?: unknown }): ApplicationRow {
  const [column, value] = key.id ? ['id', key.id] : ['application_no', key.applicationNo];
  const row = value
    ? (ctx.db
        .prepare(`SELECT * FROM tp_inspectionapplications WHERE ${column} = ? AND tenant_id = ? AND is_deleted = 0`)
        .get(String(value), user.tenantId) as ApplicationRow | undefined)
    : undefined;
  if (!row) throw new ServiceError(`质检单 ${String(value ?? '')} 不存在`);
  return row;
}

/** The grade the goods were sold as; 二等 when the request names none (the commonest contract grade). */
export const contractGrade = (row: ApplicationRow) => row.contract_grade || 2;

/** The tenant's standard limits (tp_qualitystandard) for a variety and grade, by index code. */
export function standardsFor(ctx: Context, tenantId: string, variety: number, grade: number): Map<string, StandardRow & Limit> {
  const rows = ctx.db
    .prepare(
      'SELECT index_code, index_name, unit, limit_type, limit_value, sort FROM tp_qualitystandard WHERE tenant_id = ? AND variety = ? AND grade = ? AND is_deleted = 0 ORDER BY sort',
    )
    .all(tenantId, variety, grade) as StandardRow[];
  return new Map(rows.map((row) => [row.index_code, { ...row, limitType: row.limit_type, limitValue: row.limit_value }]));
}

export function valuesOf(ctx: Context, applicationId: string): ValueRow[] {
  return ctx.db
    .prepare(
      'SELECT index_code, measured_value, judgement FROM tp_inspectionvalue WHERE application_id = ? AND is_deleted = 0 ORDER BY sort',
    )
    .all(applicationId) as ValueRow[];
}
