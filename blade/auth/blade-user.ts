/** The caller as Blade services see it (BladeUser, read from the token's claims). */
export type BladeUser = {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  nickName: string;
  deptId: string;
  postId: string;
  roleId: string;
  /** Comma-joined role aliases, e.g. `administrator`. */
  roleName: string;
  clientId: string;
  sid: string;
};

export function isAdministrator(user: BladeUser): boolean {
  return user.roleName.split(',').includes('administrator');
}

export function userFromClaims(claims: Record<string, unknown>): BladeUser {
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : '');
  return {
    userId: text('user_id'),
    tenantId: text('tenant_id'),
    account: text('account'),
    userName: text('user_name'),
    nickName: text('nick_name'),
    deptId: text('dept_id'),
    postId: text('post_id'),
    roleId: text('role_id'),
    roleName: text('role_name'),
    clientId: text('client_id'),
    sid: text('sid'),
  };
}
