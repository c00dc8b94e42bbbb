import { assertTransition, type Transition } from '../shared/state-transition';

/**
 * The finance desk's state machines the service enforces: loan agreements, pledge agreements, supervision
 * authorisations and pledge inquiries. The screens offer the same tables (lib/workflows/finance-machines.ts, which has
 * the diagrams; the app and this service share no code, contract/finance-machines.test.ts keeps the two equal).
 */
export type { Transition };
export type LoanAgreementAction = 'edit' | 'sign' | 'disburse' | 'repay' | 'terminate';
export type PledgeAgreementAction = 'edit' | 'send' | 'sign' | 'release' | 'dispose' | 'terminate';
export type SuperviseAuthAction = 'edit' | 'approve' | 'revoke';
export type InquiryPledgeAction = 'quote';

export const LOAN_AGREEMENT_TRANSITIONS: Record<LoanAgreementAction, Transition> = {
  edit: { from: [0], to: null },
  sign: { from: [0], to: 1 },
  disburse: { from: [1], to: 2 },
  repay: { from: [2, 3], to: null },
  terminate: { from: [0, 1], to: 5 },
};

export const PLEDGE_AGREEMENT_TRANSITIONS: Record<PledgeAgreementAction, Transition> = {
  edit: { from: [0], to: null },
  send: { from: [0], to: 1 },
  sign: { from: [1], to: 2 },
  release: { from: [2, 3], to: null },
  dispose: { from: [2, 3], to: 5 },
  terminate: { from: [0, 1], to: 6 },
};

export const SUPERVISE_AUTH_TRANSITIONS: Record<SuperviseAuthAction, Transition> = {
  edit: { from: [0], to: null },
  approve: { from: [0], to: 1 },
  revoke: { from: [0, 1], to: 2 },
};

export const INQUIRY_PLEDGE_TRANSITIONS: Record<InquiryPledgeAction, Transition> = {
  quote: { from: [0], to: 1 },
};

export const LOAN_DRAFTABLE_FROM = [3] as const;
export const PLEDGE_DRAFTABLE_FROM = [3, 4] as const;
export const PLEDGE_PRODUCTS = [1, 2] as const;

/** Loan application states (dict loan_apply_status) the agreements move the application to. */
export const LOAN_APPLICATION = { awaitingSigning: 3, awaitingDisbursement: 4, repaying: 5, overdue: 6, settled: 7 } as const;
export const LOAN = { awaitingSignature: 0, awaitingDisbursement: 1, repaying: 2, overdue: 3, settled: 4, terminated: 5 } as const;
export const PLEDGE = { draft: 0, awaitingSignature: 1, pledged: 2, partlyReleased: 3, released: 4, disposed: 5, terminated: 6 } as const;
export const AUTH = { pending: 0, active: 1, revoked: 2, expired: 3 } as const;
export const PLEDGE_TYPE = { static: 1, dynamic: 2 } as const;

/** The seeded dictionaries' labels, for the refusals. */
export const LOAN_AGREEMENT_STATUS_ZH = ['待签署', '待放款', '还款中', '已逾期', '已结清', '已终止'];
export const PLEDGE_AGREEMENT_STATUS_ZH = ['草稿', '待签署', '质押中', '部分解押', '全部解押', '已处置', '已终止'];
export const SUPERVISE_AUTH_STATUS_ZH = ['待审核', '有效', '已撤销', '已过期'];
export const INQUIRY_PLEDGE_STATUS_ZH = ['待报价', '已报价', '已接受', '已拒绝', '已失效'];
export const LOAN_APPLY_STATUS_ZH = ['草稿', '待平台初审', '待资金方审批', '待签约', '待放款', '还款中', '已逾期', '已结清', '已驳回', '已撤回'];

const LOAN_ACTION_ZH: Record<LoanAgreementAction, string> = { edit: '修改', sign: '签署', disburse: '放款', repay: '还款', terminate: '终止' };
const PLEDGE_ACTION_ZH: Record<PledgeAgreementAction, string> = { edit: '修改', send: '发起签署', sign: '签署', release: '解押', dispose: '处置质物', terminate: '终止' };
const AUTH_ACTION_ZH: Record<SuperviseAuthAction, string> = { edit: '修改', approve: '审核通过', revoke: '撤销' };


export const assertLoanAgreementAction = (action: LoanAgreementAction, row: { title: string; status: number }) =>
  assertTransition(LOAN_AGREEMENT_TRANSITIONS[action], LOAN_AGREEMENT_STATUS_ZH, `借款合同 ${row.title}`, LOAN_ACTION_ZH[action], row.status);

export const assertPledgeAgreementAction = (action: PledgeAgreementAction, row: { title: string; status: number }) =>
  assertTransition(PLEDGE_AGREEMENT_TRANSITIONS[action], PLEDGE_AGREEMENT_STATUS_ZH, `质押协议 ${row.title}`, PLEDGE_ACTION_ZH[action], row.status);

export const assertSuperviseAuthAction = (action: SuperviseAuthAction, row: { title: string; status: number }) =>
  assertTransition(SUPERVISE_AUTH_TRANSITIONS[action], SUPERVISE_AUTH_STATUS_ZH, `监管授权 ${row.title}`, AUTH_ACTION_ZH[action], row.status);

export const assertInquiryPledgeAction = (action: InquiryPledgeAction, row: { title: string; status: number }) =>
  assertTransition(INQUIRY_PLEDGE_TRANSITIONS[action], INQUIRY_PLEDGE_STATUS_ZH, `询价单 ${row.title}`, '提交报价', row.status);

/** The application a loan agreement is drafted from must wait for signing (待签约). */
export const assertLoanDraftable = (row: { title: string; status: number }) =>
  assertTransition({ from: LOAN_DRAFTABLE_FROM }, LOAN_APPLY_STATUS_ZH, `融资申请 ${row.title}`, '起草借款合同', row.status);

export const assertPledgeDraftable = (row: { title: string; status: number }) =>
  assertTransition({ from: PLEDGE_DRAFTABLE_FROM }, LOAN_APPLY_STATUS_ZH, `融资申请 ${row.title}`, '起草质押协议', row.status);
