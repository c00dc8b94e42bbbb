import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import type { CrudHooks } from '../../crud/controller';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { assertInspectionAction, type InspectionAction } from '../desk/machines';
import { answerRow, updateRow } from '../desk/review-rows';
import { gradeReached, overallResult } from './quality-standards';
import { contractGrade, findApplication, standardsFor, valuesOf, type ApplicationRow } from './records';

/**
 * The inspection request workflow under /blade-inspection/inspectionapplications (machine in desk/machines.ts):
 * sample → (values entered) → report, computing the grade reached and the verdict from the values; a disputed
 * report is re-tested and its verdict recomputed. Each action needs its button code and answers the updated request.
 */
const TABLE = 'tp_inspectionapplications';
const CODES: Record<Exclude<InspectionAction, 'record'>, string> = {
  sample: 'inspectionapplications_sample',
  report: 'inspectionapplications_report',
  dispute: 'inspectionapplications_dispute',
  retest: 'inspectionapplications_retest',
};

function step<S extends z.ZodTypeAny>(
  action: Exclude<InspectionAction, 'record'>,
  schema: S,
  changes: (ctx: Context, row: ApplicationRow, input: z.infer<S>) => Record<string, unknown>,
) {
  return (ctx: Context) => {
    const user = caller(ctx, CODES[action]);
    const input = parseInput(ctx, schema);
    const { id } = input as { id: string };
    ctx.db.transaction(() => {
      const row = findApplication(ctx, user, { id });
      const to = assertInspectionAction(action, { title: row.application_no, status: row.inspection_status ?? 0 });
      updateRow(ctx, user, TABLE, row.id, { ...changes(ctx, row, input), inspection_status: to });
    })();
    return answerRow(ctx, TABLE, id);
  };
}

/** The verdict of the measured values: every index of the contract grade's standard measured, then grade and result. */
function verdict(ctx: Context, row: ApplicationRow) {
  const tenantId = ctx.user!.tenantId;
  const standards = standardsFor(ctx, tenantId, row.variety, contractGrade(row));
  const values = valuesOf(ctx, row.id);
  const measured = new Set(values.map((value) => value.index_code));
  const missing = [...standards.values()].filter((standard) => !measured.has(standard.index_code)).map((standard) => standard.index_name);
  if (standards.size === 0) throw new ServiceError(`质检单 ${row.application_no} 的品种等级没有质量标准`);
  if (missing.length > 0) throw new ServiceError(`质检单 ${row.application_no} 尚缺检验值: ${missing.join('、')}`);
  const reached = gradeReached(
    (grade) => standardsFor(ctx, tenantId, row.variety, grade),
    new Map(values.map((value) => [value.index_code, value.measured_value])),
  );
  return { grade: reached, result: overallResult(values.map((value) => value.judgement)) };
}

const sampleInput = idParam.extend({
  sampleNo: z.string({ error: '请输入扦样编号' }).trim().min(1, '请输入扦样编号').max(32, '扦样编号不能超过32个字符'),
  sampler: z.string({ error: '请输入扦样人' }).trim().min(1, '请输入扦样人').max(30, '扦样人不能超过30个字符'),
});
const disputeInput = idParam.extend({
  reason: z.string({ error: '请填写异议原因' }).trim().min(1, '请填写异议原因').max(255, '异议原因不能超过255个字符'),
});

// POST sample {id, sampleNo, sampler}: 待扦样 → 检验中.
export const sampleApplication = step('sample', sampleInput, (_ctx, _row, input) => ({
  sample_no: input.sampleNo,
  sampler: input.sampler,
  sample_time: formatDateTime(),
}));

// POST report {id}: 检验中 → 已出报告, with the grade reached and 合格/不合格.
export const reportApplication = step('report', idParam, (ctx, row) => verdict(ctx, row));

// POST dispute {id, reason}: 已出报告 → 有异议; the values may be re-measured.
export const disputeApplication = step('dispute', disputeInput, (_ctx, _row, input) => ({ remark: `异议: ${input.reason}` }));

// POST retest {id}: 有异议 → 已复检, the verdict recomputed from the re-measured values.
export const retestApplication = step('retest', idParam, (ctx, row) => verdict(ctx, row));

/** The generic form keeps the workflow's columns: a new request waits for sampling; an edit keeps state and verdict. */
export const inspectionApplicationHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    for (const column of ['inspection_status', 'grade', 'result']) delete values[column];
    if (!existing) Object.assign(values, { inspection_status: 0, apply_time: values.apply_time || formatDateTime() });
  },
};
