import { expect, test } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });
// A busy shared machine: the first paint of a grid can take a while.
test.describe.configure({ timeout: 120_000 });
const LOADED = { timeout: 30_000 };

test('a measured value beyond its grade’s limit is judged 超标', async ({ page, context }) => {
  const applicationNo = `ZJ-E2E-${Date.now().toString(36).toUpperCase()}`;
  const write = (path: string, data: unknown) => context.request.post(path, { headers: { Origin: baseURL }, data });
  // A corn request sold as 二等 (GB 1353: mouldy kernels ≤2.0 %), sampled.
  expect((await write('/api/blade-inspection/inspectionapplications/submit', { applicationNo, applicantName: '山东潍坊鸿达淀粉有限公司', variety: 2, inspectionType: 3, contractGrade: 2 })).status()).toBe(200);
  const request = (await (await context.request.get(`/api/blade-inspection/inspectionapplications/list?applicationNo=${applicationNo}`)).json()).data.records[0];
  expect((await write('/api/blade-inspection/inspectionapplications/sample', { id: request.id, sampleNo: 'QY-E2E', sampler: '郑海峰' })).status()).toBe(200);

  const grid = new WorkflowGrid(page, 'inspectionapplications');
  await page.goto(`/inspection/inspectionapplications?applicationNo=${applicationNo}`);
  await expect(grid.row(applicationNo)).toContainText('检验中', LOADED);
  await grid.expectActions(applicationNo, ['record', 'values', 'report']);

  await grid.run(applicationNo, 'record', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.getByRole('combobox', { name: /^质量指标/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: '生霉粒' }).click();
  await form.getByRole('textbox', { name: '检测值' }).fill('2.4');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await expect(grid.toast('录入检验值成功')).toBeVisible();

  await grid.run(applicationNo, 'values', { confirm: false });
  await expect(page).toHaveURL(/\/inspection\/inspectionvalue\?applicationNo=/);
  const value = page.locator('.MuiDataGrid-row').filter({ hasText: '生霉粒' });
  await expect(value).toContainText('≤2', LOADED);
  await expect(value).toContainText('超标');
});
