/** The password tab's values: old, new and confirmation (docs/spec.md §3 "User payload"). */
export type PasswordValues = { oldPassword: string; newPassword: string; newPassword1: string };

export type PasswordProblem = { field: keyof PasswordValues; problem: 'required' | 'tooShort' | 'mismatch' };

/** The shortest password a user is given or chooses (the user form's and the password tab's rule). */
export const PASSWORD_MIN_LENGTH = 6;

/** Required fields in order, the new password's length, then the confirmation; the server still has the last word (old password). */
export function passwordProblems(values: PasswordValues): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  for (const field of ['oldPassword', 'newPassword', 'newPassword1'] as const) {
    if (!values[field]) problems.push({ field, problem: 'required' });
  }
  if (values.newPassword && values.newPassword.length < PASSWORD_MIN_LENGTH) problems.push({ field: 'newPassword', problem: 'tooShort' });
  if (values.newPassword && values.newPassword1 && values.newPassword !== values.newPassword1) {
    problems.push({ field: 'newPassword1', problem: 'mismatch' });
  }
  return problems;
}
