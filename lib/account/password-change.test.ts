import { passwordProblems } from './password-change';

describe('passwordProblems', () => {
  it('lists every empty field, then a confirmation that differs', () => {
    expect(passwordProblems({ oldPassword: '', newPassword: '', newPassword1: '' }).map((p) => p.field)).toEqual([
      'oldPassword',
      'newPassword',
      'newPassword1',
    ]);
    expect(passwordProblems({ oldPassword: 'a', newPassword: 'bbbbbb', newPassword1: 'c' })).toEqual([
      { field: 'newPassword1', problem: 'mismatch' },
    ]);
    expect(passwordProblems({ oldPassword: 'a', newPassword: 'bbbbbb', newPassword1: 'bbbbbb' })).toEqual([]);
  });

  it('refuses a new password shorter than six characters', () => {
    expect(passwordProblems({ oldPassword: 'a', newPassword: 'abc', newPassword1: 'abc' })).toEqual([
      { field: 'newPassword', problem: 'tooShort' },
    ]);
    expect(passwordProblems({ oldPassword: 'a', newPassword: 'abcdef', newPassword1: 'abcdef' })).toEqual([]);
  });
});
