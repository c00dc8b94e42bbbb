/**
 * The loan application state machine (dict `loan_apply_status`) as far as distribution touches it.
 *
 *   0 草稿 ─submit→ 1 待平台初审 ─distribution→ 2 待资金方审批 ─funder approves (+ supervisor for pledges)→ 3 待签约
 *   3 待签约 → 4 待放款 → 5 还款中 → 6 已逾期 / 7 已结清;   1, 2 → 8 已驳回 (funder refuses);   0, 1, 2 → 9 已撤回
 *
 * Distribution names the first party (甲方, the funder) and the third party (丙方, the warehouse
 * supervisor) with their answers (dict `audit_status`: 0 待审核, 1 审核通过, 2 已驳回). It is open while
 * the platform still routes the application: 待平台初审 and 待资金方审批. The parties' answers move it on.
 */
export const LOAN_STATUS = {
  draft: 0,
  platformReview: 1,
  funderReview: 2,
  awaitingSigning: 3,
  awaitingDisbursement: 4,
  repaying: 5,
  overdue: 6,
  settled: 7,
  rejected: 8,
  withdrawn: 9,
} as const;
export const PARTY_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** Finance products secured by goods in a warehouse: they need a supervisor (仓单质押, 存货质押). */
export const PLEDGE_PRODUCTS = new Set([1, 2]);

export const DISTRIBUTABLE: ReadonlySet<number> = new Set([LOAN_STATUS.platformReview, LOAN_STATUS.funderReview]);

export type Distribution = { firstPartyStatus: number; thirdPartyId: string; thirdPartyStatus: number | null };

/** Why a distribution cannot be made, or null. */
export function distributionRefusal(loanStatus: number, productType: number, distribution: Distribution): string | null {
  if (!DISTRIBUTABLE.has(loanStatus)) return '当前融资申请状态不可分配，仅待平台初审或待资金方审批的申请可分配';
  if (PLEDGE_PRODUCTS.has(productType) && !distribution.thirdPartyId) return '质押类融资须指定丙方（监管方）';
  if (!distribution.thirdPartyId && distribution.thirdPartyStatus !== null && distribution.thirdPartyStatus !== PARTY_STATUS.pending) {
    return '未指定丙方时不能设置丙方状态';
  }
  return null;
}

/** The application's status after the distribution: the funder's (and the supervisor's) answers decide. */
export function statusAfterDistribution(productType: number, distribution: Distribution): number {
  if (distribution.firstPartyStatus === PARTY_STATUS.rejected) return LOAN_STATUS.rejected;
  if (distribution.thirdPartyStatus === PARTY_STATUS.rejected) return LOAN_STATUS.funderReview;
  const supervisorReady = !PLEDGE_PRODUCTS.has(productType) || distribution.thirdPartyStatus === PARTY_STATUS.approved;
  if (distribution.firstPartyStatus === PARTY_STATUS.approved && supervisorReady) return LOAN_STATUS.awaitingSigning;
  return LOAN_STATUS.funderReview;
}
