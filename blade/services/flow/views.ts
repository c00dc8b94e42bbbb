import type { Db } from '../../db/open';
import { userIdOf, type DefinitionRow, type InstanceRow, type TaskRow } from './engine';

/**
 * The wire shapes of blade-flow (docs/blade-contract.md §8.2): FlowProcess, FlowExecution and BladeFlow records,
 * built from the engine's rows. Names (users, categories) are looked up once per call.
 */
export class Names {
  private readonly users = new Map<string, string>();
  private readonly categories = new Map<string, string>();
  constructor(private readonly db: Db) {}

  /** A user's real name (or account) from a user id or a `taskUser_<id>` string. */
  user(idOrTaskUser: string | null | undefined): string {
    const id = userIdOf(idOrTaskUser);
    if (!id) return '';
    if (!this.users.has(id)) {
      const row = this.db.prepare('SELECT real_name, name, account FROM blade_user WHERE id = ?').get(id) as
        | { real_name: string; name: string; account: string }
        | undefined;
      this.users.set(id, row ? row.real_name || row.name || row.account : id);
    }
    return this.users.get(id)!;
  }

  /** `flow_1` → the `flow` dictionary's value for key 1 (请假流程). */
  category(category: string | null | undefined): string {
    if (!category) return '';
    if (!this.categories.has(category)) {
      const key = category.replace(/^flow_/, '');
      const row = this.db
        .prepare("SELECT dict_value FROM blade_dict WHERE code = 'flow' AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0")
        .get(key) as { dict_value: string } | undefined;
      this.categories.set(category, row?.dict_value ?? '');
    }
    return this.categories.get(category)!;
  }
}

export function flowProcess(row: DefinitionRow & { deploy_time?: string }, names: Names) {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    key: row.process_key,
    description: row.description ?? '',
    category: row.category ?? '',
    categoryName: names.category(row.category),
    version: row.version,
    deploymentId: row.deployment_id,
    resourceName: row.resource_name,
    diagramResourceName: '',
    suspensionState: row.suspension_state,
    deploymentTime: row.deploy_time ?? '',
  };
}

const businessOf = (businessKey: string | null) => {
  const [businessTable = '', businessId = ''] = (businessKey ?? '').split(':');
  return { businessTable, businessId };
};

/** A BladeFlow record for a task (claim, todo, done lists). */
export function taskFlow(task: TaskRow, definition: DefinitionRow, instance: InstanceRow, names: Names, status: string) {
  return {
    taskId: task.id,
    taskName: task.name,
    taskDefinitionKey: task.task_def_key,
    assignee: task.assignee ?? '',
    assigneeName: names.user(task.assignee),
    createTime: task.create_time,
    claimTime: task.claim_time ?? '',
    endTime: task.end_time ?? '',
    historyTaskEndTime: task.end_time ?? '',
    comment: task.comment ?? '',
    isPass: task.is_pass === null ? '' : task.is_pass === 1,
    ...instanceFields(definition, instance, names),
    status,
  };
}

/** The process-level part of a BladeFlow record. */
export function instanceFields(definition: DefinitionRow, instance: InstanceRow, names: Names) {
  return {
    executionId: instance.id,
    processInstanceId: instance.id,
    historyProcessInstanceId: instance.id,
    processDefinitionId: definition.id,
    processDefinitionKey: definition.process_key,
    processDefinitionName: definition.name,
    processDefinitionVersion: definition.version,
    processDefinitionDesc: definition.description ?? '',
    processDefinitionDiagramResName: '',
    processDefinitionResName: definition.resource_name,
    category: definition.category ?? '',
    categoryName: names.category(definition.category),
    processIsFinished: instance.end_time ? 'finished' : 'unfinished',
    startUser: names.user(instance.start_user_id),
    startTime: instance.start_time,
    processEndTime: instance.end_time ?? '',
    deleteReason: instance.delete_reason ?? '',
    ...businessOf(instance.business_key),
  };
}

export type ActivityRow = {
  activity_id: string;
  activity_name: string | null;
  activity_type: string;
  task_id: string | null;
  assignee: string | null;
  start_time: string;
  end_time: string | null;
  duration_ms: number | null;
};

/** One history entry (process/history-flow-list): the activity, who did it, how long it took, what they said. */
export function historyFlow(activity: ActivityRow, task: TaskRow | undefined, instance: InstanceRow, names: Names) {
  const who = activity.activity_type === 'startEvent' ? instance.start_user_id : activity.assignee;
  return {
    historyActivityId: activity.activity_id,
    historyActivityName: activity.activity_name || activity.activity_id,
    historyActivityType: activity.activity_type,
    taskId: activity.task_id ?? '',
    assignee: who ?? '',
    assigneeName: names.user(who),
    candidateGroups: task?.candidate_groups ?? '',
    createTime: activity.start_time,
    endTime: activity.end_time ?? '',
    historyActivityDurationTime: activity.duration_ms ?? '',
    comment: task?.comment ?? '',
    deleteReason: task?.delete_reason ?? '',
    isPass: task?.is_pass === null || task?.is_pass === undefined ? '' : task.is_pass === 1,
    processInstanceId: instance.id,
  };
}
