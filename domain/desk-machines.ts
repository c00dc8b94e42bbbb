/**
 * The grain desk's review workflows, as the screens see them: which row actions each state offers. The embedded
 * service allows the same (blade/services/desk/machines.ts refuses the others). Data only: both sides import it.
 *
 * User authentication 用户认证 (dict `user_auth_status`): 0 未认证, 1 待审核, 2 认证通过, 3 认证驳回, 4 需重新认证, 5 已冻结.
 *   1 ──approve──▶ 2        1 ──reject (reason)──▶ 3        1 ──verify (identity check, result recorded)──▶ 1
 *   The customer's resubmission (an edit of a rejected or expired one) puts it back to 1.
 *
 * Logistics base 物流基地 (dict `logistics_base_status`): 0 待审核, 1 运营中, 2 停用, 3 已驳回.
 *   0 ──approve──▶ 1        0 ──reject (reason)──▶ 3        an edit of a rejected base resubmits it (3 → 0).
 *
 * Intended customer 意向客户 (dict `follow_status`): 0 未跟进, 1 跟进中, 2 已转化, 3 已放弃.
 *   0/1 ──toReal (creates the customer profile once)──▶ 2
 *
 * Inspection request 质检申请 (dict `inspection_status`): 0 待扦样, 1 检验中, 2 已出报告, 3 有异议, 4 已复检.
 *   0 ──sample──▶ 1 ──report (every index measured; grade and verdict computed)──▶ 2 ──dispute (reason)──▶ 3 ──retest──▶ 4
 *   Values are entered (record) while 检验中 or 有异议 (the re-test's values).
 *
 * Volume report 报量 (dict `report_status`): 0 待确认, 1 已确认, 2 已驳回, 3 已完成, 4 已取消. While 已确认 the depot
 *   records each truck's admitted tonnes (passin, ≤ its planned tonnes); the report's confirmed quantity is their sum.
 *
 * Ocean order 海运订单: is_published 0 ──publish (upOrder), while 待装船/已装船/航行中──▶ 1.
 */
export type Transition = { from: readonly number[]; to: number | null };

export const USER_AUTH_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3, expired: 4, frozen: 5 } as const;
export const LOGISTICS_BASE_STATUS = { pending: 0, active: 1, disabled: 2, rejected: 3 } as const;
export const FOLLOW_STATUS = { none: 0, following: 1, converted: 2, abandoned: 3 } as const;
export const REPORT_STATUS = { pending: 0, confirmed: 1, rejected: 2, completed: 3, cancelled: 4 } as const;
export const INSPECTION_STATUS = { awaitingSample: 0, testing: 1, reported: 2, disputed: 3, retested: 4 } as const;

export type UserAuthAction = 'approve' | 'reject' | 'verify';
export type LogisticsBaseAction = 'approve' | 'reject';
export type ProspectAction = 'toReal';
export type InspectionAction = 'sample' | 'record' | 'report' | 'dispute' | 'retest';
export type VolumeReportAction = 'passin';
export type OceanOrderAction = 'publish';

/** `to: null` keeps the state (the action records something only). */
export const USER_AUTH_TRANSITIONS: Record<UserAuthAction, Transition> = {
  approve: { from: [1], to: 2 },
  reject: { from: [1], to: 3 },
  verify: { from: [1], to: null },
};

export const LOGISTICS_BASE_TRANSITIONS: Record<LogisticsBaseAction, Transition> = {
  approve: { from: [0], to: 1 },
  reject: { from: [0], to: 3 },
};

export const PROSPECT_TRANSITIONS: Record<ProspectAction, Transition> = {
  toReal: { from: [0, 1], to: 2 },
};

export const INSPECTION_TRANSITIONS: Record<InspectionAction, Transition> = {
  sample: { from: [0], to: 1 },
  record: { from: [1, 3], to: null },
  report: { from: [1], to: 2 },
  dispute: { from: [2], to: 3 },
  retest: { from: [3], to: 4 },
};

/** Gate admissions (放行数量) are recorded per truck line while its report is 已确认. */
export const VOLUME_REPORT_TRANSITIONS: Record<VolumeReportAction, Transition> = {
  passin: { from: [1], to: null },
};

/** An ocean order is published (upOrder) once, while its cargo has not arrived: state = is_published (0 → 1). */
export const OCEAN_ORDER_TRANSITIONS: Record<OceanOrderAction, Transition> = {
  publish: { from: [0], to: 1 },
};

/** A row action's state guard (RowActionDef.when): the state column and the states the table allows. */
export const userAuthGuard = (action: UserAuthAction) => ({ authStatus: USER_AUTH_TRANSITIONS[action].from });
export const logisticsBaseGuard = (action: LogisticsBaseAction) => ({ baseStatus: LOGISTICS_BASE_TRANSITIONS[action].from });
export const inspectionGuard = (action: InspectionAction) => ({ inspectionStatus: INSPECTION_TRANSITIONS[action].from });
export const oceanOrderGuard = (action: OceanOrderAction) => ({
  isPublished: OCEAN_ORDER_TRANSITIONS[action].from,
  oceanStatus: [0, 1, 2],
});
export const prospectGuard = (action: ProspectAction) => ({ followStatus: PROSPECT_TRANSITIONS[action].from });

/** The seeded dictionaries' labels (user_auth_status, logistics_base_status, follow_status), for the refusals. */
export const USER_AUTH_STATUS_ZH = ['未认证', '待审核', '认证通过', '认证驳回', '需重新认证', '已冻结'];
export const LOGISTICS_BASE_STATUS_ZH = ['待审核', '运营中', '停用', '已驳回'];
export const FOLLOW_STATUS_ZH = ['未跟进', '跟进中', '已转化', '已放弃'];
export const PUBLISHED_ZH = ['未发布', '已发布'];
/** The cargo's state (dict `ocean_status`): publishing is refused once it reached port (3 已到港 on). */
export const OCEAN_STATUS_ZH = ['待装船', '已装船', '航行中', '已到港', '卸货中', '已入库', '已完成'];
export const REPORT_STATUS_ZH = ['待确认', '已确认', '已驳回', '已完成', '已取消'];
export const INSPECTION_STATUS_ZH = ['待扦样', '检验中', '已出报告', '有异议', '已复检'];
