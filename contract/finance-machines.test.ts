/**
 * The screens offer the actions of lib/workflows/finance-machines.ts; the embedded service enforces
 * blade/services/finance/machines.ts. Neither may import the other, so this keeps them equal.
 */
import * as screens from '@/lib/workflows/finance-machines';
import * as service from '../blade/services/finance/machines';

describe('finance state machines', () => {
  it('the service enforces the transitions the screens offer', () => {
    expect(service.LOAN_AGREEMENT_TRANSITIONS).toEqual(screens.LOAN_AGREEMENT_TRANSITIONS);
    expect(service.PLEDGE_AGREEMENT_TRANSITIONS).toEqual(screens.PLEDGE_AGREEMENT_TRANSITIONS);
    expect(service.SUPERVISE_AUTH_TRANSITIONS).toEqual(screens.SUPERVISE_AUTH_TRANSITIONS);
    expect(service.INQUIRY_PLEDGE_TRANSITIONS).toEqual(screens.INQUIRY_PLEDGE_TRANSITIONS);
    expect(service.LOAN_DRAFTABLE_FROM).toEqual(screens.LOAN_DRAFTABLE_FROM);
    expect(service.PLEDGE_DRAFTABLE_FROM).toEqual(screens.PLEDGE_DRAFTABLE_FROM);
    expect(service.PLEDGE_PRODUCTS).toEqual(screens.PLEDGE_PRODUCTS);
  });

  it('both sides number the states alike, and every state has a label for the refusals', () => {
    expect(service.LOAN).toEqual(Object.fromEntries(Object.entries(screens.LOAN_AGREEMENT_STATUS)));
    expect(Object.values(service.PLEDGE)).toEqual(Object.values(screens.PLEDGE_AGREEMENT_STATUS));
    expect(Object.values(service.AUTH)).toEqual(Object.values(screens.SUPERVISE_AUTH_STATUS));
    expect(service.LOAN_AGREEMENT_STATUS_ZH).toHaveLength(Object.keys(screens.LOAN_AGREEMENT_STATUS).length);
    expect(service.PLEDGE_AGREEMENT_STATUS_ZH).toHaveLength(Object.keys(screens.PLEDGE_AGREEMENT_STATUS).length);
    expect(service.SUPERVISE_AUTH_STATUS_ZH).toHaveLength(Object.keys(screens.SUPERVISE_AUTH_STATUS).length);
    expect(service.INQUIRY_PLEDGE_STATUS_ZH).toHaveLength(Object.keys(screens.INQUIRY_PLEDGE_STATUS).length);
  });
});
