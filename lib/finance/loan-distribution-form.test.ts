import { fromApplication, toDistributionPayload, validateDistribution } from './loan-distribution-form';

const texts = { firstPartyRequired: 'first', tooLong: 'long', thirdPartyStatusWithoutParty: 'third' };
const base = {
  firstPartyId: '',
  firstPartyName: '银行',
  firstPartyStatus: '0',
  thirdPartyId: '',
  thirdPartyName: '',
  thirdPartyStatus: '',
};

describe('loan distribution form', () => {
  it('needs the first party; a third party’s answer needs a third party', () => {
    expect(validateDistribution(base, texts)).toEqual({});
    expect(validateDistribution({ ...base, firstPartyName: ' ' }, texts)).toEqual({ firstPartyName: 'first' });
    expect(validateDistribution({ ...base, thirdPartyStatus: '1' }, texts)).toEqual({ thirdPartyStatus: 'third' });
    expect(validateDistribution({ ...base, thirdPartyName: 'x'.repeat(101) }, texts)).toEqual({ thirdPartyName: 'long' });
  });

  it('prefills the first party from firstPartyName and sends numbers', () => {
    const values = fromApplication({ firstPartyName: '旧', firstPartyStatus: 1, thirdPartyName: '监管', thirdPartyStatus: '' }, '新');
    expect(values).toMatchObject({ firstPartyName: '新', firstPartyStatus: '1', thirdPartyName: '监管' });
    expect(toDistributionPayload('9', values)).toEqual({
      id: '9',
      firstPartyId: '',
      firstPartyName: '新',
      firstPartyStatus: 1,
      thirdPartyId: '',
      thirdPartyName: '监管',
      thirdPartyStatus: 0,
    });
    expect(toDistributionPayload('9', { ...values, thirdPartyName: '' }).thirdPartyStatus).toBeNull();
  });
});
