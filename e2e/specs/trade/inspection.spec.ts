import { expect, test } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });

const APPS = '/api/blade-inspection/inspectionapplications';

test('an inspection request is sampled and measured through its row actions, then its values list what was entered', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const applicationNo = `E2E-ZJ-${Date.now().toString(36).slice(-6).toUpperCase()}`;
  // A new corn request sold as 二等 (its standard gives each index a limit); it starts awaiting its sample.
  const saved = await (
    await context.request.post(`${APPS}/submit`, {
      headers: { Origin: baseURL },
      data: { applicationNo, applicantName: '山东潍坊鸿达淀粉有限公司', variety: 2, inspectionType: 3, contractGrade: 2 },
    })
  ).json();
  expect(saved.code, saved.msg).toBe(200);

  const grid = new WorkflowGrid(page, 'inspectionapplications');
  await page.goto(`/inspection/inspectionapplications?applicationNo=${applicationNo}`);
  await expect(grid.row(applicationNo)).toHaveCount(1);
  await grid.expectActions(applicationNo, ['sample']);

  await grid.run(applicationNo, 'sample', { confirm: false });
  const sample = page.getByTestId('row-action-dialog');
  await sample.getByRole('textbox', { name: '扦样编号' }).fill(`${applicationNo}-S1`);
  await sample.getByRole('textbox', { name: '扦样人' }).fill('李质检');
  await sample.getByTestId('row-action-submit').click();
  await expect(sample).toHaveCount(0);
  await expect(grid.row(applicationNo)).toContainText('检验中');

  // 录入检验值: the service takes the value against the request (it was refused for want of the request's number).
  await grid.run(applicationNo, 'record', { confirm: false });
  const record = page.getByTestId('row-action-dialog');
  await record.getByRole('combobox', { name: /^质量指标/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: /容重/ }).click();
  await record.getByRole('textbox', { name: '检测值' }).fill('750');
  await record.getByTestId('row-action-submit').click();
  await expect(record.getByTestId('dialog-error')).toHaveCount(0);
  await expect(record).toHaveCount(0);
  await expect(grid.toast('录入检验值成功')).toBeVisible();

  const values = (
    await (await context.request.get(`/api/blade-inspection/inspectionvalue/list?applicationNo_equal=${applicationNo}`)).json()
  ).data.records;
  expect(values).toHaveLength(1);
  expect(values[0]).toMatchObject({ applicationNo, measuredValue: 750, judgement: 1 });
});
