import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, type Account } from '../../support/api-login';
import { createFreshUser } from '../../support/fresh-user';
import { baseURL } from '../../support/env';
import zh from '../../../messages/zh.json';

test.describe.configure({ timeout: 180_000 });
const LOADED = { timeout: 30_000 };
/** Seeded 超级管理员 of tenant 000000: the fresh user sees every screen, and its views touch no other spec's account. */
const ADMINISTRATOR_ROLE = '1123598816738675201';
const t = zh.savedViews;
const fields = zh.resources.param.fields;

/** A browser of its own (no shared storage) signed in as the account. */
async function browserOf(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, account);
  return context.newPage();
}

const menu = (page: Page) => page.getByTestId('views-menu');
const columnHeader = (page: Page, label: string) => page.getByRole('columnheader', { name: label });

test('save a view, open the screen to it by default, reapply it, and share it as a link that opens it in another browser', async ({
  browser,
}) => {
  const user = await createFreshUser('views', { roleId: ADMINISTRATOR_ROLE });
  const page = await browserOf(browser, user);

  // A search, a page size and a hidden column.
  await page.goto('/system/param?size=30');
  await page.getByRole('search').getByRole('textbox', { name: fields.paramName }).fill('账号');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/paramName=/);
  await page.getByTestId('toolbar-columns').click();
  const columns = page.getByRole('dialog', { name: zh.crud.columns });
  await columns.getByRole('checkbox', { name: fields.paramValue, exact: true }).uncheck();
  await columns.getByRole('button', { name: zh.crud.close }).click();
  await expect(columnHeader(page, fields.paramValue)).toHaveCount(0);

  // Saved under a name, as the default.
  await menu(page).click();
  await page.getByTestId('views-save').click();
  const save = page.getByRole('dialog', { name: t.saveTitle });
  await save.getByTestId('view-name').fill('账号参数');
  await save.getByTestId('view-default').click();
  await save.getByTestId('view-save-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '视图「账号参数」已保存' })).toBeVisible();
  await expect(menu(page)).toHaveText('视图：账号参数');

  // The plain screen opens to the default view.
  await page.goto('/system/param');
  await expect(page).toHaveURL(/paramName=%E8%B4%A6%E5%8F%B7/, LOADED);
  await expect(page).toHaveURL(/size=30/);
  await expect(menu(page)).toHaveText('视图：账号参数');
  await expect(columnHeader(page, fields.paramValue)).toHaveCount(0);

  // Cleared, then reapplied from the menu.
  await page.getByTestId('search-reset').click();
  await expect(page).not.toHaveURL(/paramName=/);
  await expect(menu(page)).toHaveText(t.button);
  await menu(page).click();
  await page.getByTestId('views-item').filter({ hasText: '账号参数' }).click();
  await expect(page).toHaveURL(/paramName=/);
  await expect(page.getByRole('search').getByRole('textbox', { name: fields.paramName })).toHaveValue('账号');
  for (const row of await page.locator('.MuiDataGrid-row').all()) await expect(row).toContainText('账号');

  // Shared as a link.
  await menu(page).click();
  await page.getByTestId('views-share').click();
  const link = await page.getByTestId('view-share-url').inputValue();
  expect(link).toContain('/system/param?');
  expect(link).toContain('cols=');

  // Another browser of the same user: the view followed them (kept on the server), and the link opens the same view.
  const other = await browserOf(browser, user);
  await other.goto(link);
  await expect(other.getByRole('search').getByRole('textbox', { name: fields.paramName })).toHaveValue('账号', LOADED);
  await expect(columnHeader(other, fields.paramKey)).toBeVisible();
  await expect(columnHeader(other, fields.paramValue)).toHaveCount(0);
  await expect(menu(other)).toHaveText('视图：账号参数');

  // No longer the default: the plain screen is plain again.
  await menu(other).click();
  await other.getByTestId('views-manage').click();
  const manage = other.getByRole('dialog', { name: t.manageTitle });
  await manage.getByRole('button', { name: t.unsetDefault.replace('{name}', '账号参数') }).click();
  await expect(other.getByRole('alert').filter({ hasText: t.defaultCleared })).toBeVisible();
  await expect(manage.getByRole('button', { name: t.setDefault.replace('{name}', '账号参数') })).toBeVisible();
  await manage.getByRole('button', { name: t.close }).click();
  const listed = page.waitForResponse((response) => response.url().includes('/api/blade-user/view/list'));
  await page.goto('/system/param');
  expect((await listed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: zh.resources.param.name, level: 1 })).toBeVisible(LOADED);
  await expect(page).not.toHaveURL(/paramName=/);
  await page.context().close();
  await other.context().close();
});
