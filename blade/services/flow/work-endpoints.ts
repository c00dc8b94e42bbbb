import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { claimTask, completeTask, isCandidate, taskUserOf, type DefinitionRow, type InstanceRow, type TaskRow } from './engine';
import { Names, flowProcess, historyFlow, instanceFields, taskFlow, type ActivityRow } from './views';
import { actorOf, caller, matches, pageOf, required } from './actor';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

/** 我的事务 (docs/blade-contract.md §8.2): the caller's startable processes, tasks and instances, as BladeFlow records. */

type Joined = TaskRow & { d: DefinitionRow; i: InstanceRow };

function tasksWith(ctx: Context, where: string, ...params: unknown[]): Joined[] {
  const tasks = ctx.db
    .prepare(`SELECT * FROM flow_task WHERE tenant_id = ? AND ${where}`)
    .all(caller(ctx).tenantId, ...params) as TaskRow[];
  const definition = ctx.db.prepare('SELECT * FROM flow_definition WHERE id = ?');
  const instance = ctx.db.prepare('SELECT * FROM flow_instance WHERE id = ?');
  return tasks.map((task) => ({
    ...task,
    d: definition.get(task.definition_id) as DefinitionRow,
    i: instance.get(task.instance_id) as InstanceRow,
  }));
}

/** BladeFlow filters the screens send: processDefinitionName (substring) and a createTime range. */
function filtered(ctx: Context, records: Joined[]) {
  const begin = ctx.query.get('beginDate');
  const end = ctx.query.get('endDate');
  return records.filter(
    (row) =>
      matches(ctx.query.get('processDefinitionName'), row.d.name) &&
      (!begin || row.create_time >= begin) &&
      (!end || row.create_time <= `${end} 23:59:59`.slice(0, 19)),
  );
}

// GET /blade-flow/work/start-list?category — the latest active version of each process.
export function startList(ctx: Context) {
  const user = caller(ctx);
  const category = ctx.query.get('category');
  const rows = ctx.db
    .prepare(`SELECT d.*, p.deploy_time FROM flow_definition d JOIN flow_deployment p ON p.id = d.deployment_id
    WHERE d.tenant_id = ? AND d.suspension_state = 1 ${category ? 'AND d.category = ?' : ''}
      AND d.version = (SELECT MAX(version) FROM flow_definition x WHERE x.tenant_id = d.tenant_id AND x.process_key = d.process_key)
    ORDER BY d.process_key`)
    .all(user.tenantId, ...(category ? [category] : [])) as (DefinitionRow & { deploy_time: string })[];
  const names = new Names(ctx.db);
  return R.data(
    pageOf(
      ctx,
      rows.filter((row) => matches(ctx.query.get('name'), row.name)).map((row) => flowProcess(row, names)),
    ),
  );
}

// GET /blade-flow/work/claim-list — open, unassigned tasks the caller is a candidate for.
export function claimList(ctx: Context) {
  const actor = actorOf(caller(ctx));
  const names = new Names(ctx.db);
  const rows = filtered(ctx, tasksWith(ctx, 'end_time IS NULL AND assignee IS NULL ORDER BY create_time DESC, id DESC')).filter((task) =>
    isCandidate(task, actor),
  );
  return R.data(
    pageOf(
      ctx,
      rows.map((task) => taskFlow(task, task.d, task.i, names, 'claim')),
    ),
  );
}

// GET /blade-flow/work/todo-list — open tasks assigned to the caller.
export function todoList(ctx: Context) {
  const user = caller(ctx);
  const names = new Names(ctx.db);
  const rows = filtered(
    ctx,
    tasksWith(ctx, 'end_time IS NULL AND assignee = ? ORDER BY create_time DESC, id DESC', taskUserOf(user.userId)),
  );
  return R.data(
    pageOf(
      ctx,
      rows.map((task) => taskFlow(task, task.d, task.i, names, 'todo')),
    ),
  );
}

// GET /blade-flow/work/done-list — tasks the caller completed (not those ended by a deletion).
export function doneList(ctx: Context) {
  const user = caller(ctx);
  const names = new Names(ctx.db);
  const rows = filtered(
    ctx,
    tasksWith(
      ctx,
      'end_time IS NOT NULL AND delete_reason IS NULL AND assignee = ? ORDER BY end_time DESC, id DESC',
      taskUserOf(user.userId),
    ),
  );
  return R.data(
    pageOf(
      ctx,
      rows.map((task) => taskFlow(task, task.d, task.i, names, 'done')),
    ),
  );
}

// GET /blade-flow/work/send-list — instances the caller started, with the task(s) they wait on.
export function sendList(ctx: Context) {
  const user = caller(ctx);
  const names = new Names(ctx.db);
  const instances = ctx.db
    .prepare('SELECT * FROM flow_instance WHERE tenant_id = ? AND start_user_id = ? ORDER BY start_time DESC, id DESC')
    .all(user.tenantId, user.userId) as InstanceRow[];
  const definition = ctx.db.prepare('SELECT * FROM flow_definition WHERE id = ?');
  const open = ctx.db.prepare('SELECT * FROM flow_task WHERE instance_id = ? AND end_time IS NULL ORDER BY create_time');
  const begin = ctx.query.get('beginDate');
  const end = ctx.query.get('endDate');
  const records = instances.flatMap((instance) => {
    const d = definition.get(instance.definition_id) as DefinitionRow;
    if (!matches(ctx.query.get('processDefinitionName'), d.name)) return [];
    if ((begin && instance.start_time < begin) || (end && instance.start_time > `${end} 23:59:59`.slice(0, 19))) return [];
    const tasks = open.all(instance.id) as TaskRow[];
    return [
      {
        ...instanceFields(d, instance, names),
        createTime: instance.start_time,
        endTime: instance.end_time ?? '',
        taskId: tasks[0]?.id ?? '',
        taskName: tasks.map((task) => task.name).join(','),
        taskDefinitionKey: tasks[0]?.task_def_key ?? '',
        assignee: tasks[0]?.assignee ?? '',
        assigneeName: tasks
          .map((task) => names.user(task.assignee))
          .filter(Boolean)
          .join(','),
        status: 'send',
      },
    ];
  });
  return R.data(pageOf(ctx, records));
}

// POST /blade-flow/work/claim-task?taskId=
export function claimTaskEndpoint(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'work_claim_sign');
  claimTask(ctx.db, actorOf(user), required(ctx, 'taskId'));
  return R.success('签收事务成功');
}

const completeSchema = z.object({
  taskId: z
    .union([z.string(), z.number()], { error: missingParameter('taskId') })
    .transform(String)
    .refine((value) => value.trim() !== '', missingParameter('taskId')),
  processInstanceId: z.union([z.string(), z.number()]).transform(String).optional(),
  flag: z.string().optional(),
  comment: z.string().max(500, '审批意见不能超过500个字符').optional(),
  variables: z.record(z.string(), z.unknown()).optional(),
});

/** The comment BladeX records when none is given, and which also counts as approval. */
export const PASS_COMMENT = '同意';

// POST /blade-flow/work/complete-task — JSON {taskId, processInstanceId, flag?, comment?, variables?}.
export function completeTaskEndpoint(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'work_todo_handle');
  const parsed = completeSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  const { taskId, processInstanceId, flag, comment, variables } = parsed.data;
  const given = comment?.trim() ?? '';
  const pass = flag === 'ok' || given === PASS_COMMENT;
  completeTask(ctx.db, actorOf(user), { taskId, processInstanceId, comment: given || PASS_COMMENT, variables: { ...variables, pass } });
  return R.status(true);
}

// GET /blade-flow/process/history-flow-list?processInstanceId= — start, user tasks and end, in order.
export function historyFlowList(ctx: Context) {
  const user = caller(ctx);
  const instanceId = required(ctx, 'processInstanceId');
  const instance = ctx.db.prepare('SELECT * FROM flow_instance WHERE tenant_id = ? AND id = ?').get(user.tenantId, instanceId) as
    | InstanceRow
    | undefined;
  if (!instance) return R.data([]);
  const names = new Names(ctx.db);
  const activities = ctx.db
    .prepare(`SELECT * FROM flow_activity WHERE instance_id = ? AND activity_type IN ('startEvent', 'userTask', 'endEvent') ORDER BY seq`)
    .all(instanceId) as ActivityRow[];
  const task = ctx.db.prepare('SELECT * FROM flow_task WHERE id = ?');
  return R.data(
    activities.map((activity) =>
      historyFlow(activity, activity.task_id ? (task.get(activity.task_id) as TaskRow) : undefined, instance, names),
    ),
  );
}
