import { passwordProblems } from './password-change';

describe('passwordProblems', () => {
  it('lists every empty field, then a confirmation that differs', () => {
    expect(passwordProblems({ oldPassword: '', newPassword: '', newPassword1: '' }).map((p) => p.field)).toEqual(['oldPassword', 'newPassword', 'newPassword1']);
    expect(passwordProblems({ oldPassword: 'a', newPassword: 'b', newPassword1: 'c' })).toEqual([{ field: 'newPassword1', problem: 'mismatch' }]);
    expect(passwordProblems({ oldPassword: 'a', newPassword: 'b', newPassword1: 'b' })).toEqual([]);
  });
});
