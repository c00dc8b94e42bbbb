import type { Db } from '../../db/open';
import { nextId } from '../../db/ids';
import { formatDateTime, parseDateTime } from '../../db/time';
import { ServiceError } from '../../http/envelope';
import { evaluateCondition, parseBpmn, resolveExpression, type FlowNode, type ProcessModel } from './bpmn';

/**
 * The embedded process engine: a small, synchronous stand-in for the Flowable engine behind BladeX's
 * blade-flow. Every call runs in one SQLite transaction; every query is scoped by tenant.
 * Users appear as Flowable-style `taskUser_<userId>` strings (BladeX's TaskUtil), groups as role aliases.
 */
export const TASK_USER_PREFIX = 'taskUser_';
export const taskUserOf = (userId: string) => `${TASK_USER_PREFIX}${userId}`;
export const userIdOf = (taskUser: string | null | undefined) =>
  taskUser?.startsWith(TASK_USER_PREFIX) ? taskUser.slice(TASK_USER_PREFIX.length) : (taskUser ?? '');

export const ACTIVE = 1;
export const SUSPENDED = 2;

export type Actor = { tenantId: string; userId: string; roleAliases: string[] };

export type DefinitionRow = {
  id: string;
  tenant_id: string;
  process_key: string;
  name: string;
  description: string | null;
  version: number;
  category: string | null;
  deployment_id: string;
  resource_name: string;
  xml: string;
  suspension_state: number;
};
export type InstanceRow = {
  id: string;
  tenant_id: string;
  definition_id: string;
  business_key: string | null;
  start_user_id: string | null;
  start_time: string;
  end_time: string | null;
  delete_reason: string | null;
  variables: string;
};
export type TaskRow = {
  id: string;
  tenant_id: string;
  instance_id: string;
  definition_id: string;
  task_def_key: string;
  name: string;
  assignee: string | null;
  candidate_users: string;
  candidate_groups: string;
  create_time: string;
  claim_time: string | null;
  end_time: string | null;
  delete_reason: string | null;
  comment: string | null;
  is_pass: number | null;
};

const csv = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

// ---------------------------------------------------------------- repository

/** Deploys one BPMN resource for one tenant: a deployment and a definition whose version follows the key's last. */
export function deploy(
  db: Db,
  input: { tenantId: string; xml: string; resourceName: string; category: string; name?: string },
): DefinitionRow {
  const model = parseBpmn(input.xml);
  return db.transaction(() => {
    const deploymentId = nextId();
    const now = formatDateTime();
    db.prepare('INSERT INTO flow_deployment (id, tenant_id, name, category, deploy_time) VALUES (?,?,?,?,?)').run(
      deploymentId,
      input.tenantId,
      input.name || model.name,
      input.category,
      now,
    );
    const last = db
      .prepare('SELECT MAX(version) AS v FROM flow_definition WHERE tenant_id = ? AND process_key = ?')
      .get(input.tenantId, model.key) as { v: number | null };
    const version = (last.v ?? 0) + 1;
    const row: DefinitionRow = {
      id: `${model.key}:${version}:${deploymentId}`,
      tenant_id: input.tenantId,
      process_key: model.key,
      name: model.name,
      description: model.documentation,
      version,
      category: input.category,
      deployment_id: deploymentId,
      resource_name: input.resourceName,
      xml: input.xml,
      suspension_state: ACTIVE,
    };
    db.prepare(`INSERT INTO flow_definition (id, tenant_id, process_key, name, description, version, category, deployment_id, resource_name, xml, suspension_state)
      VALUES (@id, @tenant_id, @process_key, @name, @description, @version, @category, @deployment_id, @resource_name, @xml, @suspension_state)`).run(
      row,
    );
    return row;
  })();
}

export function findDefinition(db: Db, tenantId: string, id: string): DefinitionRow {
  const row = db.prepare('SELECT * FROM flow_definition WHERE tenant_id = ? AND id = ?').get(tenantId, id) as DefinitionRow | undefined;
  if (!row) throw new ServiceError(`Cannot find process definition with id ${id}`);
  return row;
}

/** Flowable's activate / suspend: a suspended definition starts no new instance. */
export function changeState(db: Db, tenantId: string, definitionId: string, state: 'active' | 'suspend'): void {
  const definition = findDefinition(db, tenantId, definitionId);
  const target = state === 'active' ? ACTIVE : SUSPENDED;
  if (definition.suspension_state === target) {
    throw new ServiceError(
      `Cannot ${state === 'active' ? 'activate' : 'suspend'} process definition: it is already ${state === 'active' ? 'active' : 'suspended'}`,
    );
  }
  db.prepare('UPDATE flow_definition SET suspension_state = ? WHERE id = ?').run(target, definitionId);
}

/** Deletes deployments with everything started from them (Flowable's cascade delete). */
export function deleteDeployments(db: Db, tenantId: string, deploymentIds: string[]): number {
  return db.transaction(() => {
    let deleted = 0;
    for (const deploymentId of deploymentIds) {
      const definitions = db
        .prepare('SELECT id FROM flow_definition WHERE tenant_id = ? AND deployment_id = ?')
        .all(tenantId, deploymentId) as { id: string }[];
      for (const { id } of definitions) {
        const instances = db.prepare('SELECT id FROM flow_instance WHERE tenant_id = ? AND definition_id = ?').all(tenantId, id) as {
          id: string;
        }[];
        for (const instance of instances) purgeInstance(db, instance.id);
        db.prepare('DELETE FROM flow_definition WHERE id = ?').run(id);
      }
      deleted += db.prepare('DELETE FROM flow_deployment WHERE tenant_id = ? AND id = ?').run(tenantId, deploymentId).changes;
    }
    return deleted;
  })();
}

function purgeInstance(db: Db, instanceId: string) {
  for (const table of ['flow_task', 'flow_activity']) db.prepare(`DELETE FROM ${table} WHERE instance_id = ?`).run(instanceId);
  db.prepare('DELETE FROM flow_instance WHERE id = ?').run(instanceId);
}

// ---------------------------------------------------------------- runtime

const modelCache = new Map<string, ProcessModel>();
function modelOf(definition: DefinitionRow): ProcessModel {
  let model = modelCache.get(definition.id);
  if (!model) modelCache.set(definition.id, (model = parseBpmn(definition.xml)));
  return model;
}

/** Starts an instance and runs it to its first wait state (a user task) or its end. */
export function startProcess(
  db: Db,
  actor: Actor,
  input: { definitionId: string; businessKey: string; variables: Record<string, unknown> },
): InstanceRow {
  return db.transaction(() => {
    const definition = findDefinition(db, actor.tenantId, input.definitionId);
    if (definition.suspension_state === SUSPENDED) {
      throw new ServiceError(`Cannot start process instance. Process definition ${definition.name} (id = ${definition.id}) is suspended`);
    }
    const now = formatDateTime();
    const instance: InstanceRow = {
      id: nextId(),
      tenant_id: actor.tenantId,
      definition_id: definition.id,
      business_key: input.businessKey,
      start_user_id: actor.userId,
      start_time: now,
      end_time: null,
      delete_reason: null,
      variables: JSON.stringify(input.variables),
    };
    db.prepare(`INSERT INTO flow_instance (id, tenant_id, definition_id, business_key, start_user_id, start_time, variables)
      VALUES (@id, @tenant_id, @definition_id, @business_key, @start_user_id, @start_time, @variables)`).run(instance);
    const model = modelOf(definition);
    enter(db, instance, model, model.start, input.variables, now);
    return db.prepare('SELECT * FROM flow_instance WHERE id = ?').get(instance.id) as InstanceRow;
  })();
}

/** Runs from a node until a user task waits or an end event finishes the instance. */
function enter(
  db: Db,
  instance: InstanceRow,
  model: ProcessModel,
  nodeId: string,
  variables: Record<string, unknown>,
  now: string,
  depth = 0,
): void {
  if (depth > 200) throw new ServiceError('流程定义存在无限循环');
  const node = model.nodes.get(nodeId) as FlowNode;
  const seq = nextSeq(db, instance.id);
  if (node.type === 'userTask') {
    const taskId = nextId();
    const assignee = node.assignee ? resolveExpression(node.assignee, variables) : null;
    const candidateUsers = node.candidateUsers ? resolveExpression(node.candidateUsers, variables) : '';
    const candidateGroups = node.candidateGroups ? resolveExpression(node.candidateGroups, variables) : '';
    db.prepare(`INSERT INTO flow_task (id, tenant_id, instance_id, definition_id, task_def_key, name, assignee, candidate_users, candidate_groups, create_time)
      VALUES (?,?,?,?,?,?,?,?,?,?)`).run(
      taskId,
      instance.tenant_id,
      instance.id,
      instance.definition_id,
      node.id,
      node.name,
      assignee,
      candidateUsers,
      candidateGroups,
      now,
    );
    db.prepare(`INSERT INTO flow_activity (id, tenant_id, instance_id, activity_id, activity_name, activity_type, task_id, assignee, start_time, seq)
      VALUES (?,?,?,?,?,?,?,?,?,?)`).run(
      nextId(),
      instance.tenant_id,
      instance.id,
      node.id,
      node.name,
      node.type,
      taskId,
      assignee,
      now,
      seq,
    );
    return;
  }
  // Start, gateway and end events pass through at once: a zero-length history activity each.
  db.prepare(`INSERT INTO flow_activity (id, tenant_id, instance_id, activity_id, activity_name, activity_type, start_time, end_time, duration_ms, seq)
    VALUES (?,?,?,?,?,?,?,?,0,?)`).run(nextId(), instance.tenant_id, instance.id, node.id, node.name, node.type, now, now, seq);
  if (node.type === 'endEvent') {
    db.prepare('UPDATE flow_instance SET end_time = ?, variables = ? WHERE id = ?').run(now, JSON.stringify(variables), instance.id);
    return;
  }
  enter(db, instance, model, leave(model, node, variables).target, variables, now, depth + 1);
}

/** The flow a node leaves by: the first whose condition holds (conditions on any node, as Flowable allows), else the default. */
function leave(model: ProcessModel, node: FlowNode, variables: Record<string, unknown>) {
  const defaultFlow = node.type === 'exclusiveGateway' ? node.defaultFlow : '';
  const outgoing = model.flows.filter((flow) => flow.source === node.id);
  const next =
    outgoing.find((flow) => flow.id !== defaultFlow && (!flow.condition || evaluateCondition(flow.condition, variables))) ??
    outgoing.find((flow) => flow.id === defaultFlow);
  if (!next) throw new ServiceError(`No outgoing sequence flow of element '${node.id}' could be selected for continuing the process`);
  return next;
}

function nextSeq(db: Db, instanceId: string): number {
  const row = db.prepare('SELECT MAX(seq) AS s FROM flow_activity WHERE instance_id = ?').get(instanceId) as { s: number | null };
  return (row.s ?? 0) + 1;
}

export function findTask(db: Db, tenantId: string, taskId: string): TaskRow {
  const task = db.prepare('SELECT * FROM flow_task WHERE tenant_id = ? AND id = ? AND end_time IS NULL').get(tenantId, taskId) as
    | TaskRow
    | undefined;
  if (!task) throw new ServiceError(`Cannot find task with id ${taskId}`);
  return task;
}

/** Whether the actor may claim the task: a candidate user, or in one of its candidate groups. */
export function isCandidate(task: Pick<TaskRow, 'candidate_users' | 'candidate_groups'>, actor: Actor): boolean {
  return (
    csv(task.candidate_users).includes(taskUserOf(actor.userId)) ||
    csv(task.candidate_groups).some((group) => actor.roleAliases.includes(group))
  );
}

function definitionSuspended(db: Db, definitionId: string) {
  const row = db.prepare('SELECT suspension_state FROM flow_definition WHERE id = ?').get(definitionId) as
    | { suspension_state: number }
    | undefined;
  return row?.suspension_state === SUSPENDED;
}

/** Flowable's claim: the task becomes the actor's (BladeX answers 签收事务成功). */
export function claimTask(db: Db, actor: Actor, taskId: string): void {
  db.transaction(() => {
    const task = findTask(db, actor.tenantId, taskId);
    if (task.assignee) {
      if (task.assignee === taskUserOf(actor.userId)) return;
      throw new ServiceError(`Task '${taskId}' is already claimed by someone else.`);
    }
    if (!isCandidate(task, actor)) throw new ServiceError('当前用户不是该任务的候选人');
    if (definitionSuspended(db, task.definition_id)) throw new ServiceError(`Cannot claim a suspended task '${taskId}'`);
    db.prepare('UPDATE flow_task SET assignee = ?, claim_time = ? WHERE id = ?').run(taskUserOf(actor.userId), formatDateTime(), taskId);
    db.prepare('UPDATE flow_activity SET assignee = ? WHERE task_id = ?').run(taskUserOf(actor.userId), taskId);
  })();
}

/**
 * Completes the actor's task with a comment; `variables` (with `pass`) are merged into the instance's and
 * steer the gateways that follow.
 */
export function completeTask(
  db: Db,
  actor: Actor,
  input: { taskId: string; processInstanceId?: string; comment: string; variables: Record<string, unknown> },
): void {
  db.transaction(() => {
    const task = findTask(db, actor.tenantId, input.taskId);
    if (input.processInstanceId && input.processInstanceId !== task.instance_id)
      throw new ServiceError(`Cannot find task with id ${input.taskId}`);
    if (task.assignee !== taskUserOf(actor.userId)) throw new ServiceError(task.assignee ? '当前用户不是该任务的办理人' : '请先签收该任务');
    if (definitionSuspended(db, task.definition_id)) throw new ServiceError(`Cannot complete a suspended task '${task.id}'`);
    const instance = db.prepare('SELECT * FROM flow_instance WHERE id = ?').get(task.instance_id) as InstanceRow;
    const variables = { ...JSON.parse(instance.variables), ...input.variables };
    const now = formatDateTime();
    const pass = input.variables.pass === undefined ? null : input.variables.pass ? 1 : 0;
    db.prepare('UPDATE flow_task SET end_time = ?, comment = ?, is_pass = ? WHERE id = ?').run(now, input.comment, pass, task.id);
    endActivity(db, task.id, now);
    db.prepare('UPDATE flow_instance SET variables = ? WHERE id = ?').run(JSON.stringify(variables), instance.id);
    const model = modelOf(findDefinition(db, actor.tenantId, task.definition_id));
    enter(db, instance, model, leave(model, model.nodes.get(task.task_def_key)!, variables).target, variables, now);
  })();
}

function endActivity(db: Db, taskId: string, now: string) {
  const activity = db.prepare('SELECT id, start_time FROM flow_activity WHERE task_id = ?').get(taskId) as {
    id: string;
    start_time: string;
  };
  const duration = (parseDateTime(now)?.getTime() ?? 0) - (parseDateTime(activity.start_time)?.getTime() ?? 0);
  db.prepare('UPDATE flow_activity SET end_time = ?, duration_ms = ? WHERE id = ?').run(now, Math.max(duration, 0), activity.id);
}

/** Flowable's deleteProcessInstance: open tasks end with the reason, the instance is finished with it. */
export function deleteInstance(db: Db, tenantId: string, instanceId: string, reason: string): void {
  db.transaction(() => {
    const instance = db.prepare('SELECT * FROM flow_instance WHERE tenant_id = ? AND id = ?').get(tenantId, instanceId) as
      | InstanceRow
      | undefined;
    if (!instance || instance.end_time) throw new ServiceError(`No process instance found for id '${instanceId}'`);
    const now = formatDateTime();
    const open = db.prepare('SELECT id FROM flow_task WHERE instance_id = ? AND end_time IS NULL').all(instanceId) as { id: string }[];
    for (const task of open) {
      db.prepare('UPDATE flow_task SET end_time = ?, delete_reason = ? WHERE id = ?').run(now, reason, task.id);
      endActivity(db, task.id, now);
    }
    db.prepare('UPDATE flow_instance SET end_time = ?, delete_reason = ? WHERE id = ?').run(now, reason, instanceId);
  })();
}
