import { expect, request as playwrightRequest } from '@playwright/test';
import { apiLogin, type Account } from './api-login';
import { baseURL } from './env';

/** Seeded ids of tenant 000000: the plain "user" role and the head office. */
const USER_ROLE = '1123598816738675202';
const HEAD_OFFICE = '1123598813738675201';

/**
 * Creates a user through the real API as the administrator, so a spec can change that user's
 * details or password without touching the accounts other specs sign in with. `roleId` gives it another role than
 * the plain user's (an administrator's, for a spec whose user keeps per-user settings of every screen).
 */
export async function createFreshUser(
  prefix: string,
  { roleId = USER_ROLE }: { roleId?: string } = {},
): Promise<Account & { realName: string }> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = {
    tenantId: '000000',
    account: `${prefix}${suffix}`.slice(0, 40),
    password: `pw-${suffix}`,
    realName: `测试${suffix.slice(-4)}`,
  };
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await apiLogin(admin);
    const response = await admin.post('/api/blade-user/submit', {
      headers: { Origin: baseURL },
      data: {
        account: user.account,
        password: user.password,
        realName: user.realName,
        name: user.account.slice(0, 20),
        userType: 1,
        roleId,
        deptId: HEAD_OFFICE,
        phone: '13900000000',
        tenantId: user.tenantId,
      },
    });
    const body = await response.json();
    expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  } finally {
    await admin.dispose();
  }
  return user;
}
