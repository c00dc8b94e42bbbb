import { assertTransition, type Transition } from '../shared/state-transition';

/**
 * The desk's review state machines the service enforces: user authentication, logistics bases and prospects.
 * The screens offer the same tables (lib/workflows/desk-machines.ts, which has the diagrams; the app and this
 * service share no code, contract/desk-machines.test.ts keeps the two equal).
 */
export type { Transition };
export type UserAuthAction = 'approve' | 'reject' | 'verify';
export type LogisticsBaseAction = 'approve' | 'reject';
export type ProspectAction = 'toReal';
export type InspectionAction = 'sample' | 'record' | 'report' | 'dispute' | 'retest';
export type VolumeReportAction = 'passin';
export type OceanOrderAction = 'publish';

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

/** The seeded dictionaries' labels (user_auth_status, logistics_base_status, follow_status), for the refusals. */
export const USER_AUTH_STATUS_ZH = ['未认证', '待审核', '认证通过', '认证驳回', '需重新认证', '已冻结'];
export const LOGISTICS_BASE_STATUS_ZH = ['待审核', '运营中', '停用', '已驳回'];
export const FOLLOW_STATUS_ZH = ['未跟进', '跟进中', '已转化', '已放弃'];
export const PUBLISHED_ZH = ['未发布', '已发布'];
export const REPORT_STATUS_ZH = ['待确认', '已确认', '已驳回', '已完成', '已取消'];
export const INSPECTION_STATUS_ZH = ['待扦样', '检验中', '已出报告', '有异议', '已复检'];

const USER_AUTH_ACTION_ZH: Record<UserAuthAction, string> = { approve: '审核通过', reject: '驳回', verify: '核验' };
const LOGISTICS_BASE_ACTION_ZH: Record<LogisticsBaseAction, string> = { approve: '审核通过', reject: '驳回' };
const PROSPECT_ACTION_ZH: Record<ProspectAction, string> = { toReal: '转正式客户' };
const INSPECTION_ACTION_ZH: Record<InspectionAction, string> = { sample: '扦样', record: '录入检验值', report: '出具报告', dispute: '提出异议', retest: '复检' };


export const assertUserAuthAction = (action: UserAuthAction, row: { title: string; status: number }) =>
  assertTransition(USER_AUTH_TRANSITIONS[action], USER_AUTH_STATUS_ZH, `用户认证 ${row.title}`, USER_AUTH_ACTION_ZH[action], row.status);

export const assertLogisticsBaseAction = (action: LogisticsBaseAction, row: { title: string; status: number }) =>
  assertTransition(LOGISTICS_BASE_TRANSITIONS[action], LOGISTICS_BASE_STATUS_ZH, `物流基地 ${row.title}`, LOGISTICS_BASE_ACTION_ZH[action], row.status);

export const assertProspectAction = (action: ProspectAction, row: { title: string; status: number }) =>
  assertTransition(PROSPECT_TRANSITIONS[action], FOLLOW_STATUS_ZH, `意向客户 ${row.title}`, PROSPECT_ACTION_ZH[action], row.status);

export const assertInspectionAction = (action: InspectionAction, row: { title: string; status: number }) =>
  assertTransition(INSPECTION_TRANSITIONS[action], INSPECTION_STATUS_ZH, `质检单 ${row.title}`, INSPECTION_ACTION_ZH[action], row.status);

export const assertVolumeReportAction = (action: VolumeReportAction, row: { title: string; status: number }) =>
  assertTransition(VOLUME_REPORT_TRANSITIONS[action], REPORT_STATUS_ZH, `报量单 ${row.title}`, '录入放行数量', row.status);

export const assertOceanOrderAction = (action: OceanOrderAction, row: { title: string; status: number }) =>
  assertTransition(OCEAN_ORDER_TRANSITIONS[action], PUBLISHED_ZH, `海运订单 ${row.title}`, '发布订单', row.status);
