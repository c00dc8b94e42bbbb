import fs from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });

type Row = Record<string, unknown>;
const TP = '/api/blade-tradePort';
const useLanguage = (context: BrowserContext, locale: 'zh' | 'en') =>
  context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
const data = async (request: APIRequestContext, path: string) => (await (await request.get(path)).json()).data;

/** A pick-up being lifted (提货中) or done, with its weigh slips: every part of the slip has something to show. */
async function weighedPickup(request: APIRequestContext) {
  const page = (await data(request, `${TP}/orderpickup/list?pickupStatus_equal=4&size=20`)) as { records: Row[] };
  for (const pickup of page.records) {
    const slips = (await data(request, `/api/blade-order/orderpickupdetail/listDetail?pickupId=${pickup.id}`)) as Row[];
    if (slips.length > 0 && pickup.sellerName && pickup.warehouseName) return { pickup, slips };
  }
  throw new Error('the seed has no pick-up with weigh slips');
}

/** The QR code as the gate's scanner sees it: a screenshot of the printed code, decoded. */
async function scanQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.locator('svg.print-qr').screenshot({ scale: 'device' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** A PDF's document title (Chromium writes it from the page's title, as UTF-16 hex when not ASCII). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<([0-9A-Fa-f]+)>/.exec(text);
  if (hex) return Buffer.from(hex[1].replace(/^FEFF/i, ''), 'hex').swap16().toString('utf16le');
  return /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? '';
}

test('a pick-up slip prints from its row with parties, goods, vehicles and a QR code of its number, and downloads as a PDF', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { pickup, slips } = await weighedPickup(context.request);
  const pickupNo = String(pickup.pickupNo);

  await page.goto(`/order/orderpickup?pickupNo=${pickupNo}`);
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: pickupNo });
  await expect(row).toHaveCount(1);
  const [slip] = await Promise.all([context.waitForEvent('page'), row.getByTestId('row-print').click()]);
  await expect(slip).toHaveURL(new RegExp(`/print/pickup/${pickup.id}$`));

  const sheet = slip.locator('.print-sheet');
  await expect(sheet.getByRole('heading', { name: '提货单', level: 1 })).toBeVisible();
  await expect(slip.locator('main[data-print-ready="true"]')).toHaveCount(1);
  await expect(slip.getByTestId('print-number')).toHaveText(pickupNo);
  await expect(slip.getByTestId('party-seller')).toHaveText(String(pickup.sellerName));
  await expect(slip.getByTestId('party-buyer')).toHaveText(String(pickup.buyerName));
  const field = (name: string) => sheet.locator(`[data-field="${name}"] dd`);
  await expect(field('goodsName')).toHaveText(String(pickup.goodsName));
  await expect(field('warehouseName')).toHaveText(String(pickup.warehouseName));
  await expect(field('grade')).toHaveText(/等/);
  await expect(field('applyQuantity')).toHaveText(
    `${Number(pickup.applyQuantity).toLocaleString('zh-CN', { minimumFractionDigits: 3 })} t`,
  );
  const vehicles = slip.getByTestId('table-vehicles');
  for (const weighed of slips) await expect(vehicles).toContainText(String(weighed.plateNo));
  const settled = slips.reduce((total, weighed) => total + Number(weighed.settleWeight), 0);
  await expect(vehicles.locator('.print-total')).toContainText(
    `${settled.toLocaleString('zh-CN', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t`,
  );
  await expect(sheet.getByText('盖章处')).toHaveCount(2);
  await expect(sheet.getByText('签字:')).toHaveCount(3);

  // What the gate scans is the pick-up number.
  await expect(slip.locator('svg.print-qr')).toHaveAttribute('data-qr', pickupNo);
  expect(await scanQr(slip)).toBe(pickupNo);

  // The server's PDF of the same page, made with this session.
  const [download] = await Promise.all([slip.waitForEvent('download'), slip.getByRole('button', { name: '下载PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`提货单-${pickupNo}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfTitle(pdf)).toBe(`提货单 ${pickupNo}`);

  // In English, the same slip.
  await useLanguage(context, 'en');
  await slip.reload();
  await expect(slip.locator('.print-sheet').getByRole('heading', { name: 'Pick-up Slip', level: 1 })).toBeVisible();
  await expect(slip.locator('[data-field="warehouseName"] dt')).toHaveText('Warehouse');
  await expect(slip.getByTestId('table-vehicles').locator('th').first()).toHaveText('No.');
  expect(await scanQr(slip)).toBe(pickupNo);
  await useLanguage(context, 'zh');
});

test('the server PDF needs a session, and a record that cannot be read is answered with a message, not an empty PDF', async ({
  browser,
  context,
}) => {
  const outsider = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const refused = await outsider.request.get('/bff/print/pickup/1');
  expect(refused.status(), await refused.text()).toBe(401);
  await outsider.close();
  expect((await context.request.get('/bff/print/nothing/1')).status()).toBe(404);
  const missing = await context.request.get('/bff/print/pickup/1');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, msg: '请求的资源不存在' });
});
