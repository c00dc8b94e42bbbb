import { needsRegistration, registrationProblem } from './registration';

const filled = { tenantId: '000000', name: 'N', account: 'acc', password: 'p1', password2: 'p1' };

describe('registrationProblem', () => {
  it('reports the first problem in the spec’s order', () => {
    expect(registrationProblem({ tenantId: '', name: '', account: '', password: '', password2: 'x' })).toBe('tenantId');
    expect(registrationProblem({ ...filled, account: ' ', password: '' })).toBe('account');
    expect(registrationProblem({ ...filled, password: '' })).toBe('password');
    expect(registrationProblem({ ...filled, password2: '' })).toBe('password');
    expect(registrationProblem({ ...filled, password2: 'p2' })).toBe('mismatch');
    expect(registrationProblem(filled)).toBeNull();
  });
});

describe('needsRegistration', () => {
  it('is true for a missing or negative user id only', () => {
    expect(needsRegistration({ userId: '-1' })).toBe(true);
    expect(needsRegistration({ userId: '' })).toBe(true);
    expect(needsRegistration({ userId: null })).toBe(true);
    expect(needsRegistration({ userId: '1123598821738675201' })).toBe(false);
    expect(needsRegistration(null)).toBe(false);
  });
});
