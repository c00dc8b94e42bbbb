import { expect, test, type Page } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';

/**
 * /component/orderShipping: opened from a released pick-up's row, it lists that pick-up's shipments with their
 * fees; a new shipment with a start fee, a rate and other charges shows its sums while typed, and the totals
 * grow by exactly what the service stored. Editing a fee recomputes them. The order detail opens the whole order.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });

type Shipment = { totalFee: number; quantity: number };
const money = (value: number) => `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const box = (page: Page, name: RegExp) => page.getByTestId('shipping-dialog').getByRole('textbox', { name });

test('shipping of a pick-up: add a shipment with fees and see the totals add up, then edit a fee', async ({ page }) => {
  test.setTimeout(120_000);
  const pickup = (await (await page.request.get('/api/blade-tradePort/orderpickup/list?pickupStatus_equal=5&size=1')).json()).data
    .records[0] as { pickupNo: string; orderNo: string };
  const before = (await (await page.request.get(`/api/blade-tradePort/shipping/list?pickupNo_equal=${pickup.pickupNo}&size=100`)).json())
    .data.records as Shipment[];
  const total = (rows: Shipment[]) => Math.round(rows.reduce((sum, row) => sum + row.totalFee, 0) * 100) / 100;

  const grid = new WorkflowGrid(page, 'orderpickup');
  await page.goto(`/order/orderpickup?pickupNo=${pickup.pickupNo}`);
  await expect(grid.row(pickup.pickupNo)).toHaveCount(1, { timeout: 20_000 });
  await grid.run(pickup.pickupNo, 'shipping', { confirm: false });
  await expect(page).toHaveURL(new RegExp(`/component/orderShipping\\?orderNo=${pickup.orderNo}&pickupNo=${pickup.pickupNo}$`));
  await expect(page.getByRole('heading', { name: `订单发货 ${pickup.orderNo} · 提货单 ${pickup.pickupNo}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('tab-/component/orderShipping')).toContainText('订单发货');
  await expect(page.locator('[data-figure="count"]')).toContainText(String(before.length));

  const shippingNo = `FH-E2E-${Date.now().toString(36).slice(-6).toUpperCase()}`;
  await page.getByTestId('shipping-add').click();
  const dialog = page.getByTestId('shipping-dialog');
  await expect(dialog).toBeVisible();
  // Without a number and a quantity nothing is sent; the form keeps what was typed.
  await box(page, /^起步运费/).fill('200');
  await dialog.getByTestId('shipping-save').click();
  await expect(dialog.getByText('请输入发货单号')).toBeVisible();
  await expect(box(page, /^起步运费/)).toHaveValue('200');

  await box(page, /^发货单号/).fill(shippingNo);
  await box(page, /^发货数量/).fill('30.5');
  await box(page, /^运费单价/).fill('85.5');
  await box(page, /^其他费用/).fill('120.25');
  await expect(dialog.locator('[data-total="freightFee"]')).toHaveText(money(2807.75));
  await expect(dialog.locator('[data-total="totalFee"]')).toHaveText(money(2928));
  await dialog.getByTestId('shipping-save').click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('shipping-table').locator(`tr[data-row="${shippingNo}"]`);
  await expect(row).toContainText(money(2928));
  await expect(page.locator('[data-figure="count"]')).toContainText(String(before.length + 1));
  await expect(page.locator('[data-figure="totalFee"]')).toContainText(money(total(before) + 2928));

  // Editing the other charges recomputes the record and the totals.
  await row.getByTestId('shipping-edit').click();
  await expect(box(page, /^发货单号/)).toHaveValue(shippingNo);
  await box(page, /^其他费用/).fill('0');
  await expect(dialog.locator('[data-total="totalFee"]')).toHaveText(money(2807.75));
  await dialog.getByTestId('shipping-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(money(2807.75));
  await expect(page.locator('[data-figure="totalFee"]')).toContainText(money(total(before) + 2807.75));
  const stored = (await (await page.request.get(`/api/blade-tradePort/shipping/list?shippingNo=${shippingNo}`)).json()).data.records[0];
  expect(stored).toMatchObject({ pickupNo: pickup.pickupNo, freightFee: 2807.75, extraFee: 0, totalFee: 2807.75 });

  // The order's detail opens the whole order's shipping.
  await page.goto(`/order/orderdetail/${pickup.orderNo}`);
  await page.getByTestId('open-shipping').click();
  await expect(page.getByRole('heading', { name: `订单发货 ${pickup.orderNo}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('shipping-table').locator(`tr[data-row="${shippingNo}"]`)).toBeVisible();
});
