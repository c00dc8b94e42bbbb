import { test as setup } from '@playwright/test';
import { apiLogin } from './support/api-login';

export const ADMIN_STATE = 'e2e/.auth/admin.json';

// Logs in once through the API; specs that do not test the login screen reuse this session.
setup('sign in as admin', async ({ request }) => {
  await apiLogin(request);
  await request.storageState({ path: ADMIN_STATE });
});
