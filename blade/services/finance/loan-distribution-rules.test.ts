import { distributionRefusal, LOAN_STATUS, statusAfterDistribution } from './loan-distribution-rules';

const pledge = 1;
const orderFinance = 3;

describe('loan distribution rules', () => {
  it('is open only while the platform routes the application', () => {
    const d = { firstPartyStatus: 0, thirdPartyId: 's1', thirdPartyStatus: 0 };
    expect(distributionRefusal(LOAN_STATUS.platformReview, pledge, d)).toBeNull();
    expect(distributionRefusal(LOAN_STATUS.funderReview, pledge, d)).toBeNull();
    for (const status of [0, 3, 4, 5, 6, 7, 8, 9]) expect(distributionRefusal(status, pledge, d)).toMatch('不可分配');
  });

  it('needs a supervisor for pledge products only', () => {
    const d = { firstPartyStatus: 0, thirdPartyId: '', thirdPartyStatus: null };
    expect(distributionRefusal(1, pledge, d)).toBe('质押类融资须指定丙方（监管方）');
    expect(distributionRefusal(1, orderFinance, d)).toBeNull();
    expect(distributionRefusal(1, orderFinance, { ...d, thirdPartyStatus: 1 })).toBe('未指定丙方时不能设置丙方状态');
  });

  it('moves on with the parties’ answers', () => {
    expect(statusAfterDistribution(pledge, { firstPartyStatus: 0, thirdPartyId: 's', thirdPartyStatus: 0 })).toBe(LOAN_STATUS.funderReview);
    expect(statusAfterDistribution(pledge, { firstPartyStatus: 1, thirdPartyId: 's', thirdPartyStatus: 0 })).toBe(LOAN_STATUS.funderReview);
    expect(statusAfterDistribution(pledge, { firstPartyStatus: 1, thirdPartyId: 's', thirdPartyStatus: 1 })).toBe(
      LOAN_STATUS.awaitingSigning,
    );
    expect(statusAfterDistribution(orderFinance, { firstPartyStatus: 1, thirdPartyId: '', thirdPartyStatus: null })).toBe(
      LOAN_STATUS.awaitingSigning,
    );
    expect(statusAfterDistribution(pledge, { firstPartyStatus: 2, thirdPartyId: 's', thirdPartyStatus: 1 })).toBe(LOAN_STATUS.rejected);
  });
});
