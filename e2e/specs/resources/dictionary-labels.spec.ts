import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import zh from '../../../messages/zh.json';
import en from '../../../messages/en.json';
import { apiLogin } from '../../support/api-login';
import { baseURL } from '../../support/env';
import { zipEntries } from '../../support/zip-entries';

/**
 * Blade stores one (Chinese) label per dictionary entry. English screens show the messages' English label
 * while the stored label is still the seeded one, and a tenant's own wording otherwise; Chinese screens
 * show what is stored.
 */
test.describe.configure({ timeout: 120_000 });

const FIRST_LOAD = { timeout: 20_000 };
const PICKUPS = '/api/blade-tradePort/orderpickup/list';
const pickupStatus = (messages: typeof zh, key: number) => messages.dictLabels.pickup_status[String(key) as '0'];
const depositStatus = (messages: typeof zh, key: number) => messages.dictLabels.deposit_status[String(key) as '0'];

type Pickup = { pickupNo: string; pickupStatus: number; depositStatus: number };

async function pickups(request: APIRequestContext, query = ''): Promise<Pickup[]> {
  const body = await (await request.get(`${PICKUPS}?size=100${query}`)).json();
  expect(body.code, body.msg).toBe(200);
  return body.data.records;
}

async function switchLanguage(page: Page, language: 'English' | '中文') {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: language }).click();
}

const row = (page: Page, text: string) => page.locator('.MuiDataGrid-row').filter({ hasText: text });

test.describe('the administrator of the platform tenant', () => {
  test.use({ storageState: 'e2e/.auth/admin.json' });

  test('a pick-up grid, its status filter and its export read English in English and the stored Chinese in Chinese', async ({
    page,
    context,
  }, testInfo) => {
    const [done] = await pickups(context.request, '&pickupStatus_equal=5');
    expect(done, 'a completed pick-up is seeded').toBeTruthy();

    await page.goto(`/order/orderpickup?pickupNo=${done.pickupNo}`);
    await expect(row(page, done.pickupNo)).toContainText(pickupStatus(zh, 5), FIRST_LOAD);
    await switchLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: en.resources.orderpickup.name, level: 1 })).toBeVisible();
    await expect(row(page, done.pickupNo)).toContainText(pickupStatus(en, 5));
    await expect(row(page, done.pickupNo)).toContainText(depositStatus(en, done.depositStatus));
    await expect(row(page, done.pickupNo)).not.toContainText(pickupStatus(zh, 5));

    // The search bar's dictionary select lists the English labels.
    await page.getByRole('combobox', { name: 'Pick-up status' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: pickupStatus(en, 2) })).toHaveCount(1);
    await expect(options.filter({ hasText: pickupStatus(zh, 2) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The xlsx export is in the user's language too.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('toolbar-export').click();
    const saved = testInfo.outputPath('pickups-en.xlsx');
    await (await downloading).saveAs(saved);
    const sheet = zipEntries(fs.readFileSync(saved)).get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet).toContain(`>${pickupStatus(en, 5)}<`);
    expect(sheet).not.toContain(`>${pickupStatus(zh, 5)}<`);

    // Back in Chinese: the stored labels, in the grid and in the select.
    await switchLanguage(page, '中文');
    await expect(page.getByRole('heading', { name: zh.resources.orderpickup.name, level: 1 })).toBeVisible();
    await expect(row(page, done.pickupNo)).toContainText(pickupStatus(zh, 5));
    await expect(row(page, done.pickupNo)).toContainText(depositStatus(zh, done.depositStatus));
    await page.getByRole('combobox', { name: zh.resources.orderpickup.fields.pickupStatus }).click();
    await expect(
      page
        .getByRole('listbox')
        .getByRole('option')
        .filter({ hasText: pickupStatus(zh, 2) }),
    ).toHaveCount(1);
  });
});

test('an entry a tenant renamed keeps the tenant’s wording on English screens; the others read English', async ({ browser }) => {
  // The second tenant's own copy of the business dictionaries, so no other test sees the rename.
  const context = await browser.newContext();
  await apiLogin(context.request, { tenantId: '100001', account: 'admin', password: 'admin' });
  const rows = await pickups(context.request);
  const renamed = rows[0];
  const other = rows.find((candidate) => candidate.pickupStatus !== renamed.pickupStatus);
  expect(other, 'the tenant has pick-ups in two states').toBeTruthy();

  const api = '/api/blade-system/dict-biz';
  const entries = (await (await context.request.get(`${api}/dictionary?code=pickup_status`)).json()).data as Record<string, unknown>[];
  const entry = entries.find((candidate) => candidate.dictKey === String(renamed.pickupStatus))!;
  const save = async (dictValue: unknown) => {
    const saved = await (
      await context.request.post(`${api}/submit`, { data: { ...entry, dictValue, isSealed: 0 }, headers: { Origin: baseURL } })
    ).json();
    expect(saved.code, saved.msg).toBe(200);
  };
  const ownWording = '本租户自定义状态';
  await save(ownWording);
  try {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL }]);
    const page = await context.newPage();
    await page.goto(`/order/orderpickup?pickupNo=${renamed.pickupNo}`);
    await expect(row(page, renamed.pickupNo)).toContainText(ownWording, FIRST_LOAD);
    await expect(row(page, renamed.pickupNo)).not.toContainText(pickupStatus(en, renamed.pickupStatus));
    await page.goto(`/order/orderpickup?pickupNo=${other!.pickupNo}`);
    await expect(row(page, other!.pickupNo)).toContainText(pickupStatus(en, other!.pickupStatus), FIRST_LOAD);
  } finally {
    await save(entry.dictValue);
    await context.close();
  }
});
