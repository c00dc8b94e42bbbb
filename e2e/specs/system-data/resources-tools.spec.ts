import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { apiLogin } from '../../support/api-login';
import { baseURL } from '../../support/env';
import { zipEntries } from '../../support/zip-entries';
import { OPERATOR } from '../system-admin/helpers';

test.use({ storageState: 'e2e/.auth/admin.json' });
// Journeys across several screens on a busy 2-core runner.
test.describe.configure({ timeout: 150_000 });
const LOADED = { timeout: 30_000 };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const list = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`/api${path}`)).json()).data.records as Record<string, unknown>[];

/** Searches a generic grid by one of its search fields. */
async function search(page: Page, field: string, value: string) {
  await page.locator(`[name="search-${field}"]`).fill(value);
  await page.getByTestId('search-submit').click();
}

test('对象存储: a new config is added and enabled, and stays the only enabled one of the tenant', async ({ page }) => {
  const code = `e2eoss${unique()}`.slice(0, 20);
  await page.goto('/resource/oss');
  await expect(heading(page, '对象存储')).toBeVisible(LOADED);
  await page.getByTestId('toolbar-add').click();
  const form = page.getByRole('dialog', { name: /^新增对象存储$/ });
  await form.getByRole('combobox', { name: /^存储分类/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'minio' }).click();
  await form.locator('[name="ossCode"]').fill(code);
  await form.locator('[name="endpoint"]').fill('http://127.0.0.1:9000');
  await form.locator('[name="bucketName"]').fill('e2e-bucket');
  await form.locator('[name="accessKey"]').fill('e2e-access');
  await form.locator('[name="secretKey"]').fill('e2e-secret-value');
  await form.getByTestId('dialog-save').click();
  await expect(page.getByRole('alert').filter({ hasText: '新增成功' })).toBeVisible();

  const grid = new WorkflowGrid(page, 'oss');
  await search(page, 'ossCode', code);
  await expect(grid.row(code)).toContainText('未启用');
  await grid.run(code, 'enable');
  await expect(grid.toast('启用成功')).toBeVisible();
  await expect(grid.row(code)).toContainText('已启用');

  // Back on the whole list: the seeded local config is no longer enabled; exactly one is.
  await page.getByTestId('search-reset').click();
  await expect(grid.row('local')).toContainText('未启用');
  await expect(page.locator('.MuiDataGrid-row').filter({ hasText: '已启用' })).toHaveCount(1);
  const configs = await list(page.request, '/blade-resource/oss/list?current=1&size=100');
  expect(configs.filter((config) => String(config.status) === '2').map((config) => config.ossCode)).toEqual([code]);
  // An enabled config is not offered 启用 again.
  const menu = grid.row(code).locator('[aria-haspopup="menu"]');
  if ((await menu.count()) > 0) expect(await grid.actions(code)).not.toContain('enable');

  // Leave the seeded local storage enabled for the other specs.
  await grid.run('local', 'enable');
  await expect(grid.row('local')).toContainText('已启用');
});

test('附件管理: an upload is stored, listed and downloads the same bytes under its name', async ({ page }, testInfo) => {
  const original = `e2e-仓单-${unique()}.txt`;
  const bytes = Buffer.from(`入库仓单 ${original}\n玉米 三等 1200.000 吨\n`, 'utf8');
  await page.goto('/resource/attach');
  await expect(heading(page, '附件管理')).toBeVisible(LOADED);
  await page.getByTestId('attach-file-input').setInputFiles({ name: original, mimeType: 'text/plain', buffer: bytes });
  await expect(page.getByRole('alert').filter({ hasText: '已上传 1 个附件' })).toBeVisible();

  const grid = new WorkflowGrid(page, 'attach');
  await search(page, 'originalName', original);
  await expect(grid.row(original)).toContainText('txt');
  // Its size as a size (under a kilobyte: in bytes).
  await expect(grid.row(original)).toContainText(`${bytes.length}字节`);
  const downloading = page.waitForEvent('download');
  await grid.run(original, 'download', { confirm: false });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(original);
  const saved = testInfo.outputPath(original);
  await download.saveAs(saved);
  expect(fs.readFileSync(saved).equals(bytes)).toBe(true);

  // A type the store refuses: Blade's message, nothing listed.
  await page
    .getByTestId('attach-file-input')
    .setInputFiles({ name: 'payload.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: '不支持的文件类型: exe' })).toBeVisible();
});

test('短信配置: enabling switches the active channel; 发送短信 renders the template into 用户短信', async ({ page }) => {
  await page.goto('/resource/sms');
  await expect(heading(page, '短信配置')).toBeVisible(LOADED);
  const grid = new WorkflowGrid(page, 'sms');
  await grid.run('tencent', 'enable');
  await expect(grid.row('tencent')).toContainText('已启用');
  await expect(grid.row('aliyun')).toContainText('未启用');
  await grid.run('aliyun', 'enable');
  await expect(grid.row('aliyun')).toContainText('已启用');
  await expect(grid.row('tencent')).toContainText('未启用');

  // Missing a template parameter: the service's message, the form keeps its contents.
  const pickupNo = `TH${Date.now()}`;
  await grid.run('aliyun', 'send', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.locator('[name="phones"]').fill('13800000006,13912345678');
  await form.locator('[name="params"]').fill(JSON.stringify({ pickupNo, code: '482913' }));
  await form.getByTestId('row-action-submit').click();
  await expect(form.getByTestId('dialog-error')).toHaveText('缺少模板参数: days');
  await expect(form.locator('[name="phones"]')).toHaveValue('13800000006,13912345678');
  await form.locator('[name="params"]').fill(JSON.stringify({ pickupNo, code: '482913', days: 3 }));
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);

  // One row per phone on 用户短信, the operator's phone matched to its user.
  await page.goto('/customer/usersms');
  await expect(heading(page, '用户短信')).toBeVisible(LOADED);
  const text = `【瑞粮交易】您的提货单${pickupNo}已放行，提货码482913，请于3日内提货。`;
  await expect(page.locator('.MuiDataGrid-row').filter({ hasText: pickupNo })).toHaveCount(2, LOADED);
  const sent = (await list(page.request, '/blade-tradePort/usersms/list?current=1&size=50')).filter((row) =>
    String(row.content).includes(pickupNo),
  );
  expect(sent.map((row) => [row.phone, row.content, row.userName]).sort()).toEqual([
    ['13800000006', text, '周操作'],
    ['13912345678', text, ''],
  ]);
});

test('代码生成: add, copy and remove a config; gen-code downloads a real .zip of the table’s files', async ({ page }, testInfo) => {
  const module = `e2e公告${unique()}`;
  await page.goto('/tool/code');
  await expect(heading(page, '代码生成')).toBeVisible(LOADED);
  const grid = new WorkflowGrid(page, 'code');

  // 新增: a config for the notice table, reading the embedded SQLite datasource.
  await page.getByTestId('toolbar-add').click();
  const form = page.getByRole('dialog', { name: /^新增代码生成$/ });
  await form.locator('[name="codeName"]').fill(module);
  await form.locator('[name="serviceName"]').fill('blade-desk');
  await form.locator('[name="tableName"]').fill('blade_notice');
  await form.locator('[name="tablePrefix"]').fill('blade_');
  await form.locator('[name="packageName"]').fill('org.springblade.desk');
  await form.getByRole('combobox', { name: /^数据源/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'sqlite' }).click();
  await page.keyboard.press('Tab');
  await form.getByTestId('dialog-save').click();
  await expect(page.getByRole('alert').filter({ hasText: '新增成功' })).toBeVisible();
  await search(page, 'codeName', module);
  await expect(grid.row(module)).toContainText('blade_notice');

  // 生成代码: a .zip read back with an independent reader, its files built from the table's real columns.
  const downloading = page.waitForEvent('download');
  await grid.run(module, 'gen', { confirm: false });
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^code-\d{14}\.zip$/);
  const saved = testInfo.outputPath('code.zip');
  await download.saveAs(saved);
  const entries = zipEntries(fs.readFileSync(saved));
  const names = [...entries.keys()];
  const file = (suffix: string) => {
    const name = names.find((candidate) => candidate.endsWith(suffix));
    expect(name, `${suffix} in ${names.join(', ')}`).toBeDefined();
    return entries.get(name!)!.toString('utf8');
  };
  const entity = file('/entity/Notice.java');
  expect(entity).toContain('package org.springblade.desk');
  expect(entity).toMatch(/@TableName\("blade_notice"\)/);
  expect(entity).toContain('private String title;');
  expect(file('/controller/NoticeController.java')).toContain('class NoticeController');
  expect(file('/mapper/NoticeMapper.xml')).toContain('<result column="release_time" property="releaseTime"/>');
  expect(file('/web/src/views/desk/notice.vue')).toContain('title');
  expect(file('/tradeport/lib/resources/desk/notice.ts')).toContain('defineResource');

  // 复制: the same configuration as "<name>-copy"; both removed again.
  await grid.run(module, 'copy');
  await expect(grid.toast('复制成功')).toBeVisible();
  await search(page, 'codeName', `${module}-copy`);
  await expect(grid.row(`${module}-copy`)).toContainText('blade_notice');
  for (const name of [`${module}-copy`, module]) {
    await search(page, 'codeName', name);
    await grid.row(name).first().getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '删除成功' }).first()).toBeVisible();
  }
  await search(page, 'codeName', module);
  await expect(grid.row(module)).toHaveCount(0);
});

test('日志: the calls made here appear in 接口日志 with their detail; 通用日志 and 错误日志 open their details', async ({ page }) => {
  // A write through the BFF, so the API log has a row this test made.
  const remark = `e2e日志${unique()}`;
  const saved = await page.request.post('/api/blade-system/param/submit', {
    headers: { Origin: baseURL },
    data: { paramName: remark, paramKey: `e2e.log.${unique()}`, paramValue: 'on' },
  });
  expect((await saved.json()).success).toBe(true);

  await page.goto('/monitor/log/api');
  await expect(heading(page, '接口日志')).toBeVisible(LOADED);
  await search(page, 'requestUri', '/blade-system/param/submit');
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: '/blade-system/param/submit' }).first();
  await expect(row).toContainText('blade-system', LOADED);
  await row.getByTestId('row-view').click();
  const detail = page.getByRole('dialog', { name: /^查看接口日志$/ });
  await expect(detail.locator('[data-field="params"]')).toContainText(remark);
  await expect(detail.locator('[data-field="createBy"]')).toHaveText('admin');
  await detail.getByRole('button', { name: '关闭' }).click();

  // 通用日志: this session's sign-in, written by the service.
  await page.goto('/monitor/log/usual');
  await expect(heading(page, '通用日志')).toBeVisible(LOADED);
  await search(page, 'logId', 'login');
  const login = page.locator('.MuiDataGrid-row').filter({ hasText: '用户 admin' }).first();
  await expect(login).toContainText('登录成功', LOADED);
  await login.getByTestId('row-view').click();
  const usual = page.getByRole('dialog', { name: /^查看通用日志$/ });
  await expect(usual.locator('[data-field="requestUri"]')).toHaveText('/blade-auth/oauth/token');
  await expect(usual.locator('[data-field="params"]')).toContainText('password=******');
  await usual.getByRole('button', { name: '关闭' }).click();

  await page.goto('/monitor/log/error');
  await expect(heading(page, '错误日志')).toBeVisible(LOADED);
  await page.locator('.MuiDataGrid-row').first().getByTestId('row-view').click();
  const error = page.getByRole('dialog', { name: /^查看错误日志$/ });
  await expect(error.locator('[data-field="stackTrace"]')).toContainText(/\bat\b|Exception/);
});

test('the operator reads SMS settings and the code generator but is refused enabling, sending and generating', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  try {
    await apiLogin(context.request, OPERATOR);
    const page = await context.newPage();
    await page.goto('/resource/sms');
    await expect(heading(page, '短信配置')).toBeVisible(LOADED);
    await expect(page.locator('.MuiDataGrid-row').filter({ hasText: 'aliyun' })).toBeVisible(LOADED);
    await expect(page.getByTestId('toolbar-add')).toHaveCount(0);
    await expect(page.locator('.MuiDataGrid-row').filter({ hasText: 'aliyun' }).locator('[aria-haspopup="menu"]')).toHaveCount(0);

    await page.goto('/tool/code');
    await expect(heading(page, '代码生成')).toBeVisible(LOADED);
    await expect(page.locator('.MuiDataGrid-row').filter({ hasText: '挂牌商品' })).toBeVisible(LOADED);
    await expect(page.getByTestId('toolbar-action-gen')).toHaveCount(0);

    // The service refuses the calls themselves, with Blade's body.
    const sms = await list(context.request, '/blade-resource/sms/list?current=1&size=10');
    const tencent = sms.find((config) => config.smsCode === 'tencent')!;
    const refusals = [
      await context.request.post(`/api/blade-resource/sms/enable?id=${tencent.id}`, { headers: { Origin: baseURL } }),
      await context.request.post('/api/blade-resource/sms/endpoint/send-message?code=aliyun&phones=13800000006', {
        headers: { Origin: baseURL },
      }),
      await context.request.get('/api/blade-develop/code/gen-code?ids=1&system=saber'),
    ];
    for (const refused of refusals) {
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 403, success: false });
    }
  } finally {
    await context.close();
  }
});
