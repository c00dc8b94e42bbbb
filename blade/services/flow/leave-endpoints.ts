import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime, parseDateTime } from '../../db/time';
import { requireCode } from '../../crud/permissions';
import { startProcess, taskUserOf, type InstanceRow } from './engine';
import { Names } from './views';
import { actorOf, caller, required } from './actor';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

/**
 * The leave process's business side (BladeX blade-desk LeaveController / LeaveServiceImpl): the request is
 * saved in blade_process_leave, then the process starts with business key `blade_process_leave:<id>`.
 */
const LEAVE_TABLE = 'blade_process_leave';
const DAY_MS = 86_400_000;

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .refine((value) => parseDateTime(value) !== null, `${label}格式不正确`);

const leaveSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).optional(),
    processDefinitionId: z
      .string({ error: missingParameter('processDefinitionId') })
      .trim()
      .min(1, missingParameter('processDefinitionId')),
    taskUser: z
      .union([z.string(), z.number()], { error: '请选择审批人' })
      .transform((value) => String(value).trim())
      .refine(Boolean, '请选择审批人'),
    startTime: dateTime('开始时间'),
    endTime: dateTime('结束时间'),
    reason: z.string({ error: '请输入请假理由' }).trim().min(1, '请输入请假理由').max(255, '请假理由不能超过255个字符'),
  })
  .refine((leave) => leave.endTime > leave.startTime, { message: '结束时间必须晚于开始时间' });

/** Whole days between start and end, as BladeX's `Duration.between(start, end).toDays()`. */
export function leaveDays(startTime: string, endTime: string): number {
  return Math.floor(((parseDateTime(endTime)?.getTime() ?? 0) - (parseDateTime(startTime)?.getTime() ?? 0)) / DAY_MS);
}

// POST /blade-desk/process/leave/start-process — JSON {processDefinitionId, taskUser, startTime, endTime, reason}.
export function leaveStartProcess(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'work_start_flow');
  const parsed = leaveSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  const leave = parsed.data;
  const approver = ctx.db
    .prepare('SELECT id FROM blade_user WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
    .get(leave.taskUser, user.tenantId);
  if (!approver) throw new ServiceError('审批人不存在');
  const now = formatDateTime();
  if (leave.id) {
    // BladeX: a request with an id is a plain update of the saved request (the running process is untouched).
    const changes = ctx.db
      .prepare(`UPDATE ${LEAVE_TABLE} SET start_time = ?, end_time = ?, reason = ?, task_user = ?, update_user = ?, update_time = ?
      WHERE id = ? AND tenant_id = ? AND is_deleted = 0`)
      .run(leave.startTime, leave.endTime, leave.reason, leave.taskUser, user.userId, now, leave.id, user.tenantId).changes;
    return R.status(changes > 0);
  }
  ctx.db.transaction(() => {
    const id = nextId();
    ctx.db
      .prepare(`INSERT INTO ${LEAVE_TABLE} (id, tenant_id, process_definition_id, start_time, end_time, reason, task_user, apply_time,
      create_user, create_dept, create_time, update_user, update_time) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`)
      .run(
        id,
        user.tenantId,
        leave.processDefinitionId,
        leave.startTime,
        leave.endTime,
        leave.reason,
        leave.taskUser,
        now,
        user.userId,
        user.deptId.split(',')[0] ?? '',
        now,
        user.userId,
        now,
      );
    const instance = startProcess(ctx.db, actorOf(user), {
      definitionId: leave.processDefinitionId,
      businessKey: `${LEAVE_TABLE}:${id}`,
      variables: {
        createUser: taskUserOf(user.userId),
        taskUser: taskUserOf(leave.taskUser),
        days: leaveDays(leave.startTime, leave.endTime),
      },
    });
    ctx.db.prepare(`UPDATE ${LEAVE_TABLE} SET process_instance_id = ? WHERE id = ?`).run(instance.id, id);
  })();
  return R.status(true);
}

type LeaveRow = {
  id: string;
  tenant_id: string;
  process_definition_id: string;
  process_instance_id: string;
  start_time: string;
  end_time: string;
  reason: string;
  task_user: string;
  apply_time: string;
  create_user: string;
  create_time: string;
};

// GET /blade-desk/process/leave/detail?businessId= — the request, with `flow.assigneeName` = the applicant's name.
export function leaveDetail(ctx: Context) {
  const user = caller(ctx);
  const row = ctx.db
    .prepare(`SELECT * FROM ${LEAVE_TABLE} WHERE id = ? AND tenant_id = ? AND is_deleted = 0`)
    .get(required(ctx, 'businessId'), user.tenantId) as LeaveRow | undefined;
  if (!row) return R.data(null);
  const names = new Names(ctx.db);
  const instance = ctx.db.prepare('SELECT * FROM flow_instance WHERE id = ?').get(row.process_instance_id) as InstanceRow | undefined;
  return R.data({
    id: row.id,
    tenantId: row.tenant_id,
    processDefinitionId: row.process_definition_id,
    processInstanceId: row.process_instance_id,
    startTime: row.start_time,
    endTime: row.end_time,
    reason: row.reason,
    taskUser: row.task_user,
    taskUserName: names.user(row.task_user),
    applyTime: row.apply_time,
    createUser: row.create_user,
    createTime: row.create_time,
    days: leaveDays(row.start_time, row.end_time),
    flow: {
      assigneeName: names.user(row.create_user),
      processInstanceId: row.process_instance_id,
      processIsFinished: instance?.end_time ? 'finished' : 'unfinished',
      deleteReason: instance?.delete_reason ?? '',
    },
  });
}

// GET /blade-user/user-list — the tenant's users for the approver picker (BladeX UserController.userList), names only.
export function userList(ctx: Context) {
  const user = caller(ctx);
  const rows = ctx.db
    .prepare('SELECT id, account, name, real_name FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 ORDER BY account')
    .all(user.tenantId) as { id: string; account: string; name: string; real_name: string }[];
  return R.data(rows.map((row) => ({ id: row.id, account: row.account, name: row.name ?? '', realName: row.real_name ?? '' })));
}
