import fs from 'node:fs';
import { prepareDatabase } from '../../bootstrap';
import { seededDataDir } from '../../testing/seeded-template';
import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { LEAVE_BPMN, TRADE_APPROVAL_BPMN } from './processes';
import { parseBpmn, evaluateCondition } from './bpmn';
import {
  changeState,
  claimTask,
  completeTask,
  deleteDeployments,
  deleteInstance,
  deploy,
  startProcess,
  taskUserOf,
  type Actor,
  type TaskRow,
} from './engine';

const ADMIN = '1123598821738675201';
const HR = '1123598821738675202';
const MANAGER = '1123598821738675203';
const actor = (userId: string, roles: string[], tenantId = '000000'): Actor => ({ tenantId, userId, roleAliases: roles });
const admin = actor(ADMIN, ['administrator']);
const manager = actor(MANAGER, ['manager']);
const hr = actor(HR, ['hr']);

describe('flow engine', () => {
  let dataDir: string;
  let db: Db;
  beforeAll(() => {
    dataDir = seededDataDir();
    db = prepareDatabase(dataDir);
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const openTasks = (instanceId: string) =>
    db.prepare('SELECT * FROM flow_task WHERE instance_id = ? AND end_time IS NULL').all(instanceId) as TaskRow[];
  const activities = (instanceId: string) =>
    (
      db.prepare('SELECT activity_id FROM flow_activity WHERE instance_id = ? ORDER BY seq').all(instanceId) as { activity_id: string }[]
    ).map((row) => row.activity_id);
  const leaveDefinition = (tenantId = '000000') =>
    (
      db.prepare("SELECT id FROM flow_definition WHERE tenant_id = ? AND process_key = 'Leave' ORDER BY version DESC").get(tenantId) as {
        id: string;
      }
    ).id;
  const startLeave = (definitionId = leaveDefinition()) =>
    startProcess(db, admin, {
      definitionId,
      businessKey: 'blade_process_leave:1',
      variables: { createUser: taskUserOf(ADMIN), taskUser: taskUserOf(MANAGER), days: 2 },
    });

  it('parses the seeded processes and refuses what it cannot run', () => {
    const leave = parseBpmn(LEAVE_BPMN);
    expect(leave.key).toBe('Leave');
    expect(leave.nodes.get('hrTask')).toMatchObject({ type: 'userTask', candidateGroups: 'hr' });
    expect(parseBpmn(TRADE_APPROVAL_BPMN).nodes.get('approveTask')).toMatchObject({ candidateGroups: 'manager,boss,administrator,admin' });
    expect(() => parseBpmn(LEAVE_BPMN.replace('<endEvent id="end" name="结束"/>', '<serviceTask id="end"/>'))).toThrow(
      '不支持的元素 serviceTask',
    );
    expect(() => parseBpmn('<definitions><process id="x">')).toThrow(ServiceError);
    // A real XML parser: an upload's DOCTYPE (entity expansion, external entities) is refused, malformed XML too.
    const withDoctype = LEAVE_BPMN.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE d [<!ENTITY x "xxxxxxxx"><!ENTITY y "&x;&x;&x;&x;">]>',
    );
    expect(withDoctype).not.toBe(LEAVE_BPMN);
    expect(() => parseBpmn(withDoctype)).toThrow('流程文件无效: 不允许 DOCTYPE 声明');
    expect(() => parseBpmn(LEAVE_BPMN.replace('请假流程演示', '&undefined;'))).toThrow('流程文件无效: XML 格式错误');
    expect(() => parseBpmn(LEAVE_BPMN.replace('</documentation>', '</documentatio>'))).toThrow('流程文件无效: XML 格式错误');
    expect(parseBpmn(LEAVE_BPMN.replace('请假流程演示', '请假 &amp; 调休 &#x6F14;示')).documentation).toBe('请假 & 调休 演示');
    expect(() => parseBpmn(LEAVE_BPMN.replace('${pass}]]', '${days > 3}]]'))).toThrow('不支持的条件');
    expect(evaluateCondition('${!pass}', { pass: false })).toBe(true);
    expect(evaluateCondition("${kind == 'loan'}", { kind: 'loan' })).toBe(true);
  });

  it('approve path: start → 审批 by the task user → 人事备案 claimed by hr → end, with history', () => {
    const instance = startLeave();
    const [approval] = openTasks(instance.id);
    expect(approval).toMatchObject({ name: '审批', assignee: taskUserOf(MANAGER) });
    expect(() => completeTask(db, hr, { taskId: approval.id, comment: '同意', variables: { pass: true } })).toThrow(
      '当前用户不是该任务的办理人',
    );
    completeTask(db, manager, { taskId: approval.id, comment: '同意', variables: { pass: true } });
    const [filing] = openTasks(instance.id);
    expect(filing).toMatchObject({ name: '人事备案', assignee: null, candidate_groups: 'hr' });
    expect(() => claimTask(db, manager, filing.id)).toThrow('当前用户不是该任务的候选人');
    expect(() => completeTask(db, hr, { taskId: filing.id, comment: '备案', variables: { pass: true } })).toThrow('请先签收该任务');
    claimTask(db, hr, filing.id);
    expect(() => claimTask(db, actor('other', ['hr']), filing.id)).toThrow(`Task '${filing.id}' is already claimed by someone else.`);
    completeTask(db, hr, { taskId: filing.id, comment: '已备案', variables: { pass: true } });
    expect(openTasks(instance.id)).toHaveLength(0);
    expect((db.prepare('SELECT end_time FROM flow_instance WHERE id = ?').get(instance.id) as { end_time: string }).end_time).toBeTruthy();
    expect(activities(instance.id)).toEqual(['start', 'approvalTask', 'approvalGateway', 'hrTask', 'end']);
    const done = db.prepare('SELECT comment, is_pass, claim_time FROM flow_task WHERE id = ?').get(filing.id) as Record<string, unknown>;
    expect(done).toMatchObject({ comment: '已备案', is_pass: 1 });
    expect(done.claim_time).toBeTruthy();
    const durations = db
      .prepare("SELECT duration_ms FROM flow_activity WHERE instance_id = ? AND activity_type = 'userTask'")
      .all(instance.id) as { duration_ms: number }[];
    expect(durations.every((row) => row.duration_ms >= 0)).toBe(true);
  });

  it('reject path: back to the applicant, who resubmits or gives up', () => {
    const instance = startLeave();
    completeTask(db, manager, { taskId: openTasks(instance.id)[0].id, comment: '时间不合适', variables: { pass: false } });
    const [adjust] = openTasks(instance.id);
    expect(adjust).toMatchObject({ name: '调整申请', assignee: taskUserOf(ADMIN) });
    completeTask(db, admin, { taskId: adjust.id, comment: '重新提交', variables: { pass: true } });
    const [again] = openTasks(instance.id);
    expect(again).toMatchObject({ task_def_key: 'approvalTask', assignee: taskUserOf(MANAGER) });
    completeTask(db, manager, { taskId: again.id, comment: '不同意', variables: { pass: false } });
    completeTask(db, admin, { taskId: openTasks(instance.id)[0].id, comment: '放弃', variables: { pass: false } });
    expect(activities(instance.id).slice(-3)).toEqual(['adjustTask', 'adjustGateway', 'end']);
    expect(openTasks(instance.id)).toHaveLength(0);
  });

  it('a suspended definition refuses to start, and starts again once activated', () => {
    const id = leaveDefinition();
    changeState(db, '000000', id, 'suspend');
    expect(() => startLeave(id)).toThrow(`Cannot start process instance. Process definition 请假流程 (id = ${id}) is suspended`);
    expect(() => changeState(db, '000000', id, 'suspend')).toThrow('already suspended');
    changeState(db, '000000', id, 'active');
    expect(startLeave(id).id).toBeTruthy();
  });

  it('keeps tenants apart: another tenant cannot start, claim or delete what is not its own', () => {
    const instance = startLeave();
    const [task] = openTasks(instance.id);
    const stranger = actor(MANAGER, ['manager'], '100001');
    expect(() => completeTask(db, stranger, { taskId: task.id, comment: '同意', variables: { pass: true } })).toThrow(
      `Cannot find task with id ${task.id}`,
    );
    expect(() =>
      startProcess(db, stranger, { definitionId: leaveDefinition(), businessKey: 'x:1', variables: { taskUser: 'a', createUser: 'b' } }),
    ).toThrow('Cannot find process definition');
    expect(() => deleteInstance(db, '100001', instance.id, 'x')).toThrow('No process instance found');
    expect(leaveDefinition('100001')).not.toBe(leaveDefinition());
  });

  it('deploys new versions from uploaded XML and deletes deployments with their instances', () => {
    const first = deploy(db, { tenantId: '000000', xml: TRADE_APPROVAL_BPMN, resourceName: 'approval.bpmn', category: 'flow_3' });
    expect(first.version).toBeGreaterThan(1);
    const instance = startProcess(db, manager, { definitionId: first.id, businessKey: 'tp_financeloanapplication:9', variables: {} });
    const [task] = openTasks(instance.id);
    claimTask(db, manager, task.id);
    completeTask(db, manager, { taskId: task.id, comment: '同意', variables: { pass: true } });
    expect(activities(instance.id)).toEqual(['start', 'approveTask', 'end']);
    deleteInstance(db, '000000', startProcess(db, manager, { definitionId: first.id, businessKey: 'x:2', variables: {} }).id, '测试删除');
    expect(deleteDeployments(db, '000000', [first.deployment_id])).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM flow_instance WHERE definition_id = ?').get(first.id)).toEqual({ n: 0 });
  });

  it("follows conditions on a user task's own outgoing flows, and the gateway default when none holds", () => {
    const xml = `<definitions xmlns:flowable="http://flowable.org/bpmn"><process id="Cond" name="条件">
      <startEvent id="s"/><sequenceFlow id="f0" sourceRef="s" targetRef="t"/>
      <userTask id="t" name="登记" flowable:candidateUsers="${taskUserOf(MANAGER)}"/>
      <sequenceFlow id="big" sourceRef="t" targetRef="g"><conditionExpression>\${size == 'big'}</conditionExpression></sequenceFlow>
      <sequenceFlow id="small" sourceRef="t" targetRef="e"><conditionExpression>\${size != 'big'}</conditionExpression></sequenceFlow>
      <exclusiveGateway id="g" default="toEnd"/>
      <sequenceFlow id="toBoss" sourceRef="g" targetRef="b"><conditionExpression>\${amount == 100}</conditionExpression></sequenceFlow>
      <sequenceFlow id="toEnd" sourceRef="g" targetRef="e"/>
      <userTask id="b" name="老板" flowable:candidateGroups="boss"/><sequenceFlow id="fb" sourceRef="b" targetRef="e"/>
      <endEvent id="e"/></process></definitions>`;
    const definition = deploy(db, { tenantId: '000000', xml, resourceName: 'cond.bpmn', category: 'flow_3' });
    const run = (variables: Record<string, unknown>) => {
      const instance = startProcess(db, admin, { definitionId: definition.id, businessKey: 'x:1', variables });
      const [task] = openTasks(instance.id);
      claimTask(db, manager, task.id);
      completeTask(db, manager, { taskId: task.id, comment: '同意', variables: {} });
      return activities(instance.id);
    };
    expect(run({ size: 'small' })).toEqual(['s', 't', 'e']);
    expect(run({ size: 'big', amount: 5 })).toEqual(['s', 't', 'g', 'e']);
    expect(run({ size: 'big', amount: 100 })).toEqual(['s', 't', 'g', 'b']);
  });
});
