/**
 * The finance desk's workflows, as the screens see them: which row actions each state offers. The embedded service
 * allows the same (blade/services/finance/machines.ts refuses the others). Data only: both sides import it.
 *
 * Loan agreement 借款合同 (dict `loan_agreement_status`): 0 待签署, 1 待放款, 2 还款中, 3 已逾期, 4 已结清, 5 已终止.
 *   drafted from a loan application in 待签约 (one live agreement per application; amount, rate, term from the approval)
 *   0 ──sign──▶ 1 (application → 待放款) ──disburse (pledge products: pledge agreement 质押中)──▶ 2 (application → 还款中)
 *   2/3 ──repay (≤ outstanding principal)──▶ same state, or 4 at zero (application → 已结清)
 *   2 ──past maturity (on read)──▶ 3 (application → 已逾期)        0/1 ──terminate──▶ 5 (application back to 待签约)
 *   Figures: loan amount = outstanding principal + repaid principal.
 *
 * Pledge agreement 质押协议 (dict `pledge_agreement_status`): 0 草稿, 1 待签署, 2 质押中, 3 部分解押, 4 全部解押, 5 已处置, 6 已终止.
 *   drafted from a pledge-backed application (待签约/待放款): pledgor = applicant, pledgee = funder, supervisor = 丙方
 *   0 ──send──▶ 1 ──sign──▶ 2 ──release (qty)──▶ 3 … ──release (the rest)──▶ 4
 *   While the loan is outstanding a static pledge is not released, a dynamic one never below its floor stock;
 *   a release needs an active supervision authorisation over the depot.
 *   2/3 ──dispose (loan overdue)──▶ 5        0/1 ──terminate──▶ 6        edited only as 草稿.
 *
 * Supervision authorisation 监管授权 (dict `supervise_auth_status`): 0 待审核, 1 有效, 2 已撤销, 3 已过期.
 *   a new (or edited) one is 0 ──approve (validity not over)──▶ 1;   0/1 ──revoke──▶ 2;   0/1 ──past valid-to (on read)──▶ 3
 *
 * Pledge inquiry 质押询价 (dict `inquiry_pledge_status`): 0 待报价, 1 已报价, 2 已接受, 3 已拒绝, 4 已失效.
 *   save keeps it 0; submit (quote) values it at the latest goods price × quantity × LTV: 0 ──quote──▶ 1
 */
export type Transition = { from: readonly number[]; to: number | null };

export const LOAN_AGREEMENT_STATUS = {
  awaitingSignature: 0,
  awaitingDisbursement: 1,
  repaying: 2,
  overdue: 3,
  settled: 4,
  terminated: 5,
} as const;
export const PLEDGE_AGREEMENT_STATUS = {
  draft: 0,
  awaitingSignature: 1,
  pledged: 2,
  partlyReleased: 3,
  released: 4,
  disposed: 5,
  terminated: 6,
} as const;
export const SUPERVISE_AUTH_STATUS = { pending: 0, active: 1, revoked: 2, expired: 3 } as const;
export const INQUIRY_PLEDGE_STATUS = { awaitingQuote: 0, quoted: 1, accepted: 2, declined: 3, lapsed: 4 } as const;

export type LoanAgreementAction = 'edit' | 'sign' | 'disburse' | 'repay' | 'terminate';
export type PledgeAgreementAction = 'edit' | 'send' | 'sign' | 'release' | 'dispose' | 'terminate';
export type SuperviseAuthAction = 'edit' | 'approve' | 'revoke';
export type InquiryPledgeAction = 'quote';

/** `to: null` keeps the state (or, for repay and release, the amounts decide it). */
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

/**
 * Agreements are deleted only as drafts or once terminated (the service's agreement hooks,
 * blade/services/finance/agreement-hooks.ts, refuse the rest by name); the grids offer delete on those rows only.
 */
export const LOAN_AGREEMENT_REMOVABLE = [0, 5] as const;
export const PLEDGE_AGREEMENT_REMOVABLE = [0, 6] as const;

export const INQUIRY_PLEDGE_TRANSITIONS: Record<InquiryPledgeAction, Transition> = {
  quote: { from: [0], to: 1 },
};

/** Loan application states a loan agreement is drafted in (待签约), a pledge agreement in (待签约, 待放款). */
export const LOAN_DRAFTABLE_FROM = [3] as const;
export const PLEDGE_DRAFTABLE_FROM = [3, 4] as const;
/** Finance products secured by warehoused goods (仓单质押, 存货质押). */
export const PLEDGE_PRODUCTS = [1, 2] as const;

/** A row action's state guard (RowActionDef.when): the state column and the states the table allows. */
export const loanAgreementGuard = (action: LoanAgreementAction) => ({ agreementStatus: LOAN_AGREEMENT_TRANSITIONS[action].from });
export const pledgeAgreementGuard = (action: PledgeAgreementAction) => ({ agreementStatus: PLEDGE_AGREEMENT_TRANSITIONS[action].from });
export const superviseAuthGuard = (action: SuperviseAuthAction) => ({ authStatus: SUPERVISE_AUTH_TRANSITIONS[action].from });
export const inquiryPledgeGuard = (action: InquiryPledgeAction) => ({ inquiryStatus: INQUIRY_PLEDGE_TRANSITIONS[action].from });
export const loanDraftGuard = () => ({ loanStatus: LOAN_DRAFTABLE_FROM });
export const pledgeDraftGuard = () => ({ loanStatus: PLEDGE_DRAFTABLE_FROM, productType: PLEDGE_PRODUCTS });

/** Loan application states (dict loan_apply_status) the agreements move the application to. */
export const LOAN_APPLICATION = { awaitingSigning: 3, awaitingDisbursement: 4, repaying: 5, overdue: 6, settled: 7 } as const;
/** A pledge's kind (dict pledge_type): a static pledge is not released while the loan is outstanding, a dynamic one not below its floor. */
export const PLEDGE_TYPE = { static: 1, dynamic: 2 } as const;

/** The seeded dictionaries' labels, for the refusals. */
export const LOAN_AGREEMENT_STATUS_ZH = ['待签署', '待放款', '还款中', '已逾期', '已结清', '已终止'];
export const PLEDGE_AGREEMENT_STATUS_ZH = ['草稿', '待签署', '质押中', '部分解押', '全部解押', '已处置', '已终止'];
export const SUPERVISE_AUTH_STATUS_ZH = ['待审核', '有效', '已撤销', '已过期'];
export const INQUIRY_PLEDGE_STATUS_ZH = ['待报价', '已报价', '已接受', '已拒绝', '已失效'];
export const LOAN_APPLY_STATUS_ZH = [
  '草稿',
  '待平台初审',
  '待资金方审批',
  '待签约',
  '待放款',
  '还款中',
  '已逾期',
  '已结清',
  '已驳回',
  '已撤回',
];
