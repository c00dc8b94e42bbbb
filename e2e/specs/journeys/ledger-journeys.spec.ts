import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, ADMIN } from '../../support/api-login';
import { baseURL } from '../../support/env';

/**
 * Two whole trades as a trade desk's back office runs them, each on its own listing and buyer so that the buyer's
 * statements hold that order alone: one completed (signed by both parties, deposit, a pick-up confirmed, released,
 * verified, weighed and settled, paid, invoiced: 已完成) and one cancelled after signing with its deposit refunded.
 * The actions go through the BFF's API (the screens that drive them have their own specs); after each step the order
 * page, the pick-up list, the contract page and 合同管理, the statements (对账单) and the home page are read, and their
 * figures compared with each other and with the ledger's own figures (order/ledger).
 */
test.setTimeout(300_000); // many page loads on a busy 2-core runner

const TP = '/api/blade-tradePort';
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** A figure as the screens print it (¥1,234.50, 1,234.500 t, -¥5.00) as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function call(request: APIRequestContext, method: 'get' | 'post', path: string, data?: Record<string, unknown>) {
  const response =
    method === 'get'
      ? await request.get(`${TP}${path}`, { params: data as Record<string, string> })
      : await request.post(`${TP}${path}`, { headers: { Origin: baseURL }, data });
  const answer = await response.json();
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** A listing of its own (按磅单结算, 10 % deposit) and a signed order of 100 t on it for a buyer of its own. */
async function signedOrder(request: APIRequestContext, stamp: string) {
  const corn = (await call(request, 'get', '/category/list', { categoryName: '玉米', size: '1' })).records[0].id;
  const goodsId = await call(request, 'post', '/goods/saveGoodsAndProduct', {
    goodsNo: `E2E-L-${stamp}`,
    goodsName: `E2E 账目玉米 ${stamp}`,
    categoryId: corn,
    sellerName: '黑龙江北大荒粮食贸易有限公司',
    depositRatio: 10,
    settlementMethod: 2,
    origin: '黑龙江哈尔滨',
    harvestYear: '2025',
    gallery: ['/api/blade-resource/oss/endpoint/file/e2e-pile.png'],
    products: [{ sku: 'BULK', price: 2300, stock: 500, specValues: { 容重: '≥710' } }],
  });
  await call(request, 'post', '/goods/goodsOnSale', { id: goodsId });
  const sku = (await call(request, 'post', '/goods/goodsDetail', { id: goodsId })).products[0];
  const buyer = `E2E 账目买方 ${stamp} 饲料有限公司`;
  const { orderNo } = await call(request, 'post', '/order/saveOrderAndDetail', {
    goodsId,
    buyerName: buyer,
    lines: [{ productId: sku.id, quantity: 100 }],
  });
  await call(request, 'post', `/orderdetail/confirmation?orderNo=${orderNo}`);
  const contract = await call(request, 'post', `/order/generateContract?orderNo=${orderNo}&type=1`);
  for (const actorId of ['甲方', '乙方']) {
    const link = await call(request, 'get', '/ordercontract/getShortUrl', { id: contract.id, actorId });
    const signed = await (
      await request.post('/api/fasc/esign/sign', {
        headers: { Origin: baseURL },
        data: { token: String(link).replace(/^\/esign\/sign\//, '') },
      })
    ).json();
    expect(signed.code, signed.msg).toBe(200);
  }
  return { orderNo: orderNo as string, buyer, contractNo: contract.contractNo as string };
}

type Trade = Awaited<ReturnType<typeof signedOrder>>;
/** The order ledger's figures this journey compares with the screens. */
type LedgerFigures = { outstanding: number; paid: number; invoiced: number; settledValue: number; deposit: { held: number } };
const ledger = async (request: APIRequestContext, orderNo: string) =>
  (await call(request, 'get', '/order/ledger', { orderNo })).figures as LedgerFigures;

/** The order page: its header's state and the balance figures (the ledger's projection). */
async function orderPage(page: Page, trade: Trade) {
  await page.goto(`/order/orderdetail/${trade.orderNo}`);
  await expect(page.locator('[data-figure="paidAmount"]')).toBeVisible({ timeout: 45_000 });
  const figure = async (key: string) => amount(await page.locator(`[data-figure="${key}"] p`).first().textContent());
  const keys = [
    'amount',
    'pickedQuantity',
    'settledValue',
    'dueAmount',
    'paidAmount',
    'invoicedAmount',
    'depositReceived',
    'depositHeld',
    'depositDeducted',
    'depositRefunded',
    'balance',
  ] as const;
  const figures = Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await figure(key)] as const))) as Record<
    (typeof keys)[number],
    number
  >;
  // The header's record and the figures come from separate calls: the state is read once the header shows its label
  // (not empty, not the bare dictionary key).
  await expect(page.locator('[data-field="orderStatus"]')).toHaveText(/[^\d\s]/);
  return {
    ...figures,
    status: (await page.locator('[data-field="orderStatus"]').textContent())?.trim(),
    headerPaid: amount(await page.locator('[data-field="paidAmount"]').textContent()),
  };
}

/** The rows a resource grid shows for its URL filter, as cell texts by field. */
async function gridRows(page: Page, path: string, fields: string[], expected: number) {
  await page.goto(path);
  const rows = page.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(expected, { timeout: 45_000 });
  const read = async () =>
    Promise.all(
      (await rows.all()).map(async (row) =>
        Object.fromEntries(
          await Promise.all(
            fields.map(async (field) => [field, (await row.locator(`[data-field="${field}"]`).textContent())?.trim() ?? ''] as const),
          ),
        ),
      ),
    );
  // Dictionary labels arrive after the rows: read until every cell shows something.
  let cells: Record<string, string>[] = [];
  await expect(async () => {
    cells = await read();
    expect(cells.flatMap((row) => Object.values(row)).every(Boolean)).toBe(true);
  }).toPass({ timeout: 15_000 });
  return cells;
}

/** The pick-up list filtered to the order. */
const pickupScreen = (page: Page, trade: Trade, expected: number) =>
  gridRows(page, `/order/orderpickup?orderNo=${trade.orderNo}`, ['pickupStatus', 'actualQuantity', 'pickupAmount'], expected);

/** The order's contract page (its one contract reads `signing`) and the contract in 合同管理. */
async function contractScreens(page: Page, trade: Trade, signing: string) {
  await page.goto(`/order/ordercontract/${trade.orderNo}`);
  const rows = page.getByTestId('contracts-table').locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 45_000 });
  await expect(rows.first()).toContainText(trade.contractNo);
  await expect(rows.first()).toContainText(signing);
  const [register] = await gridRows(
    page,
    `/contract/contract?contractNo=${trade.contractNo}`,
    ['contractStatus', 'signStatus', 'amount'],
    1,
  );
  return register;
}

/** The buyer's statements of this month (对账单): 货款 and 保证金. */
async function statementScreen(page: Page, trade: Trade, expected: number) {
  const rows = await gridRows(
    page,
    `/finance/financialstatements?customerName=${encodeURIComponent(trade.buyer)}&period=${shanghaiToday().slice(0, 7)}`,
    ['statementType', 'openingBalance', 'increaseAmount', 'decreaseAmount', 'closingBalance'],
    expected,
  );
  const of = (label: string) => rows.find((row) => row.statementType.includes(label));
  const figures = (row?: Record<string, string>) =>
    row && {
      opening: amount(row.openingBalance),
      increase: amount(row.increaseAmount),
      decrease: amount(row.decreaseAmount),
      closing: amount(row.closingBalance),
    };
  return { goods: figures(of('货款')), deposit: figures(of('保证金')) };
}

/** The home page's 今日订单 agrees with today's orders that are not cancelled, and this order is among them or not. */
async function dashboardAgrees(page: Page, request: APIRequestContext, trade: Trade, counted: boolean) {
  const today = shanghaiToday();
  await page.goto('/wel/index');
  // Other workers create orders meanwhile: read both sides until they agree.
  await expect(async () => {
    const orders = (
      await call(request, 'get', '/order/list', {
        current: '1',
        size: '500',
        createTime_dategt: `${today} 00:00:00`,
        createTime_datelt: `${today} 23:59:59`,
      })
    ).records as Record<string, unknown>[];
    const live = orders.filter((order) => Number(order.orderStatus) !== 8);
    expect(live.some((order) => order.orderNo === trade.orderNo)).toBe(counted);
    await page.reload();
    await expect(page.getByTestId('figure-today-orders-value')).toHaveText(new Intl.NumberFormat('zh').format(live.length), {
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
}

test.beforeEach(async ({ context }) => {
  await apiLogin(context.request, ADMIN);
});

test('a completed order: every screen’s figures agree after each step, and it reads 已完成 with nothing left open', async ({
  page,
  context,
}) => {
  const request = context.request;
  const trade = await signedOrder(request, `C${Date.now().toString(36).slice(-5).toUpperCase()}`);

  // Signed: awaiting the deposit; the contract is in force on the contract page and in 合同管理.
  let order = await orderPage(page, trade);
  expect(order).toMatchObject({ status: '待付保证金', amount: 230_000, paidAmount: 0, depositHeld: 0 });
  let register = await contractScreens(page, trade, '已完成');
  expect(register).toMatchObject({ contractStatus: '已生效', signStatus: '已完成' });
  expect(amount(register.amount)).toBe(order.amount);
  await dashboardAgrees(page, request, trade, true);

  // Deposit received: executing; the deposit statement holds it.
  await call(request, 'post', '/order/registerDeposit', {
    orderNo: trade.orderNo,
    receivedAmount: 23_000,
    entryDate: shanghaiToday(),
    paymentMethod: 1,
    bankSerialNo: 'E2E-D1',
  });
  order = await orderPage(page, trade);
  expect(order).toMatchObject({ status: '执行中', depositReceived: 23_000, depositHeld: 23_000, paidAmount: 0 });
  let statements = await statementScreen(page, trade, 1);
  expect(statements.deposit).toEqual({ opening: 0, increase: 23_000, decrease: 0, closing: order.depositHeld });

  // A pick-up of everything, confirmed, released, verified, weighed at 100.2 t and settled.
  const pickup = await call(request, 'post', '/orderpickup/pickUpSave', { orderNo: trade.orderNo, applyQuantity: 100 });
  for (const step of ['financialDetermination', 'confirmOrder', 'verification'])
    await call(request, 'post', `/orderpickup/${step}?id=${pickup.id}`);
  let pickups = await pickupScreen(page, trade, 1);
  expect(pickups[0].pickupStatus).toBe('提货中');
  const slip = await (
    await request.post('/api/blade-order/orderpickupdetail/poundsSave', {
      headers: { Origin: baseURL },
      data: { pickupId: pickup.id, plateNo: '黑A12345', grossWeight: 115.2, tareWeight: 15 },
    })
  ).json();
  expect(slip.code, slip.msg).toBe(200);
  await call(request, 'post', `/orderpickup/orderBalance?id=${pickup.id}`);
  pickups = await pickupScreen(page, trade, 1);
  order = await orderPage(page, trade);
  expect(pickups[0]).toMatchObject({ pickupStatus: '已完成' });
  expect(amount(pickups[0].actualQuantity)).toBe(100.2);
  expect(amount(pickups[0].pickupAmount)).toBe(230_460);
  expect(order).toMatchObject({ status: '待结算', pickedQuantity: 100.2, settledValue: 230_460, dueAmount: 230_460 });

  // Paid in full but the deposit, the deposit applied to the lot, and invoiced: 已完成 by itself.
  const figures = await ledger(request, trade.orderNo);
  await call(request, 'post', '/order/registerPayment', {
    orderNo: trade.orderNo,
    receivedAmount: figures.outstanding - figures.deposit.held,
    entryDate: shanghaiToday(),
    paymentMethod: 1,
    bankSerialNo: 'E2E-P1',
  });
  await call(request, 'post', `/orderpickup/depositDeduction?id=${pickup.id}`);
  await call(request, 'post', '/invoice/submit', {
    invoiceApplyNo: `E2E-${trade.orderNo}`,
    orderNo: trade.orderNo,
    invoiceType: 1,
    buyerTitle: trade.buyer,
    amountInclTax: 230_460,
    invoiceStatus: 2,
    invoiceNo: `E2E${Date.now()}`,
    invoiceDate: shanghaiToday(),
  });
  order = await orderPage(page, trade);
  expect(order).toMatchObject({
    status: '已完成',
    paidAmount: 230_460,
    headerPaid: 230_460,
    invoicedAmount: 230_460,
    depositHeld: 0,
    depositDeducted: 23_000,
    balance: 0,
  });
  const final = await ledger(request, trade.orderNo);
  expect({ paid: final.paid, invoiced: final.invoiced, settled: final.settledValue, held: final.deposit.held }).toEqual({
    paid: order.paidAmount,
    invoiced: order.invoicedAmount,
    settled: order.settledValue,
    held: 0,
  });

  // The statements: 货款 billed 230,460 and paid 230,460 (207,460 + the deposit applied); 保证金 in and out.
  statements = await statementScreen(page, trade, 2);
  expect(statements.goods).toEqual({ opening: 0, increase: order.invoicedAmount, decrease: order.paidAmount, closing: 0 });
  expect(statements.deposit).toEqual({ opening: 0, increase: 23_000, decrease: 23_000, closing: 0 });
  register = await contractScreens(page, trade, '已完成');
  expect(register.contractStatus).toBe('已完成');
  await dashboardAgrees(page, request, trade, true);
});

test('an order cancelled after signing: the deposit goes back, the contract is terminated, and it leaves the day’s count', async ({
  page,
  context,
}) => {
  const request = context.request;
  const trade = await signedOrder(request, `X${Date.now().toString(36).slice(-5).toUpperCase()}`);
  await call(request, 'post', '/order/registerDeposit', {
    orderNo: trade.orderNo,
    receivedAmount: 23_000,
    entryDate: shanghaiToday(),
    paymentMethod: 1,
    bankSerialNo: 'E2E-D2',
  });
  let order = await orderPage(page, trade);
  expect(order).toMatchObject({ status: '执行中', depositHeld: 23_000 });
  let statements = await statementScreen(page, trade, 1);
  expect(statements.deposit).toEqual({ opening: 0, increase: 23_000, decrease: 0, closing: order.depositHeld });
  await dashboardAgrees(page, request, trade, true);

  // Cancelled with the deposit refunded: nothing held or paid, the contract 已终止, the refund on the statement.
  await call(request, 'post', '/order/cancel', { orderNo: trade.orderNo, cancelReason: '双方协商解除', depositDecision: 'refund' });
  order = await orderPage(page, trade);
  expect(order).toMatchObject({ status: '已取消', depositHeld: 0, depositRefunded: 23_000, paidAmount: 0, dueAmount: 0 });
  const register = await contractScreens(page, trade, '已完成');
  expect(register.contractStatus).toBe('已终止');
  statements = await statementScreen(page, trade, 1);
  expect(statements.deposit).toEqual({ opening: 0, increase: 23_000, decrease: 23_000, closing: 0 });
  expect(await pickupScreen(page, trade, 0)).toEqual([]);
  await dashboardAgrees(page, request, trade, false);
});
