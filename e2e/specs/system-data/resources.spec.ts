import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });
// Journeys of several screens: generous on a loaded machine (each takes seconds when it is not).
test.describe.configure({ timeout: 120_000 });

/** A screen's first load waits on the menus, buttons and list (slow on a loaded machine). */
const FIRST_LOAD = { timeout: 20_000 };

test('SMS: enable one config, send a message through it, read it in 用户短信', async ({ page, context }) => {
  const grid = new WorkflowGrid(page, 'sms');
  await page.goto('/resource/sms');
  await expect(grid.row('tencent')).toContainText('未启用', FIRST_LOAD);
  await expect(grid.row('aliyun')).toContainText('已启用');

  // Only an inactive config offers enable; enabling one deactivates the other.
  await grid.expectActions('aliyun', ['send']);
  await grid.run('tencent', 'enable');
  await expect(grid.toast('启用成功')).toBeVisible();
  await expect(grid.row('tencent')).toContainText('已启用');
  await expect(grid.row('aliyun')).toContainText('未启用');

  // Send through aliyun: a bad phone is refused in the dialog, which keeps what was typed.
  const phone = `139${Date.now().toString().slice(-8)}`;
  await grid.run('aliyun', 'send', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.locator('[name="phones"]').fill('12345');
  await form.locator('[name="params"]').fill('{"pickupNo":"TH-E2E","code":"6620","days":2}');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toContainText('手机号格式不正确: 12345');
  await form.locator('[name="phones"]').fill(phone);
  await form.getByTestId('row-action-submit').click();
  await expect(grid.toast('发送短信成功')).toBeVisible();

  await page.goto(`/customer/usersms?phone=${phone}`);
  await expect(page.locator('.MuiDataGrid-row').filter({ hasText: phone })).toContainText('【瑞粮交易】您的提货单TH-E2E已放行，提货码6620', FIRST_LOAD);

  // Leave aliyun active as seeded.
  const aliyun = (await (await context.request.get('/api/blade-resource/sms/list?smsCode=aliyun')).json()).data.records[0];
  expect((await context.request.post(`/api/blade-resource/sms/enable?id=${aliyun.id}`, { headers: { Origin: baseURL } })).status()).toBe(200);
});

test('attachments: an upload is listed and downloads under its original name', async ({ page, context }) => {
  const original = `验收单-${Date.now().toString(36)}.csv`;
  const uploaded = await context.request.post('/api/blade-resource/oss/endpoint/put-file', {
    headers: { Origin: baseURL }, multipart: { file: { name: original, mimeType: 'text/csv', buffer: Buffer.from('批次,重量\nA1,33.46\n') } },
  });
  expect(uploaded.status()).toBe(200);
  const grid = new WorkflowGrid(page, 'attach');
  await page.goto(`/resource/attach?originalName=${encodeURIComponent(original)}`);
  await expect(grid.row(original)).toContainText('csv', FIRST_LOAD);
  const downloading = page.waitForEvent('download');
  await grid.run(original, 'download', { confirm: false });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(original);
  expect(fs.readFileSync(await download.path(), 'utf8')).toContain('A1,33.46');
});
