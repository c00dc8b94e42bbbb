import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { captchaAnswer } from './blade-db';
import { baseURL } from './env';

export type Account = { tenantId: string; account: string; password: string };
export const ADMIN: Account = { tenantId: '000000', account: 'admin', password: 'admin' };
export const HR: Account = { tenantId: '000000', account: 'hr', password: 'hr' };

export const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

/**
 * Logs in through the BFF the way the login form does, with the captcha answer read from the
 * embedded database. API clients send no Fetch Metadata, so the Origin header carries same-origin.
 */
export async function apiLogin(request: APIRequestContext, { tenantId, account, password }: Account = ADMIN) {
  const captcha = await (await request.get('/api/blade-auth/oauth/captcha')).json();
  const response = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId, username: account, password: md5(password), grant_type: 'captcha', scope: 'all', type: 'account' },
    headers: { 'Tenant-Id': tenantId, 'Captcha-Key': captcha.key, 'Captcha-Code': captchaAnswer(captcha.key), Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
