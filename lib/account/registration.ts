/** The registration dialog's values (docs/spec.md §3 "Registration payload"). */
export type RegistrationValues = { tenantId: string; name: string; account: string; password: string; password2: string };

export type RegistrationProblem = 'tenantId' | 'account' | 'password' | 'mismatch';

/**
 * Saber's registration check, in the spec's order (§5): tenant, account, both passwords, then that
 * they match. The first problem is the one shown.
 */
export function registrationProblem(values: RegistrationValues): RegistrationProblem | null {
  if (!values.tenantId.trim()) return 'tenantId';
  if (!values.account.trim()) return 'account';
  if (!values.password || !values.password2) return 'password';
  if (values.password !== values.password2) return 'mismatch';
  return null;
}

/** Whether the signed-in user came from a third-party login without an account of their own yet. */
export function needsRegistration(user: { userId?: string | null } | null | undefined): boolean {
  if (!user) return false;
  const id = (user.userId ?? '').trim();
  return id === '' || id === 'null' || /^-\d+$/.test(id);
}
