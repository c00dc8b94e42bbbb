import type { Db } from '../db/open';
import { nextId, seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { claimTask, completeTask, startProcess, taskUserOf, type Actor } from '../services/flow/engine';
import { leaveDays } from '../services/flow/leave-endpoints';

// Processes at work for the demo (我的事务, 流程跟踪): leave requests and a trade approval in every state, run through
// the real engine (services/flow/engine.ts) as the demo users would, so each of admin, manager, boss and hr finds
// something to claim, to handle, sent or done.

const TENANT = '000000';
const TENANT_B = '100001';
const USERS = {
  admin: { id: '1123598821738675201', roles: ['administrator'], dept: '1123598813738675201', tenant: TENANT },
  hr: { id: '1123598821738675202', roles: ['hr'], dept: '1123598813738675201', tenant: TENANT },
  manager: { id: '1123598821738675203', roles: ['manager'], dept: '1123598813738675202', tenant: TENANT },
  boss: { id: '1123598821738675204', roles: ['boss'], dept: '1123598813738675201', tenant: TENANT },
  trader: { id: '1123598821738675205', roles: ['trader'], dept: '1123598813738675202', tenant: TENANT },
  // 华北粮贸's only account (blade/seed/system.ts): its administrator approves its own trade requests.
  tenantAdmin: { id: seedId(21, 1), roles: ['admin'], dept: seedId(13, 1), tenant: TENANT_B },
} as const;
type Who = keyof typeof USERS;

const actor = (who: Who): Actor => ({ tenantId: USERS[who].tenant, userId: USERS[who].id, roleAliases: [...USERS[who].roles] });

const definitionOf = (db: Db, key: string, tenantId = TENANT) =>
  (
    db
      .prepare('SELECT id FROM flow_definition WHERE tenant_id = ? AND process_key = ? ORDER BY version DESC LIMIT 1')
      .get(tenantId, key) as { id: string }
  ).id;

/** The open task of an instance (the engine moves one token at a time). */
const openTask = (db: Db, instanceId: string) =>
  (db.prepare('SELECT id FROM flow_task WHERE instance_id = ? AND end_time IS NULL').get(instanceId) as { id: string }).id;

/** `offset` days from today at `hour` o'clock, China time (formatDateTime's). */
const day = (offset: number, hour: number) =>
  `${formatDateTime(new Date(Date.now() + offset * 86_400_000)).slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;

/** A leave request as the leave form starts it (services/flow/leave-endpoints.ts), from `applicant` to `approver`. */
function startLeave(db: Db, applicant: Who, approver: Who, from: number, days: number, reason: string): string {
  const id = nextId();
  const now = formatDateTime();
  const definitionId = definitionOf(db, 'Leave');
  const startTime = day(from, 9);
  const endTime = day(from + days, 18);
  db.prepare(`INSERT INTO blade_process_leave (id, tenant_id, process_definition_id, start_time, end_time, reason, task_user, apply_time,
    create_user, create_dept, create_time, update_user, update_time) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`).run(
    id,
    TENANT,
    definitionId,
    startTime,
    endTime,
    reason,
    USERS[approver].id,
    now,
    USERS[applicant].id,
    USERS[applicant].dept,
    now,
    USERS[applicant].id,
    now,
  );
  const instance = startProcess(db, actor(applicant), {
    definitionId,
    businessKey: `blade_process_leave:${id}`,
    variables: {
      createUser: taskUserOf(USERS[applicant].id),
      taskUser: taskUserOf(USERS[approver].id),
      days: leaveDays(startTime, endTime),
    },
  });
  db.prepare('UPDATE blade_process_leave SET process_instance_id = ? WHERE id = ?').run(instance.id, id);
  return instance.id;
}

const handle = (db: Db, who: Who, instanceId: string, pass: boolean, comment: string) =>
  completeTask(db, actor(who), { taskId: openTask(db, instanceId), comment, variables: { pass } });

const claim = (db: Db, who: Who, instanceId: string) => claimTask(db, actor(who), openTask(db, instanceId));

/** A trade approval (交易审批, candidate groups in services/flow/processes.ts) started by `applicant`. */
const startApproval = (db: Db, applicant: Who, businessKey: string, title: string) =>
  startProcess(db, actor(applicant), {
    definitionId: definitionOf(db, 'TradeApproval', USERS[applicant].tenant),
    businessKey,
    variables: { createUser: taskUserOf(USERS[applicant].id), title },
  }).id;

export function seedFlowDemo(db: Db): void {
  db.transaction(() => {
    // Waiting for its approver: manager's and admin's 待办, the applicants' 已发.
    startLeave(db, 'trader', 'manager', 3, 2, '回老家办理粮食收购点的证照年检');
    startLeave(db, 'hr', 'admin', 7, 1, '参加省人社厅的劳动合同培训');
    // Approved, waiting for hr's filing: hr's 待签 (a candidate task of the hr role).
    handle(db, 'manager', startLeave(db, 'boss', 'manager', 5, 3, '赴大连商品交易所参加玉米期货交割研讨会'), true, '同意');
    // Approved and claimed by hr: hr's 待办.
    const claimed = startLeave(db, 'manager', 'admin', 10, 1, '陪同客户查看港口筒仓库容');
    handle(db, 'admin', claimed, true, '同意，注意安全');
    claim(db, 'hr', claimed);
    // Finished: approved, filed by hr (已办 for admin and hr, 流程跟踪 ended).
    const finished = startLeave(db, 'boss', 'admin', -6, 2, '年度体检及家中事务');
    handle(db, 'admin', finished, true, '同意');
    claim(db, 'hr', finished);
    handle(db, 'hr', finished, true, '已备案');
    // Rejected, back to the applicant to adjust (trader's 待办, manager's 已办).
    handle(db, 'manager', startLeave(db, 'trader', 'manager', 1, 5, '私事'), false, '请假事由请写具体，时间与装车计划冲突');
    // Trade approvals for the managers, the boss and the administrator to claim (交易审批).
    startApproval(db, 'trader', 'tp_order:demo-approval', '大宗玉米订单 3,000 吨超授信额度审批');
    // Waiting for the boss, who sees it but holds no 办理 button (boss's 待办); admin's own request (admin's 已发).
    startLeave(db, 'admin', 'boss', 14, 2, '赴郑州商品交易所参加交割库年审');
    // The boss's request sent back, adjusted and resubmitted by the boss (boss's 办结), now with the manager again.
    const resubmitted = startLeave(db, 'boss', 'manager', 20, 1, '出差');
    handle(db, 'manager', resubmitted, false, '请写明出差地点');
    handle(db, 'boss', resubmitted, true, '赴锦州港查看新季玉米集港情况');
    // 华北粮贸 runs its own approvals: one waiting to be claimed, one claimed, one approved, all sent by its administrator.
    startApproval(db, 'tenantAdmin', 'tp_creditlimit:tenant-b-demo', '冀粮饲料授信额度 300 万元审批');
    claim(db, 'tenantAdmin', startApproval(db, 'tenantAdmin', 'tp_order:tenant-b-demo', '天津港玉米 500 吨订单审批'));
    const approved = startApproval(db, 'tenantAdmin', 'tp_logisticsbase:tenant-b-demo', '天津港北疆港区堆场启用审批');
    claim(db, 'tenantAdmin', approved);
    handle(db, 'tenantAdmin', approved, true, '同意启用');
  })();
}
