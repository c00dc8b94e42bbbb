import { expect, test, type APIRequestContext } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

/**
 * 签约企业 (/contract/fasccorp, docs/spec.md §7 fasc): the open-id list with paging and search, a corporation's
 * details and members, and 解除绑定 — refused while it has contracts to sign, done otherwise, and not
 * offered to a role without the button.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });

type Identity = { openId: string; name: string };
const corpGet = async (request: APIRequestContext, openCorpId: string) =>
  (await (await request.post('/api/fasc/corpGet', { headers: { Origin: baseURL }, data: { openCorpId } })).json()).data as {
    pendingSignTasks: number;
    memberCount: number;
  };

/**
 * A bound, seeded trading company (with members) that has contracts to sign, and one with none (never the
 * platform itself; companies enrolled by other specs' contracts have no members).
 */
async function corporations(request: APIRequestContext) {
  const corps = (
    await (await request.get('/api/fasc/getOpenIdList', { params: { idType_equal: 'corp', bindStatus_equal: 1, size: 100 } })).json()
  ).data.records as Identity[];
  let busy: Identity | undefined;
  let free: Identity | undefined;
  for (const corp of corps.filter((row) => row.name !== '瑞粮粮食交易集团有限公司' && !row.name.startsWith('E2E'))) {
    const { pendingSignTasks: pending, memberCount } = await corpGet(request, corp.openId);
    if (memberCount === 0) continue;
    if (pending > 0) busy ??= corp;
    else free ??= corp;
    if (busy && free) break;
  }
  return { busy: busy!, free: free! };
}

test('lists identities with paging and search, and shows a corporation with its members', async ({ page, context }) => {
  const { busy } = await corporations(context.request);
  await page.goto('/contract/fasccorp');
  const rows = page.locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // Server paging: the footer counts every identity (page 2 itself is checked in blade/services/esign/esign.test.ts).
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–10 共 \d+$/);
  await expect(page.getByRole('columnheader', { name: '主体类型' })).toBeVisible();

  await page.getByRole('textbox', { name: '名称' }).fill(busy.name);
  await page.getByTestId('search-submit').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('企业');
  await expect(rows.first()).toContainText('已绑定');
  await expect(rows.first()).toContainText(busy.openId);

  await rows.first().getByTestId('row-info').click();
  const dialog = page.getByTestId('fasc-corp-dialog');
  await expect(dialog.getByTestId('fasc-corp-info')).toContainText('已授权');
  await expect(dialog.getByTestId('fasc-corp-info')).toContainText(busy.name);
  await dialog.getByTestId('fasc-tab-members').click();
  await expect(dialog.getByTestId('fasc-members').locator('tbody tr')).toHaveCount(2);
  await expect(dialog.getByTestId('fasc-members')).toContainText('法定代表人');
  await expect(dialog.getByTestId('fasc-members')).toContainText(/1\d{2}\*{4}\d{4}/);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);

  // Persons have no company details or members.
  await page.goto('/contract/fasccorp');
  await page.getByRole('textbox', { name: '名称' }).fill('管理员');
  await page.getByTestId('search-submit').click();
  await expect(rows.first()).toContainText('个人');
  await expect(rows.first().getByTestId('row-members')).toHaveCount(0);
});

test('unbinding is refused while the company has contracts to sign, and done otherwise', async ({ page, context }) => {
  const { busy, free } = await corporations(context.request);
  const grid = new WorkflowGrid(page, 'fasccorp');

  await page.goto(`/contract/fasccorp?name=${encodeURIComponent(busy.name)}`);
  await grid.expectActions(busy.name, ['unbind']);
  await grid.run(busy.name, 'unbind');
  await expect(grid.toast(new RegExp(`^签约企业「${busy.name}」还有 \\d+ 份待签署合同（.+），不能解除绑定$`))).toBeVisible();
  await expect(grid.row(busy.name)).toContainText('已绑定');

  await page.goto(`/contract/fasccorp?name=${encodeURIComponent(free.name)}`);
  await grid.run(free.name, 'unbind');
  await expect(grid.toast('解除绑定成功')).toBeVisible();
  await expect(grid.row(free.name)).toContainText('已解绑');
  await expect(grid.row(free.name).locator('[aria-haspopup="menu"]')).toHaveCount(0);
  expect((await corpGet(context.request, free.openId)).pendingSignTasks).toBe(0);
});

test('a role without the unbind button sees the list but cannot unbind', async ({ page, context }) => {
  const { apiLogin } = await import('../../support/api-login');
  const { free } = await corporations(context.request);
  await apiLogin(context.request, { tenantId: '000000', account: 'boss', password: 'boss' });
  await page.goto('/contract/fasccorp');
  const first = page.locator('.MuiDataGrid-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.MuiDataGrid-row [aria-haspopup="menu"]')).toHaveCount(0);
  await expect(first.getByTestId('row-members')).toHaveCount(0);
  const refused = await context.request.post('/api/fasc/corpUnbind', { headers: { Origin: baseURL }, data: { openCorpId: free.openId } });
  expect(refused.status()).toBe(403);
});
