import { assertTransition } from '../shared/state-transition';

/**
 * The desk's review state machines the service enforces: user authentication, logistics bases, prospects, inspections,
 * volume reports and ocean orders. The tables are the screens' own (domain/desk-machines.ts, which has the diagrams);
 * this adds the refusals.
 */
import {
  FOLLOW_STATUS_ZH,
  INSPECTION_STATUS_ZH,
  INSPECTION_TRANSITIONS,
  LOGISTICS_BASE_STATUS_ZH,
  LOGISTICS_BASE_TRANSITIONS,
  OCEAN_ORDER_TRANSITIONS,
  PROSPECT_TRANSITIONS,
  PUBLISHED_ZH,
  REPORT_STATUS_ZH,
  USER_AUTH_STATUS_ZH,
  USER_AUTH_TRANSITIONS,
  VOLUME_REPORT_TRANSITIONS,
  type InspectionAction,
  type LogisticsBaseAction,
  type OceanOrderAction,
  type ProspectAction,
  type UserAuthAction,
  type VolumeReportAction,
} from '../../../domain/desk-machines';

export {
  FOLLOW_STATUS_ZH,
  INSPECTION_STATUS_ZH,
  INSPECTION_TRANSITIONS,
  LOGISTICS_BASE_STATUS_ZH,
  LOGISTICS_BASE_TRANSITIONS,
  OCEAN_ORDER_TRANSITIONS,
  PROSPECT_TRANSITIONS,
  PUBLISHED_ZH,
  REPORT_STATUS_ZH,
  USER_AUTH_STATUS_ZH,
  USER_AUTH_TRANSITIONS,
  VOLUME_REPORT_TRANSITIONS,
  type InspectionAction,
  type LogisticsBaseAction,
  type OceanOrderAction,
  type ProspectAction,
  type Transition,
  type UserAuthAction,
  type VolumeReportAction,
} from '../../../domain/desk-machines';

const USER_AUTH_ACTION_ZH: Record<UserAuthAction, string> = { approve: '审核通过', reject: '驳回', verify: '核验' };
const LOGISTICS_BASE_ACTION_ZH: Record<LogisticsBaseAction, string> = { approve: '审核通过', reject: '驳回' };
const PROSPECT_ACTION_ZH: Record<ProspectAction, string> = { toReal: '转正式客户' };
const INSPECTION_ACTION_ZH: Record<InspectionAction, string> = {
  sample: '扦样',
  record: '录入检验值',
  report: '出具报告',
  dispute: '提出异议',
  retest: '复检',
};

export const assertUserAuthAction = (action: UserAuthAction, row: { title: string; status: number }) =>
  assertTransition(USER_AUTH_TRANSITIONS[action], USER_AUTH_STATUS_ZH, `用户认证 ${row.title}`, USER_AUTH_ACTION_ZH[action], row.status);

export const assertLogisticsBaseAction = (action: LogisticsBaseAction, row: { title: string; status: number }) =>
  assertTransition(
    LOGISTICS_BASE_TRANSITIONS[action],
    LOGISTICS_BASE_STATUS_ZH,
    `物流基地 ${row.title}`,
    LOGISTICS_BASE_ACTION_ZH[action],
    row.status,
  );

export const assertProspectAction = (action: ProspectAction, row: { title: string; status: number }) =>
  assertTransition(PROSPECT_TRANSITIONS[action], FOLLOW_STATUS_ZH, `意向客户 ${row.title}`, PROSPECT_ACTION_ZH[action], row.status);

export const assertInspectionAction = (action: InspectionAction, row: { title: string; status: number }) =>
  assertTransition(INSPECTION_TRANSITIONS[action], INSPECTION_STATUS_ZH, `质检单 ${row.title}`, INSPECTION_ACTION_ZH[action], row.status);

export const assertVolumeReportAction = (action: VolumeReportAction, row: { title: string; status: number }) =>
  assertTransition(VOLUME_REPORT_TRANSITIONS[action], REPORT_STATUS_ZH, `报量单 ${row.title}`, '录入放行数量', row.status);

export const assertOceanOrderAction = (action: OceanOrderAction, row: { title: string; status: number }) =>
  assertTransition(OCEAN_ORDER_TRANSITIONS[action], PUBLISHED_ZH, `海运订单 ${row.title}`, '发布订单', row.status);
