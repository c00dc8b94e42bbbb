import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });
// Journeys of several screens: generous on a loaded machine (each takes seconds when it is not).
test.describe.configure({ timeout: 120_000 });

/** A screen's first load waits on the menus, buttons and list (slow on a loaded machine). */
const FIRST_LOAD = { timeout: 20_000 };

const dialog = (page: Page, title: RegExp) => page.getByRole('dialog', { name: title });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('horizontal: a dictionary beside its entries, with the spec’s rules and Blade’s refusals', async ({ page }) => {
  const code = `e2e_grade_${Date.now().toString(36)}`;
  await page.goto('/dict-horizontal/index');
  await expect(page.getByRole('heading', { name: '系统字典', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('dict-add-parent')).toBeVisible(FIRST_LOAD);

  // A new dictionary: the empty save shows every required message; the dialog is 880 px wide.
  await page.getByTestId('dict-add-parent').click();
  const parentForm = dialog(page, /^新增系统字典$/);
  await parentForm.getByTestId('dialog-save').click();
  for (const message of ['请输入字典编号', '请输入字典名称']) await expect(parentForm.getByText(message)).toBeVisible();
  expect(Math.round((await parentForm.boundingBox())!.width)).toBe(880);
  await parentForm.locator('[name="code"]').fill(code);
  await parentForm.locator('[name="dictValue"]').fill('粮食等级');
  await parentForm.getByTestId('dialog-save').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // Selecting it lists its (no) entries beside it; an entry takes the dictionary's code, read-only.
  await page.locator('[name="search-code"]').fill(code);
  await page.getByTestId('search-submit').click();
  await page.getByTestId(`dict-parent-${code}`).click();
  await expect(page.getByTestId('dict-entry-panel')).toContainText('粮食等级 的字典项');
  await page.getByTestId('dict-add-entry').click();
  const entryForm = dialog(page, /^新增系统字典$/);
  await expect(entryForm.locator('[name="code"]')).toHaveValue(code);
  await expect(entryForm.locator('[name="code"]')).toBeDisabled();
  await expect(entryForm.locator('[name="parentName"]')).toHaveValue('粮食等级');
  await entryForm.locator('[name="dictKey"]').focus();
  await entryForm.locator('[name="dictValue"]').focus();
  await expect(entryForm.getByText('请输入字典键值')).toBeVisible();
  await entryForm.locator('[name="dictKey"]').fill('1');
  await entryForm.locator('[name="dictValue"]').fill('一等');
  await entryForm.getByTestId('dialog-save').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(page.getByTestId('dict-entry-1')).toContainText('一等');

  // The same key again: Blade's message, and the form keeps what was typed.
  await page.getByTestId('dict-add-entry').click();
  await entryForm.locator('[name="dictKey"]').fill('1');
  await entryForm.locator('[name="dictValue"]').fill('一等品');
  await entryForm.getByTestId('dialog-save').click();
  await expect(entryForm.getByTestId('dialog-error')).toHaveText('当前字典键值已存在!');
  await expect(entryForm.locator('[name="dictValue"]')).toHaveValue('一等品');
  await entryForm.getByRole('button', { name: '取消' }).click();
  // The form was changed: discarding it is confirmed.
  await page.getByRole('dialog').filter({ hasText: '有未保存的修改' }).getByRole('button', { name: '确定' }).click();

  // A dictionary with entries cannot be removed.
  await page.getByTestId(`dict-parent-${code}`).getByTestId('row-delete').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '请先删除子节点!')).toBeVisible();
  await expect(page.getByTestId(`dict-parent-${code}`)).toBeVisible();
});

test('vertical: business dictionaries as a tree; sealing an entry hides it from the selects', async ({ page, context }) => {
  // A dictionary of this test's own (sealing a seeded entry would change other screens' labels).
  const code = `e2e_moist_${Date.now().toString(36)}`;
  const api = '/api/blade-system/dict-biz';
  const write = async (path: string, data: unknown) =>
    expect((await (await context.request.post(`${api}/${path}`, { data, headers: { Origin: baseURL } })).json()).code).toBe(200);
  await write('submit', { code, dictValue: '水分档位', sort: 1, isSealed: 0 });
  const parent = (await (await context.request.get(`${api}/parent-list?code_equal=${code}`)).json()).data.records[0];
  for (const [key, value] of [
    ['1', '14%以下'],
    ['2', '14%以上'],
  ])
    await write('submit', { parentId: parent.id, dictKey: key, dictValue: value, sort: Number(key), isSealed: 0 });
  const lookup = async () =>
    ((await (await context.request.get(`${api}/dictionary?code=${code}`)).json()).data as { dictKey: string }[]).map((row) => row.dictKey);
  expect(await lookup()).toEqual(['1', '2']);

  await page.goto('/dict-vertical/index');
  await expect(page.getByRole('heading', { name: '业务字典', level: 1 })).toBeVisible(FIRST_LOAD);
  await page.locator('[name="dict-filter"]').fill(code);
  await page.getByTestId('dict-parent-tree').getByTestId(`dict-parent-${code}`).click();
  const entry = page.getByTestId('dict-entry-2');
  await expect(entry).toContainText('正常');

  await entry.getByTestId('row-edit').click();
  const form = dialog(page, /^编辑业务字典$/);
  await expect(form.locator('[name="dictKey"]')).toHaveValue('2');
  await expect(form.locator('[name="code"]')).toBeDisabled();
  await form.locator('[name="isSealed"]').check();
  await form.getByTestId('dialog-save').click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(entry).toContainText('已封存');
  expect(await lookup()).toEqual(['1']);
});

test('a dictionary list that could not load says why and loads again on 重试, without a reload', async ({ page }) => {
  // The gateway's timeout for the first call only, as a service that is back by the time the user retries.
  let failed = false;
  await page.route('**/api/blade-system/dict/parent-list*', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({
      status: 504,
      contentType: 'application/json',
      body: JSON.stringify({ code: 504, success: false, data: {}, msg: '后端服务响应超时' }),
    });
  });
  await page.goto('/dict-horizontal/index');
  const failure = page.getByTestId('load-failure');
  await expect(failure).toContainText('后端服务响应超时', FIRST_LOAD);
  await failure.getByTestId('load-retry').click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByTestId('dict-parents').locator('[data-testid^="dict-parent-"]').first()).toBeVisible();
});
