import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../support/env';

/**
 * The AI assistant (local provider): opened from the top bar, it answers an order's state by number and a
 * commodity's price with the figures the lists show, links to the screens, and keeps the conversation.
 * A refused assistant token is a 403 with its reason, never a 401 (which ends the sign-in): the panel fetches a new
 * token and asks again, and the user stays signed in.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function openAssistant(page: Page) {
  await page.goto('/wel/index');
  await page.getByTestId('assistant-button').click();
  const panel = page.getByRole('dialog', { name: '智能助手' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('assistant-provider')).toHaveText('本地助手');
  return panel;
}

test('the assistant answers an order by number and the corn price with real figures', async ({ page }) => {
  const order = (await (await page.request.get('/api/blade-tradePort/order/list?size=1&orderStatus_equal=4')).json()).data.records[0] as {
    orderNo: string;
    amount: number;
    goodsName: string;
  };
  const panel = await openAssistant(page);

  await panel.getByTestId('assistant-input').fill(`订单 ${order.orderNo} 状态`);
  await panel.getByTestId('assistant-input').press('Enter');
  await expect(panel.getByTestId('assistant-question')).toHaveText(`订单 ${order.orderNo} 状态`);
  const answer = panel.getByTestId('assistant-answer').first();
  await expect(answer).toContainText(`订单 ${order.orderNo}：执行中。${order.goodsName}`);
  await expect(answer).toContainText(`金额 ¥${money(order.amount)}`);

  // A price: every figure quoted is one of the price list's.
  await panel.getByTestId('assistant-input').fill('玉米价格');
  await panel.getByTestId('assistant-send').click();
  const price = panel.getByTestId('assistant-answer').nth(1);
  await expect(price).toContainText(/玉米最新报价（\d+ 个产区，均价 ¥[\d,]+\.\d\d\/吨）/);
  const quoted = [...(await price.innerText()).matchAll(/：¥([\d,]+\.\d\d)\/吨/g)].map((match) => Number(match[1].replace(/,/g, '')));
  expect(quoted.length).toBeGreaterThan(0);
  const prices = new Set(
    ((await (await page.request.get('/api/blade-tradePort/goodsprice/list?size=500')).json()).data.records as { price: number }[]).map(
      (row) => row.price,
    ),
  );
  for (const value of quoted) expect(prices.has(value), `${value} is a listed price`).toBe(true);

  // Closed and opened again, the conversation is still there; its link opens the order.
  await panel.getByTestId('assistant-close').click();
  await expect(panel).toBeHidden();
  await page.getByTestId('assistant-button').click();
  await expect(panel.getByTestId('assistant-answer')).toHaveCount(2);
  await answer.getByRole('link', { name: '订单详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/orderdetail/${order.orderNo}$`));
  await expect(page.getByRole('heading', { name: `订单详情 ${order.orderNo}`, level: 1 })).toBeVisible();
});

test('a wrong assistant token is refused with 403 and its reason, and the sign-in survives', async ({ page }) => {
  const refused = await page.request.post('/api/blade-api/coze/assistant', {
    headers: { Origin: baseURL },
    data: { token: 'eyJ1c2VySWQiOiJ4In0.c2lnbmF0dXJl', question: '玉米价格' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 403,
    success: false,
    data: { reason: 'assistant_token_refused' },
    msg: '助手令牌无效',
  });
  expect((await page.request.get('/api/blade-auth/oauth/user-info')).status()).toBe(200);
  const token = (await (await page.request.get('/api/blade-api/coze/getToken')).json()).data;
  expect(token).toMatchObject({ provider: 'local', expiresIn: 600 });
  expect(JSON.stringify(token)).not.toMatch(/PRIVATE KEY/);
});

test('the panel renews a token the service refuses and asks again; the user stays signed in', async ({ page }) => {
  // The panel's first token comes back with its signature altered, as one from before a service restart would be;
  // every later token passes untouched.
  const tokensServed: string[] = [];
  await page.route('**/api/blade-api/coze/getToken', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (tokensServed.length === 0) body.data.token = `${body.data.token.split('.')[0]}.${'A'.repeat(43)}`;
    tokensServed.push(body.data.token);
    await route.fulfill({ response, json: body });
  });
  const asked: number[] = [];
  page.on('response', (response) => new URL(response.url()).pathname === '/api/blade-api/coze/assistant' && asked.push(response.status()));

  const panel = await openAssistant(page);
  await panel.getByTestId('assistant-input').fill('待办提货');
  await panel.getByTestId('assistant-input').press('Enter');
  await expect(panel.getByTestId('assistant-answer')).toContainText(/待办提货共 \d+ 张/);
  expect(asked).toEqual([403, 200]);
  expect(tokensServed).toHaveLength(2);
  expect(tokensServed[1]).not.toBe(tokensServed[0]);
  await expect(page).toHaveURL(/\/wel\/index$/);
  expect((await page.request.get('/api/blade-auth/oauth/user-info')).status()).toBe(200);
});
