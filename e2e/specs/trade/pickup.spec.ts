import { expect, test, type APIRequestContext } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

test.use({ storageState: 'e2e/.auth/admin.json' });

const TP = '/api/blade-tradePort/orderpickup';
const write = (request: APIRequestContext, path: string, data?: unknown) =>
  request.post(path, { headers: { Origin: baseURL }, ...(data ? { data } : {}) });

/** An executing order (执行中) with tonnes left, and a fresh pick-up (待审核) on it, through the API. */
async function freshPickup(request: APIRequestContext) {
  const orders = (await (await request.get('/api/blade-tradePort/order/list?orderStatus_equal=4&size=50')).json()).data.records as {
    orderNo: string;
    quantity: number;
    pickedQuantity: number;
  }[];
  const order = orders.find((row) => row.quantity - row.pickedQuantity >= 120)!;
  const saved = await (await write(request, `${TP}/pickUpSave`, { orderNo: order.orderNo, applyQuantity: 40, consignee: '王建国' })).json();
  expect(saved.code, saved.msg).toBe(200);
  return { orderNo: order.orderNo, id: saved.data.id as string, pickupNo: saved.data.pickupNo as string };
}

test('a pick-up goes from finance confirmation to deposit release, offering only what its state allows', async ({ page, context }) => {
  test.setTimeout(120_000);
  const pickup = await freshPickup(context.request);
  const grid = new WorkflowGrid(page, 'orderpickup');

  // The order's detail page lists the new pick-up; its number opens the pick-up grid on that row.
  await page.goto(`/order/orderdetail/${pickup.orderNo}`);
  await expect(page.getByRole('heading', { name: `订单详情 ${pickup.orderNo}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: `订单详情 ${pickup.orderNo}` })).toBeVisible();
  const listed = page.getByTestId('pickups-table').locator(`tr[data-row="${pickup.pickupNo}"]`);
  await expect(listed).toContainText('待审核');
  await listed.getByRole('link', { name: pickup.pickupNo }).click();
  await expect(page).toHaveURL(new RegExp(`/order/orderpickup\\?pickupNo=${pickup.pickupNo}`));
  await expect(grid.row(pickup.pickupNo)).toHaveCount(1);

  await grid.expectActions(pickup.pickupNo, ['financeConfirm', 'return', 'order']);
  await grid.run(pickup.pickupNo, 'financeConfirm');
  await expect(grid.toast('财务确认成功')).toBeVisible();
  await expect(grid.row(pickup.pickupNo)).toContainText('待监管放行');
  await grid.expectActions(pickup.pickupNo, ['financeCancel', 'confirm', 'return', 'order']);

  await grid.run(pickup.pickupNo, 'confirm');
  await expect(grid.row(pickup.pickupNo)).toContainText('待提货');
  await grid.expectActions(pickup.pickupNo, ['verify', 'pound', 'order', 'shipping']);

  // A weigh slip through the action's form: net 33.460 t, settlement 33.347 t.
  await grid.run(pickup.pickupNo, 'pound', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.getByRole('textbox', { name: '车牌号' }).fill('黑A12345');
  await form.getByRole('textbox', { name: '毛重(吨)' }).fill('49.86');
  await form.getByRole('textbox', { name: '皮重(吨)' }).fill('50');
  await form.getByTestId('row-action-submit').click();
  await expect(form.getByTestId('dialog-error')).toHaveText('毛重必须大于皮重');
  await form.getByRole('textbox', { name: '皮重(吨)' }).fill('16.4');
  await form.getByRole('textbox', { name: '扣重(吨)' }).fill('0.113');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await expect(grid.row(pickup.pickupNo)).toContainText('提货中');
  const lifted = (await (await context.request.get(`${TP}/detail?id=${pickup.id}`)).json()).data;
  expect(lifted).toMatchObject({ actualQuantity: 33.347, pickupStatus: 4 });
  await grid.expectActions(pickup.pickupNo, ['pound', 'balance', 'logistics', 'order', 'shipping']);

  await grid.run(pickup.pickupNo, 'balance');
  await expect(grid.row(pickup.pickupNo)).toContainText('已完成');
  await grid.expectActions(pickup.pickupNo, ['deduct', 'release', 'logistics', 'order', 'shipping']);

  await grid.run(pickup.pickupNo, 'release');
  await expect(grid.toast('保证金释放成功')).toBeVisible();
  await expect(grid.row(pickup.pickupNo)).toContainText('已释放');
  await grid.expectActions(pickup.pickupNo, ['logistics', 'order', 'shipping']);

  // Called directly, an illegal transition is refused by the service with the state named.
  const refused = await write(context.request, `${TP}/confirmOrder?id=${pickup.id}`);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 400,
    success: false,
    msg: `当前状态不允许此操作: 提货单 ${pickup.pickupNo} 为「已完成」，确认提货仅限「待监管放行」状态`,
  });

  // Back on the order: the pick-up is done and its deposit share shows as released.
  await page.goto(`/order/orderdetail/${pickup.orderNo}`);
  const done = page.getByTestId('pickups-table').locator(`tr[data-row="${pickup.pickupNo}"]`);
  await expect(done).toContainText('已完成');
  await expect(done).toContainText('33.347 t');
  await expect(done).toContainText('已释放');
  await expect(page.locator('[data-figure="depositReleased"]')).toBeVisible();
  await expect(page.locator('[data-figure="depositReleased"]')).not.toContainText('¥0.00');
});

test('a stale action is refused by the service and its message shown', async ({ page, context }) => {
  const pickup = await freshPickup(context.request);
  const grid = new WorkflowGrid(page, 'orderpickup');
  await page.goto(`/order/orderpickup?pickupNo=${pickup.pickupNo}`);
  await grid.expectActions(pickup.pickupNo, ['financeConfirm', 'return', 'order']);

  // Someone else returns it meanwhile (through the API); this screen still offers finance confirmation.
  expect((await write(context.request, `${TP}/returnOrder?id=${pickup.id}`, { reason: '车辆信息不全' })).status()).toBe(200);
  await grid.run(pickup.pickupNo, 'financeConfirm');
  await expect(grid.toast(`当前状态不允许此操作: 提货单 ${pickup.pickupNo} 为「已驳回」，财务确认仅限「待审核」状态`)).toBeVisible();
  await expect(grid.row(pickup.pickupNo)).toContainText('已驳回');
  await grid.expectActions(pickup.pickupNo, ['submit', 'order']);
});

test('a read-only role sees the pick-ups without their workflow actions', async ({ page, context }) => {
  const { apiLogin } = await import('../../support/api-login');
  await apiLogin(context.request, { tenantId: '000000', account: 'boss', password: 'boss' });
  const grid = new WorkflowGrid(page, 'orderpickup');
  await page.goto('/order/orderpickup?pickupStatus=1');
  const first = page.locator('.MuiDataGrid-row').first();
  await expect(first).toBeVisible();
  // Only the links its view codes allow: no finance confirmation, return or the like.
  const pickupNo = (await first.locator('[data-field="pickupNo"]').innerText()).trim();
  const offered = await grid.actions(pickupNo);
  expect(offered).toContain('order');
  expect(offered.filter((name) => !['order', 'logistics'].includes(name))).toEqual([]);
  expect((await write(context.request, `${TP}/financialDetermination?id=x`)).status()).toBe(403);
});
