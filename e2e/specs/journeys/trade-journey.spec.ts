import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../support/env';

/**
 * The trade journey as far as the screens carry it: a listing with two SKUs is saved and put on sale
 * (the goods-add form and the grid's 上架 are driven by specs/trade/goods.spec.ts, so through the API
 * here), found among the listings on sale from the order screen's 新增 and ordered (SKU lines, totals
 * adding up), its lines confirmed on the order page and its sales contract generated.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
test.setTimeout(240_000); // a long journey through five screens on a slow shared runner

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a listing with SKUs on sale, ordered by two of its SKUs, its lines confirmed and its contract generated', async ({ page }) => {
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const goodsNo = `E2E-J-${stamp}`;
  const goodsName = `E2E 旅程玉米 ${stamp}`;
  const corn = (await (await page.request.get('/api/blade-tradePort/category/list', { params: { categoryName: '玉米', size: 1 } })).json())
    .data.records[0].id;
  const saved = await (
    await page.request.post('/api/blade-tradePort/goods/saveGoodsAndProduct', {
      headers: { Origin: baseURL },
      data: {
        goodsNo,
        goodsName,
        categoryId: corn,
        sellerName: '黑龙江北大荒粮食贸易有限公司',
        depositRatio: 10,
        origin: '黑龙江哈尔滨',
        harvestYear: '2025',
        gallery: ['/api/blade-resource/oss/endpoint/file/e2e-pile.png'],
        products: [
          { sku: 'BULK', price: 2210, stock: 300, specValues: { 容重: '≥710' } },
          { sku: 'BAG', price: 2240, stock: 100, specValues: { 容重: '≥710' } },
        ],
      },
    })
  ).json();
  expect(saved.code, saved.msg).toBe(200);

  // Put on sale (the goods grid's row button is driven by specs/trade/goods.spec.ts).
  const onSale = await (
    await page.request.post('/api/blade-tradePort/goods/goodsOnSale', { headers: { Origin: baseURL }, data: { id: saved.data } })
  ).json();
  expect(onSale.code, onSale.msg).toBe(200);

  // The order screen's 新增: the listing, then a line per SKU; totals follow what is typed.
  await page.goto('/order/order');
  await page.getByTestId('toolbar-add').click();
  const dialog = page.getByTestId('order-add-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByTestId('order-add-submit').click();
  await expect(dialog.getByText('请选择挂牌商品')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^挂牌商品/ }).fill(stamp);
  await page.getByRole('option', { name: new RegExp(goodsNo) }).click();
  await dialog.getByRole('textbox', { name: '买方' }).fill('哈尔滨金谷粮油有限公司');
  await dialog.getByRole('combobox', { name: 'SKU 1' }).click();
  await page.getByRole('option', { name: /^BULK/ }).click();
  await expect(dialog.getByRole('textbox', { name: '单价(元/吨) 1' })).toHaveValue('2210');
  // A price other than the listing's asks why (the service refuses a negotiated price without a note; the dialog was
  // already submitted once, so the question shows as missing); back at the listed price it goes away.
  await dialog.getByRole('textbox', { name: '单价(元/吨) 1' }).fill('2200');
  await expect(dialog.getByTestId('order-price-reason')).toContainText('单价与挂牌价不同，请填写议价说明');
  await dialog.getByRole('textbox', { name: '单价(元/吨) 1' }).fill('2210');
  await expect(dialog.getByTestId('order-price-reason')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: '数量(吨) 1' }).fill('120');
  await dialog.getByTestId('order-line-add').click();
  await dialog.getByRole('combobox', { name: 'SKU 2' }).click();
  await page.getByRole('option', { name: /^BAG/ }).click();
  // More than the bagged lot holds: named on the line, nothing sent.
  await dialog.getByRole('textbox', { name: '数量(吨) 2' }).fill('150');
  await dialog.getByTestId('order-add-submit').click();
  await expect(dialog.getByText('超过可订数量')).toBeVisible();
  await dialog.getByRole('textbox', { name: '数量(吨) 2' }).fill('80.5');
  await expect(dialog.getByTestId('order-total-quantity')).toHaveText('200.500 t');
  await expect(dialog.getByTestId('order-total-amount')).toHaveText('¥445,520.00');
  await expect(dialog.getByTestId('order-total-deposit')).toHaveText('¥44,552.00');
  const answer = page.waitForResponse((response) => response.url().includes('/order/saveOrderAndDetail'));
  await dialog.getByTestId('order-add-submit').click();
  const orderNo = (await (await answer).json()).data.orderNo as string;
  await expect(toast(page, `订单 ${orderNo} 已创建`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The order page: its two lines add up; confirming them moves it to 待签约.
  await page.goto(`/order/orderdetail/${orderNo}`);
  await expect(page.getByTestId('lines-table').locator('tbody tr')).toHaveCount(2, { timeout: 45_000 });
  await page.getByTestId('confirm-lines').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '明细已确认')).toBeVisible();

  // Its contract page generates the sales contract, ready for signing.
  await page.getByTestId('open-contract').click();
  await expect(page).toHaveURL(new RegExp(`/order/ordercontract/${orderNo}$`));
  await page.getByTestId('generate-contract').click();
  await expect(page.getByTestId('contracts-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('contracts-table').locator('tbody tr')).toContainText('待签署');
  const order = (await (await page.request.get('/api/blade-tradePort/order/detail', { params: { orderNo } })).json()).data;
  expect(order).toMatchObject({ orderStatus: 1, quantity: 200.5, amount: 445520, goodsName });
});
