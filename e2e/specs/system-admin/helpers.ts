import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { apiLogin, type Account } from '../../support/api-login';
import { baseURL } from '../../support/env';

export const OPERATOR: Account = { tenantId: '000000', account: 'operator', password: 'operator' };
const HEAD_OFFICE = '1123598813738675201';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A write through the BFF as the signed-in user of `request` (API clients carry no Fetch Metadata: Origin says same-origin). */
export const post = (request: APIRequestContext, path: string, data?: unknown) =>
  request.post(`/api${path}`, { headers: { Origin: baseURL }, ...(data === undefined ? {} : { data }) });

/** As the administrator: runs `work` with a signed-in API context. */
export async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await apiLogin(admin);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/** A new top-level role with nothing granted and a new user holding only it, so a spec can grant freely. */
export async function freshRoleWithUser(): Promise<{ roleId: string; roleName: string; user: Account }> {
  const suffix = unique();
  const roleName = `e2e角色${suffix.slice(-5)}`;
  return asAdmin(async (admin) => {
    expect(await (await post(admin, '/blade-system/role/submit', { roleName, roleAlias: `e2e_${suffix}`, sort: 9 })).json()).toMatchObject({
      success: true,
    });
    const roles = (await (await admin.get('/api/blade-system/role/list', { params: { roleName } })).json()).data as { id: string }[];
    const roleId = roles[0].id;
    const user = { tenantId: '000000', account: `e2e${suffix}`.slice(0, 40), password: `pw-${suffix}` };
    const created = await post(admin, '/blade-user/submit', {
      account: user.account,
      password: user.password,
      realName: `测${suffix.slice(-4)}`,
      userType: 1,
      roleId,
      deptId: HEAD_OFFICE,
      tenantId: '000000',
    });
    expect(await created.json()).toMatchObject({ success: true });
    return { roleId, roleName, user };
  });
}
