import { assertTransition } from '../shared/state-transition';

/**
 * The finance desk's state machines the service enforces: loan agreements, pledge agreements, supervision
 * authorisations and pledge inquiries. The tables are the screens' own (domain/finance-machines.ts, which has the
 * diagrams); this adds the refusals.
 */
import {
  INQUIRY_PLEDGE_STATUS_ZH,
  INQUIRY_PLEDGE_TRANSITIONS,
  LOAN_AGREEMENT_STATUS_ZH,
  LOAN_AGREEMENT_TRANSITIONS,
  LOAN_APPLY_STATUS_ZH,
  LOAN_DRAFTABLE_FROM,
  PLEDGE_AGREEMENT_STATUS_ZH,
  PLEDGE_AGREEMENT_TRANSITIONS,
  PLEDGE_DRAFTABLE_FROM,
  SUPERVISE_AUTH_STATUS_ZH,
  SUPERVISE_AUTH_TRANSITIONS,
  type InquiryPledgeAction,
  type LoanAgreementAction,
  type PledgeAgreementAction,
  type SuperviseAuthAction,
} from '../../../domain/finance-machines';

export {
  INQUIRY_PLEDGE_STATUS_ZH,
  INQUIRY_PLEDGE_TRANSITIONS,
  LOAN_AGREEMENT_STATUS_ZH,
  LOAN_AGREEMENT_TRANSITIONS,
  LOAN_APPLICATION,
  LOAN_APPLY_STATUS_ZH,
  LOAN_DRAFTABLE_FROM,
  PLEDGE_AGREEMENT_STATUS_ZH,
  PLEDGE_AGREEMENT_TRANSITIONS,
  PLEDGE_DRAFTABLE_FROM,
  PLEDGE_PRODUCTS,
  PLEDGE_TYPE,
  SUPERVISE_AUTH_STATUS_ZH,
  SUPERVISE_AUTH_TRANSITIONS,
  type InquiryPledgeAction,
  type LoanAgreementAction,
  type PledgeAgreementAction,
  type SuperviseAuthAction,
  LOAN_AGREEMENT_STATUS as LOAN,
  PLEDGE_AGREEMENT_STATUS as PLEDGE,
  SUPERVISE_AUTH_STATUS as AUTH,
  type Transition,
} from '../../../domain/finance-machines';

const LOAN_ACTION_ZH: Record<LoanAgreementAction, string> = {
  edit: '修改',
  sign: '签署',
  disburse: '放款',
  repay: '还款',
  terminate: '终止',
};
const PLEDGE_ACTION_ZH: Record<PledgeAgreementAction, string> = {
  edit: '修改',
  send: '发起签署',
  sign: '签署',
  release: '解押',
  dispose: '处置质物',
  terminate: '终止',
};
const AUTH_ACTION_ZH: Record<SuperviseAuthAction, string> = { edit: '修改', approve: '审核通过', revoke: '撤销' };

export const assertLoanAgreementAction = (action: LoanAgreementAction, row: { title: string; status: number }) =>
  assertTransition(
    LOAN_AGREEMENT_TRANSITIONS[action],
    LOAN_AGREEMENT_STATUS_ZH,
    `借款合同 ${row.title}`,
    LOAN_ACTION_ZH[action],
    row.status,
  );

export const assertPledgeAgreementAction = (action: PledgeAgreementAction, row: { title: string; status: number }) =>
  assertTransition(
    PLEDGE_AGREEMENT_TRANSITIONS[action],
    PLEDGE_AGREEMENT_STATUS_ZH,
    `质押协议 ${row.title}`,
    PLEDGE_ACTION_ZH[action],
    row.status,
  );

export const assertSuperviseAuthAction = (action: SuperviseAuthAction, row: { title: string; status: number }) =>
  assertTransition(
    SUPERVISE_AUTH_TRANSITIONS[action],
    SUPERVISE_AUTH_STATUS_ZH,
    `监管授权 ${row.title}`,
    AUTH_ACTION_ZH[action],
    row.status,
  );

export const assertInquiryPledgeAction = (action: InquiryPledgeAction, row: { title: string; status: number }) =>
  assertTransition(INQUIRY_PLEDGE_TRANSITIONS[action], INQUIRY_PLEDGE_STATUS_ZH, `询价单 ${row.title}`, '提交报价', row.status);

/** The application a loan agreement is drafted from must wait for signing (待签约). */
export const assertLoanDraftable = (row: { title: string; status: number }) =>
  assertTransition({ from: LOAN_DRAFTABLE_FROM }, LOAN_APPLY_STATUS_ZH, `融资申请 ${row.title}`, '起草借款合同', row.status);

export const assertPledgeDraftable = (row: { title: string; status: number }) =>
  assertTransition({ from: PLEDGE_DRAFTABLE_FROM }, LOAN_APPLY_STATUS_ZH, `融资申请 ${row.title}`, '起草质押协议', row.status);
