import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });
// Journeys of several screens: generous on a loaded machine (each takes seconds when it is not).
test.describe.configure({ timeout: 120_000 });

/** A screen's first load waits on the menus, buttons and list (slow on a loaded machine). */
const FIRST_LOAD = { timeout: 20_000 };

test('code generator: the selected tables download as one archive; an unreadable datasource is refused', async ({ page, context }) => {
  // A record on the MySQL datasource, which this service cannot read.
  const sources = (await (await context.request.get('/api/blade-develop/datasource/select')).json()).data as { id: string; name: string }[];
  const mysql = sources.find((source) => source.name === 'mysql')!;
  const codeName = `外部库-${Date.now().toString(36)}`;
  const saved = await context.request.post('/api/blade-develop/code/submit', {
    headers: { Origin: baseURL },
    data: { codeName, serviceName: 'blade-tradePort', tableName: 'tp_order', pkName: 'id', packageName: 'org.springblade.tradeport', datasourceId: mysql.id, baseMode: 2, wrapMode: 2 },
  });
  expect((await saved.json()).code).toBe(200);

  const grid = new WorkflowGrid(page, 'code');
  await page.goto('/tool/code');
  await expect(grid.row('挂牌商品')).toBeVisible(FIRST_LOAD);
  for (const name of ['挂牌商品', '提货单']) await grid.row(name).locator('input[type="checkbox"]').check();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('toolbar-action-gen').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^code-\d{14}\.zip$/);
  const archive = fs.readFileSync(await download.path()).toString('utf8');
  expect(archive.startsWith('PK')).toBe(true);
  for (const text of ['@TableName("tp_goods")', '@TableName("tp_orderpickup")', 'goods/web/src/views/tradePort/goods.vue', "api: '/blade-tradePort/orderpickup'"]) {
    expect(archive).toContain(text);
  }

  await grid.run(codeName, 'gen', { confirm: false });
  await expect(grid.toast('数据源「mysql」无法在本服务读取表结构，请选择内置 SQLite 数据源')).toBeVisible();
  await expect(page).toHaveURL(/\/tool\/code/);
});

test('API log: a state-changing call is recorded with its params, secrets masked, and opens in detail', async ({ page, context }) => {
  const key = `e2e.log.${Date.now().toString(36)}`;
  const saved = await context.request.post('/api/blade-system/param/submit', { headers: { Origin: baseURL }, data: { paramName: '日志检查', paramKey: key, paramValue: 'on', secretKey: 'never-shown' } });
  expect((await saved.json()).code).toBe(200);
  // This call's row, found by its params (Map filter: LIKE).
  const logged = (await (await context.request.get(`/api/blade-log/api/list?params=${encodeURIComponent(key)}`)).json()).data.records;
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ method: 'POST', requestUri: '/blade-system/param/submit', createBy: 'admin', tenantId: '000000' });
  expect(logged[0].params).toContain('"secretKey":"******"');
  expect(logged[0].params).not.toContain('never-shown');

  // The list and its detail view (other tests may have saved parameters since: any such row will do).
  await page.goto('/monitor/log/api?requestUri=/blade-system/param/submit');
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: '/blade-system/param/submit' }).first();
  await expect(row).toBeVisible(FIRST_LOAD);
  await row.getByTestId('row-view').click();
  const dialog = page.getByRole('dialog', { name: '查看接口日志' });
  await expect(dialog.locator('[data-field="requestUri"]')).toHaveText('/blade-system/param/submit');
  await expect(dialog.locator('[data-field="params"]')).toContainText('"paramKey"');
});
