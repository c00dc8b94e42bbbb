import { expect, test, type Page } from '@playwright/test';

/**
 * The goods journey: a listing with two SKUs and an image on the goods-add screen; put on sale while a
 * SKU has no price (the server names what is missing); completed in edit mode (values loaded back);
 * put on sale, shown as on sale in the grid. Then a loan application's distribution.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function openGrid(page: Page) {
  await page.goto('/tradeport/goods');
  await expect(page.getByRole('heading', { name: '挂牌商品', level: 1 })).toBeVisible();
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
}

test('goods: add with SKUs and an image, refused then put on sale, edited with values loaded', async ({ page }) => {
  test.setTimeout(120_000); // one long journey through three screens on a slow 2-core runner
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const goodsNo = `E2E-G-${stamp}`;
  const goodsName = `E2E 东北黄玉米 ${stamp}`;

  await openGrid(page);
  await page.getByTestId('toolbar-add').click();
  await expect(page).toHaveURL(/\/tradeport\/goods-add$/);
  await expect(page.getByRole('heading', { name: '新增商品', level: 1 })).toBeVisible();
  // The tab is labelled by the goods-add menu entry.
  await expect(page.getByTestId('tab-/tradeport/goods-add')).toContainText('商品维护');

  // An empty save names the required fields and sends nothing.
  await page.getByTestId('goods-save').click();
  await expect(page.getByText('请输入商品编号')).toBeVisible();
  await expect(page.getByText('请选择品类')).toBeVisible();

  await box(page, '商品编号').fill(goodsNo);
  await box(page, '商品名称').fill(goodsName);
  // The seller is the contracts' 甲方: required.
  await expect(page.getByText('请输入卖方企业')).toBeVisible();
  await box(page, '卖方企业').fill('黑龙江北大荒粮食集团有限公司');
  const category = page.getByRole('combobox', { name: /^品类/ });
  await category.click();
  await category.fill('玉米');
  await page.getByRole('listbox').getByRole('option', { name: '玉米', exact: true }).click();
  // The category's specifications become SKU columns.
  await expect(page.getByTestId('sku-table').getByRole('columnheader', { name: '容重 (g/L)' })).toBeVisible();
  await box(page, '产地').fill('黑龙江哈尔滨');
  await box(page, '收获年度').fill('2025');
  await box(page, '水分(%)').fill('14.2');
  await box(page, '容重(g/L)').fill('712');

  await box(page, 'SKU编码 1').fill('A');
  await box(page, '容重 1').fill('≥710');
  await box(page, '单价(元/吨) 1').fill('2210.555');
  await box(page, '库存(吨) 1').fill('100.5');
  await page.getByTestId('sku-add').click();
  await box(page, 'SKU编码 2').fill('B');
  await box(page, '库存(吨) 2').fill('80');
  await page.locator('input[type="file"][name="gallery"]').setInputFiles({ name: 'pile.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.locator('img[src*="oss/endpoint/file"]')).toHaveCount(1);

  // Three decimals on a price: refused in the browser, with the field kept.
  await page.getByTestId('goods-save').click();
  await expect(page.getByText('最多保留2位小数')).toBeVisible();
  await box(page, '单价(元/吨) 1').fill('2210.50');
  await page.getByTestId('goods-save').click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(page).toHaveURL(/goods-add\?id=\d+/);
  await expect(page.getByRole('heading', { name: '编辑商品', level: 1 })).toBeVisible();

  // On the grid: put on sale is refused while SKU B has no price.
  await openGrid(page);
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: goodsNo });
  await expect(row).toBeVisible();
  await row.getByTestId('row-onsale').click();
  await expect(toast(page, '商品信息不完整，无法上架，缺少：SKU B 的价格')).toBeVisible();

  // Edit: the saved values come back, the missing price is added.
  await row.getByTestId('row-edit').click();
  await expect(page).toHaveURL(/goods-add\?id=\d+/);
  await expect(box(page, '商品名称')).toHaveValue(goodsName);
  await expect(box(page, '单价(元/吨) 1')).toHaveValue('2210.5');
  await expect(box(page, '容重 1')).toHaveValue('≥710');
  await expect(box(page, '库存(吨) 2')).toHaveValue('80');
  await expect(box(page, '水分(%)')).toHaveValue('14.2');
  await expect(box(page, '收获年度')).toHaveValue('2025');
  await box(page, '单价(元/吨) 2').fill('2190');
  await page.getByTestId('goods-save').click();
  await expect(toast(page, '更新成功')).toBeVisible();

  await openGrid(page);
  const listed = page.locator('.MuiDataGrid-row').filter({ hasText: goodsNo });
  await listed.getByTestId('row-onsale').click();
  await expect(toast(page, '商品已上架')).toBeVisible();
  // The grid draws only the columns in view: the status is read from the list the grid reads; the row shows the lowest SKU price.
  await expect(listed).toContainText('¥2,190.00');
  await expect
    .poll(async () => (await (await page.request.get('/api/blade-tradePort/goods/list', { params: { goodsNo } })).json()).data.records[0])
    .toMatchObject({ onSale: 1, goodsStatus: 2 });

  // On sale, the row offers 下架 instead, after a confirmation; then 上架 again.
  await expect(listed.getByTestId('row-onsale')).toHaveCount(0);
  await listed.getByTestId('row-offsale').click();
  await page.getByRole('dialog').filter({ hasText: '下架' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '商品已下架')).toBeVisible();
  await expect(listed.getByTestId('row-onsale')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/blade-tradePort/goods/list', { params: { goodsNo } })).json()).data.records[0])
    .toMatchObject({ onSale: 0, goodsStatus: 3 });
});

test('loan application: distribution to a funder and a supervisor', async ({ page }) => {
  await page.goto('/finance/financeloanapplication');
  await expect(page.getByRole('heading', { name: '融资申请', level: 1 })).toBeVisible();
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 20_000 });
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: '待资金方审批' }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const applicationNo = (await row.locator('[data-field="applicationNo"]').innerText()).trim();
  // The grid draws only the columns in view; the funder on record comes from the plain list.
  const record = async () =>
    (await (await page.request.get('/api/blade-tradePort/financeloanapplication/list', { params: { applicationNo } })).json()).data
      .records[0];
  const funder = (await record()).firstPartyName as string;
  expect(funder).not.toBe('');
  await row.getByTestId('row-distribute').click();

  const dialog = page.getByRole('dialog', { name: '分配融资申请' });
  await expect(dialog).toContainText(applicationNo);
  // firstPartyName prefills the funder.
  await expect(dialog.getByRole('textbox', { name: '资金方(甲方)', exact: true })).toHaveValue(funder);
  await dialog.getByRole('textbox', { name: '资金方(甲方)', exact: true }).fill('');
  await dialog.getByTestId('distribution-save').click();
  await expect(dialog.getByText('请输入资金方(甲方)')).toBeVisible();

  await dialog.getByRole('textbox', { name: '资金方(甲方)', exact: true }).fill('中原银行郑州分行');
  await dialog.getByRole('textbox', { name: '监管方(丙方)', exact: true }).fill('北方粮安监管服务有限公司');
  await dialog.getByRole('combobox', { name: /^资金方审核/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: '审核通过' }).click();
  await dialog.getByTestId('distribution-save').click();
  await expect(toast(page, '分配已保存')).toBeVisible();
  await expect(dialog).toBeHidden();

  const assigned = page.locator('.MuiDataGrid-row').filter({ hasText: applicationNo });
  await expect(assigned).toContainText('待签约');
  expect(await record()).toMatchObject({
    firstPartyName: '中原银行郑州分行',
    firstPartyStatus: 1,
    thirdPartyName: '北方粮安监管服务有限公司',
    loanStatus: 3,
  });
});

test('goods: what was typed before the screen came alive is kept and saved with the rest', async ({ page }) => {
  // Hold the page's scripts, so the typing lands in the server's HTML before React hydrates it.
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => (await scripts, route.continue()));
  await page.goto('/tradeport/goods-add', { waitUntil: 'commit' });
  await box(page, '商品编号').fill('E2E-EARLY');
  await box(page, '商品名称').fill('早到的玉米');
  // The form's first call to the API is made by its effects: the page is live once it goes out.
  const live = page.waitForResponse((response) => response.url().includes('/api/'));
  release();
  await live;
  await page.getByTestId('goods-save').click();
  // Only the category is missing: the number and name typed early count.
  await expect(page.getByText('请选择品类')).toBeVisible();
  await expect(page.getByText('请输入商品编号')).toHaveCount(0);
  await expect(page.getByText('请输入商品名称')).toHaveCount(0);
  await expect(box(page, '商品名称')).toHaveValue('早到的玉米');
  await page.unroute('**/_next/static/chunks/**');
});
