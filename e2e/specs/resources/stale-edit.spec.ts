import { expect, test } from '@playwright/test';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });

test('saving a record deleted meanwhile (in another tab) says so and keeps what was typed', async ({ page, context }) => {
  const key = `e2e.stale.${Date.now().toString(36)}`;
  const write = (path: string, data?: unknown) =>
    context.request.post(`/api/blade-system/param/${path}`, { headers: { Origin: baseURL }, ...(data ? { data } : {}) });
  expect((await (await write('submit', { paramName: '过期编辑', paramKey: key, paramValue: '1' })).json()).success).toBe(true);
  const { id } = (await (await context.request.get('/api/blade-system/param/list', { params: { paramKey: key } })).json()).data.records[0];

  await page.goto(`/system/param?paramKey=${key}`);
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: key });
  await row.getByTestId('row-edit').click();
  const form = page.getByRole('dialog', { name: '编辑参数' });
  await form.getByRole('textbox', { name: '参数键值' }).fill('2');
  // Another tab deletes it.
  expect((await (await write(`remove?ids=${id}`)).json()).success).toBe(true);
  await form.getByTestId('dialog-save').click();
  await expect(form.getByTestId('dialog-error')).toHaveText('该记录已被删除（可能在其他页面），无法保存');
  await expect(form.getByRole('textbox', { name: '参数键值' })).toHaveValue('2');
});
