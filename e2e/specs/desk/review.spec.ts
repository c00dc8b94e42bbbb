import { expect, test, type APIRequestContext } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';
import zh from '../../../messages/zh.json';

test.use({ storageState: 'e2e/.auth/admin.json' });
// A busy shared machine: the first paint of a grid can take a while.
test.describe.configure({ timeout: 120_000 });
const LOADED = { timeout: 30_000 };

const write = (request: APIRequestContext, path: string, data: unknown) => request.post(path, { headers: { Origin: baseURL }, data });
const fields = (resource: 'userauth' | 'logisticsbase' | 'intendedcustomers') =>
  (zh.resources[resource] as { fields: Record<string, string> }).fields;

/** A credit code with a correct check character (GB 32100-2015), unique per run. */
function creditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = `91320900MA${Array.from({ length: 7 }, () => chars[Math.floor(Math.random() * 31)]).join('')}`;
  const sum = [...body].reduce((total, char, i) => total + chars.indexOf(char) * weights[i], 0);
  return body + chars[(31 - (sum % 31)) % 31];
}

/** A fresh enterprise application (待审核) through the generic save, found back by its account. */
async function newApplication(request: APIRequestContext, account: string) {
  const saved = await (
    await write(request, '/api/blade-tradePort/userauth/submit', {
      account,
      authType: 2,
      realName: '赵立新',
      companyName: `${account}粮贸有限公司`,
      creditCode: '91350100M000100Y43',
    })
  ).json();
  expect(saved.code, saved.msg).toBe(200);
  const list = await (await request.get(`/api/blade-tradePort/userauth/list?account=${account}`)).json();
  return list.data.records[0] as { id: string; companyName: string };
}

test('a pending authentication is verified and approved; another is rejected with a reason', async ({ page, context }) => {
  const account = `e2e${Date.now().toString(36)}`;
  const first = await newApplication(context.request, `${account}a`);
  const second = await newApplication(context.request, `${account}b`);
  const grid = new WorkflowGrid(page, 'userauth');
  await page.goto(`/customer/userauth?account=${account}`);
  await expect(grid.row(second.companyName)).toContainText('待审核', LOADED);

  await grid.expectActions(first.companyName, ['verify', 'approve', 'reject']);
  await grid.run(first.companyName, 'verify');
  await expect(grid.toast('核验成功')).toBeVisible();
  await expect(grid.row(first.companyName)).toContainText('核验通过');
  await grid.run(first.companyName, 'approve');
  await expect(grid.toast('审核通过成功')).toBeVisible();
  await expect(grid.row(first.companyName)).toContainText('认证通过');

  // Rejecting asks for the reason; without one the form stays open with the message.
  await grid.run(second.companyName, 'reject', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: fields('userauth').rejectReason }).fill('营业执照影像不清晰，请重新上传');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await expect(grid.row(second.companyName)).toContainText('认证驳回');
  const rejected = (await (await context.request.get(`/api/blade-tradePort/userauth/detail?id=${second.id}`)).json()).data;
  expect(rejected).toMatchObject({ authStatus: 3, rejectReason: '营业执照影像不清晰，请重新上传' });
});

test('approving an application someone already approved is refused with the service’s message', async ({ page, context }) => {
  const row = await newApplication(context.request, `e2e${Date.now().toString(36)}s`);
  const grid = new WorkflowGrid(page, 'userauth');
  await page.goto(`/customer/userauth?account=${encodeURIComponent(row.companyName.replace('粮贸有限公司', ''))}`);
  await expect(grid.row(row.companyName)).toContainText('待审核', LOADED);
  await grid.expectActions(row.companyName, ['verify', 'approve', 'reject']);

  // Approved meanwhile elsewhere; this page still offers approval.
  expect((await write(context.request, '/api/blade-tradePort/userauth/approve', { id: row.id })).status()).toBe(200);
  await grid.run(row.companyName, 'approve');
  await expect(grid.toast(`当前状态不允许此操作: 用户认证 ${row.companyName} 为「认证通过」，审核通过仅限「待审核」状态`)).toBeVisible();
  await expect(grid.row(row.companyName)).toContainText('认证通过');
});

test('a new logistics base is rejected with a reason', async ({ page, context }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const saved = await (
    await write(context.request, '/api/blade-tradePort/logisticsbase/save', { baseName: `${code}中转库`, baseCode: code, baseType: 5 })
  ).json();
  expect(saved.code, saved.msg).toBe(200);
  const grid = new WorkflowGrid(page, 'logisticsbase');
  await page.goto(`/logistics/logisticsbase?baseCode=${code}`);
  await expect(grid.row(code)).toContainText('待审核', LOADED);
  await grid.expectActions(code, ['approve', 'reject']);
  await grid.run(code, 'reject', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.getByRole('textbox', { name: fields('logisticsbase').auditRemark }).fill('无地磅，不符合交收库要求');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await expect(grid.row(code)).toContainText('已驳回');
  const base = (await (await context.request.get(`/api/blade-tradePort/logisticsbase/list?baseCode=${code}`)).json()).data.records[0];
  expect(base).toMatchObject({ baseStatus: 3, auditRemark: '无地磅，不符合交收库要求' });
});

test('a prospect becomes a customer once, and links to its profile', async ({ page, context }) => {
  const name = `荆楚粮油${Date.now().toString(36)}有限公司`;
  const saved = await (
    await write(context.request, '/api/blade-user/intendedcustomers/submit', {
      customerName: name,
      contactName: '周平',
      contactPhone: '13971234567',
      customerType: 1,
      followStatus: 1,
    })
  ).json();
  expect(saved.code, saved.msg).toBe(200);
  const grid = new WorkflowGrid(page, 'intendedcustomers');
  await page.goto(`/customer/intendedcustomers?customerName=${encodeURIComponent(name)}`);
  await expect(grid.row(name)).toContainText('跟进中', LOADED);
  await grid.expectActions(name, ['toReal']);

  await grid.run(name, 'toReal', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  const valid = creditCode();
  const wrong = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
  const input = form.getByRole('textbox', { name: fields('intendedcustomers').creditCode });
  await input.fill(wrong);
  await form.getByTestId('row-action-submit').click();
  // The service's refusal shows in the form, which keeps what was typed.
  await expect(form.getByTestId('dialog-error')).toHaveText('统一社会信用代码格式或校验位不正确');
  await expect(input).toHaveValue(wrong);
  await input.fill(valid);
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await expect(grid.row(name)).toContainText('已转化');
  await grid.expectActions(name, ['customer']);

  const again = await write(context.request, '/api/blade-user/intendedcustomers/toReal', {
    id: (await (await context.request.get(`/api/blade-user/intendedcustomers/list?customerName=${encodeURIComponent(name)}`)).json()).data
      .records[0].id,
    creditCode: valid,
  });
  expect(again.status()).toBe(400);

  await grid.run(name, 'customer', { confirm: false });
  await expect(page).toHaveURL(/\/customer\/consumerdetails\?companyName=/);
  await expect(page.locator('.MuiDataGrid-row').filter({ hasText: name })).toContainText(valid, LOADED);
});
