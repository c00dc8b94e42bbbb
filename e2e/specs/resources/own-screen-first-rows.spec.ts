import { expect, test } from '@playwright/test';
import { apiLogin } from '../../support/api-login';

/**
 * The screens of their own built on the generic list (users, roles, tenants, top menus, scopes) carry their first page
 * of rows in the page's HTML, as the generic list screens do: the same rows the list call answers.
 */
const SCREENS = [
  ['/system/user', '/api/blade-user/page', 'account'],
  ['/authority/role', '/api/blade-system/role/list', 'roleName'],
  ['/system/tenant', '/api/blade-system/tenant/list', 'tenantName'],
] as const;

test.describe('screens of their own: the first rows in the HTML', () => {
  for (const [screen, list, field] of SCREENS) {
    test(`${screen} comes with its rows`, async ({ context }) => {
      // A session signed in now: the server reads nothing with a token due for refresh (TOKEN_TIME is 12 s here).
      await apiLogin(context.request);
      const html = await (await context.request.get(screen)).text();
      expect(html.includes('data-testid="first-rows"'), 'the first rows in the HTML').toBe(true);
      const answer = (await (await context.request.get(list, { params: { current: '1', size: '10' } })).json()).data;
      const records: Record<string, unknown>[] = Array.isArray(answer) ? answer : answer.records;
      expect(records.length).toBeGreaterThan(0);
      const rows = html.slice(html.indexOf('data-testid="first-rows"'));
      expect(rows.includes(`>${String(records[0][field])}<`), `${String(records[0][field])} among them`).toBe(true);
    });
  }
});
