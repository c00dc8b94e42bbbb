import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';

/**
 * From a new order through e-signing to pick-up: a listing on sale is ordered (through the API: the order
 * screen's 新增 is driven by trade-journey.spec.ts), its lines confirmed (待签约) and its sales contract
 * generated on the screens; each party opens its own signing link (the local provider's page, without
 * the back-office session) and signs; the order then awaits its deposit (待付保证金), executes (执行中) once finance
 * records it (登记保证金), and a pick-up on it goes through finance confirmation, release, a weigh slip, settlement
 * and the release of its deposit share.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
test.setTimeout(240_000);

const TP = '/api/blade-tradePort';
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const write = async (request: APIRequestContext, path: string, data: unknown) => {
  const answer = await (await request.post(path, { headers: { Origin: baseURL }, data })).json();
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};

async function newOrder(request: APIRequestContext, stamp: string) {
  const corn = (await (await request.get(`${TP}/category/list`, { params: { categoryName: '玉米', size: 1 } })).json()).data.records[0].id;
  const goodsId = await write(request, `${TP}/goods/saveGoodsAndProduct`, {
    goodsNo: `E2E-S-${stamp}`,
    goodsName: `E2E 签约玉米 ${stamp}`,
    categoryId: corn,
    sellerName: '黑龙江北大荒粮食贸易有限公司',
    depositRatio: 10,
    origin: '黑龙江哈尔滨',
    harvestYear: '2025',
    gallery: ['/api/blade-resource/oss/endpoint/file/e2e-pile.png'],
    products: [{ sku: 'BULK', price: 2210, stock: 300, specValues: { 容重: '≥710' } }],
  });
  await write(request, `${TP}/goods/goodsOnSale`, { id: goodsId });
  const sku = (await write(request, `${TP}/goods/goodsDetail`, { id: goodsId })).products[0];
  const order = await write(request, `${TP}/order/saveOrderAndDetail`, {
    goodsId,
    buyerName: `E2E 签约买方 ${stamp} 饲料有限公司`,
    lines: [{ productId: sku.id, quantity: 200, unitPrice: 2210 }],
  });
  return order.orderNo as string;
}

/** Opens a party's signing page from the contract page (a new tab), signs there and closes it. */
async function signAs(page: Page, role: '甲方' | '乙方', expected: RegExp) {
  const signer = page.getByTestId('signer').filter({ hasText: role });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), signer.getByTestId('open-sign-page').click()]);
  await tab.waitForURL(/\/esign\/sign\/\d+\.[\w-]{43}$/);
  await expect(tab.getByTestId('sign-as')).toContainText(role);
  await expect(tab.getByTestId('sign-document')).toContainText('一、标的');
  await expect(tab.getByTestId('sign-submit')).toBeDisabled();
  await tab.getByTestId('sign-agree').click();
  await tab.getByTestId('sign-submit').click();
  await tab.getByTestId('sign-confirm').click();
  await expect(tab.getByTestId('sign-done')).toHaveText(expected);
  await expect(tab.getByTestId('sign-parties')).toContainText(`${role}`);
  await tab.close();
}

test('a new order is confirmed, its contract generated and signed by each party through its own link, and its pick-up carried out', async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const orderNo = await newOrder(context.request, stamp);

  await page.goto(`/order/orderdetail/${orderNo}`);
  await expect(page.getByTestId('lines-table').locator('tbody tr')).toHaveCount(1, { timeout: 45_000 });
  await page.getByTestId('confirm-lines').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '明细已确认')).toBeVisible();

  await page.getByTestId('open-contract').click();
  await expect(page).toHaveURL(new RegExp(`/order/ordercontract/${orderNo}$`));
  await page.getByTestId('generate-contract').click();
  const contracts = page.getByTestId('contracts-table').locator('tbody tr');
  await expect(contracts).toHaveCount(1);
  await expect(contracts).toContainText('待签署');
  await expect(page.getByTestId('signer')).toHaveCount(2);
  await expect(
    page.getByTestId('signer').filter({ hasText: '甲方：黑龙江北大荒粮食贸易有限公司' }).getByTestId('signer-status'),
  ).toHaveText('待签署');

  // The seller signs first: the contract is partly signed, the order still awaits signing.
  await signAs(page, '甲方', /^签署成功，等待其他签署方签署。$/);
  await page.getByTestId('refresh-contracts').click();
  await expect(contracts).toContainText('部分签署');
  await expect(page.getByTestId('signer').filter({ hasText: '甲方' }).getByTestId('signer-status')).toHaveText('已签署');
  await expect(page.getByTestId('signer').filter({ hasText: '甲方' }).getByTestId('open-sign-page')).toHaveCount(0);

  // The buyer signs last: the contract completes and the order awaits its deposit.
  await signAs(page, '乙方', /^签署成功。全部签署方已签署，合同已生效。$/);
  await page.getByTestId('refresh-contracts').click();
  await expect(contracts).toContainText('已完成');
  await expect(page.getByTestId('signer-status')).toHaveText(['已签署', '已签署']);
  await expect(page.getByTestId('contract-order')).toContainText('待付保证金');

  // Finance records the deposit received (登记保证金): the whole deposit puts the order into execution.
  const { depositAmount } = (await (await context.request.get(`${TP}/order/detail`, { params: { orderNo } })).json()).data;
  const orders = new WorkflowGrid(page, 'order');
  await page.goto(`/order/order?orderNo=${orderNo}`);
  await orders.run(orderNo, 'registerDeposit', { confirm: false });
  const depositForm = page.getByTestId('row-action-dialog');
  // A ledger entry (blade/services/trade/money-actions.ts): the amount received, its date, how it came and its bank reference.
  await depositForm.getByRole('textbox', { name: /^实收金额/ }).fill(String(depositAmount));
  await depositForm.getByLabel(/^到账日期/).fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  await depositForm.getByRole('combobox', { name: /^付款方式/ }).click();
  await page.getByRole('option', { name: '银行转账' }).click();
  await depositForm.getByRole('textbox', { name: /^银行流水号/ }).fill(`E2E-${stamp}`);
  await depositForm.getByTestId('row-action-submit').click();
  await expect(depositForm).toHaveCount(0);
  await expect(orders.toast('登记保证金成功')).toBeVisible();
  // The order executes (its status column is off-screen in the grid) and takes no new contract.
  await page.goto(`/order/ordercontract/${orderNo}`);
  await expect(page.getByTestId('contract-order')).toContainText('执行中');
  await expect(page.getByTestId('generate-contract')).toBeDisabled();

  // The order page shows who signed, and now takes a pick-up.
  await page.goto(`/order/orderdetail/${orderNo}`);
  await expect(page.getByTestId('signer-status')).toHaveText(['已签署', '已签署']);
  const pickup = await write(context.request, `${TP}/orderpickup/pickUpSave`, { orderNo, applyQuantity: 40, consignee: '王建国' });
  const grid = new WorkflowGrid(page, 'orderpickup');
  await page.goto(`/order/orderpickup?pickupNo=${pickup.pickupNo}`);
  await grid.run(pickup.pickupNo, 'financeConfirm');
  await expect(grid.row(pickup.pickupNo)).toContainText('待监管放行');
  await grid.run(pickup.pickupNo, 'confirm');
  await expect(grid.row(pickup.pickupNo)).toContainText('待提货');
  await grid.run(pickup.pickupNo, 'pound', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  await form.getByRole('textbox', { name: '车牌号' }).fill('黑A54321');
  await form.getByRole('textbox', { name: '毛重(吨)' }).fill('49.5');
  await form.getByRole('textbox', { name: '皮重(吨)' }).fill('16.2');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await grid.run(pickup.pickupNo, 'balance');
  await expect(grid.row(pickup.pickupNo)).toContainText('已完成');
  // The settled pick-up's share of the recorded deposit goes back to the buyer.
  await grid.run(pickup.pickupNo, 'release');
  await expect(grid.toast('保证金释放成功')).toBeVisible();
  await expect(grid.row(pickup.pickupNo)).toContainText('已释放');
  const order = (await (await context.request.get(`${TP}/order/detail`, { params: { orderNo } })).json()).data;
  expect(order).toMatchObject({ orderStatus: 5, pickedQuantity: 33.3 });
});

test('a party refuses with a reason: the contract is refused, the order keeps awaiting signature, and a new contract can be sent', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const orderNo = await newOrder(context.request, stamp);
  await write(context.request, `${TP}/orderdetail/confirmation?orderNo=${orderNo}`, {});
  const contract = await write(context.request, `${TP}/order/generateContract?orderNo=${orderNo}&type=1`, {});
  const link = (
    await (await context.request.get(`${TP}/ordercontract/getShortUrl`, { params: { id: contract.id, actorId: '乙方' } })).json()
  ).data as string;

  // The buyer opens the link in a browser with no back-office session at all.
  const outsider = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const tab = await outsider.newPage();
  await tab.goto(link);
  await expect(tab.getByTestId('sign-as')).toContainText(`乙方：E2E 签约买方 ${stamp} 饲料有限公司`);
  await tab.getByTestId('sign-refuse').click();
  await tab.getByTestId('refuse-confirm').click();
  await expect(tab.getByText('请填写拒签原因')).toBeVisible();
  await tab.getByTestId('refuse-reason').fill('数量与询价不符');
  await tab.getByTestId('refuse-confirm').click();
  await expect(tab.getByTestId('sign-done')).toHaveText('已拒签，发起方将收到您的拒签原因。');
  await tab.reload();
  await expect(tab.getByTestId('sign-state')).toHaveText('您已拒签本合同（原因：数量与询价不符）。');
  // A link that was tampered with opens nothing.
  await tab.goto(`${link.slice(0, -2)}xx`);
  await expect(tab.getByTestId('sign-error')).toHaveText('签署链接无效或已失效');
  await outsider.close();

  await page.goto(`/order/ordercontract/${orderNo}`);
  await expect(page.getByTestId('contracts-table').locator('tbody tr')).toContainText('已拒签');
  await expect(page.getByTestId('signer').filter({ hasText: '乙方' })).toContainText('拒签原因：数量与询价不符');
  await expect(page.getByTestId('contract-order')).toContainText('待签约');
  await page.getByTestId('generate-contract').click();
  await expect(toast(page, '合同已生成')).toBeVisible();
  await expect(page.getByTestId('contracts-table').locator('tbody tr')).toContainText('待签署');
  await expect(page.getByTestId('signer-status')).toHaveText(['待签署', '待签署']);
});
