import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../shared/rows';
import { assertInspectionAction } from '../desk/machines';
import { formatLimit, judge } from './quality-standards';
import { contractGrade, findApplication, standardsFor } from './records';

/**
 * An inspection value (/blade-inspection/inspectionvalue) is a measurement against the standard for the goods'
 * grade: its name, unit, limit and judgement (1 达标 / 2 超标) are the service's, never the form's. Values are
 * entered and removed only while the request is being tested (检验中) or re-tested (有异议).
 */
export const inspectionValueHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    const user = ctx.user!;
    const application = findApplication(ctx, user, {
      id: values.application_id ?? existing?.application_id,
      applicationNo: values.application_no ?? existing?.application_no,
    });
    assertInspectionAction('record', { title: application.application_no, status: application.inspection_status ?? 0 });
    const code = String(values.index_code ?? existing?.index_code ?? '');
    const grade = contractGrade(application);
    const standard = standardsFor(ctx, user.tenantId, application.variety, grade).get(code);
    if (!standard) throw new ServiceError(`质检单 ${application.application_no} 的品种等级（${grade}等）没有指标 ${code} 的质量标准`);
    const measured = Number(values.measured_value ?? existing?.measured_value);
    if (!Number.isFinite(measured) || measured < 0) throw new ServiceError('检验值必须是不小于0的数字');
    Object.assign(values, {
      application_id: application.id,
      application_no: application.application_no,
      index_code: code,
      index_name: standard.index_name,
      unit: standard.unit,
      standard_value: formatLimit(standard),
      measured_value: measured,
      judgement: judge(standard, measured),
      sort: standard.sort,
    });
  },
  beforeRemove: (ctx, ids) => {
    const user = ctx.user!;
    const rows = ctx.db
      .prepare(`SELECT DISTINCT application_id FROM tp_inspectionvalue WHERE tenant_id = ? AND id IN (${placeholders(ids.length)})`)
      .all(user.tenantId, ...ids) as { application_id: string }[];
    for (const { application_id } of rows) {
      const application = findApplication(ctx, user, { id: application_id });
      assertInspectionAction('record', { title: application.application_no, status: application.inspection_status ?? 0 });
    }
  },
};
