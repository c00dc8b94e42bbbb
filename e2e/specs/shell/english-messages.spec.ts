import { expect as baseExpect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import zh from '../../../messages/zh.json';
import en from '../../../messages/en.json';
import { baseURL } from '../../support/env';
import { selectRow } from '../../support/grid-rows';

/**
 * English screens show Blade's Chinese messages in English (bladeMessages) and Blade's menu trees with the
 * sidebar's English menu names; Chinese screens show Blade's own text.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ storageState: 'e2e/.auth/admin.json' });

const TP = '/api/blade-tradePort/orderpickup';
const CJK = /[\u4e00-\u9fff]/u;
const write = (request: APIRequestContext, path: string, data?: unknown) =>
  request.post(path, { headers: { Origin: baseURL }, ...(data ? { data } : {}) });
const useLanguage = (context: BrowserContext, locale: 'zh' | 'en') =>
  context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);

/** A fresh pick-up (待审核) on an executing order, through the API. */
async function freshPickup(request: APIRequestContext) {
  const orders = (await (await request.get('/api/blade-tradePort/order/list?orderStatus_equal=4&size=50')).json()).data.records as {
    orderNo: string;
    quantity: number;
    pickedQuantity: number;
  }[];
  // Pending pick-ups hold tonnes too: the order with the most left, and a small pick-up.
  const order = orders.sort((a, b) => b.quantity - b.pickedQuantity - (a.quantity - a.pickedQuantity))[0];
  const saved = await (await write(request, `${TP}/pickUpSave`, { orderNo: order.orderNo, applyQuantity: 1, consignee: '王建国' })).json();
  expect(saved.code, saved.msg).toBe(200);
  return { id: saved.data.id as string, pickupNo: saved.data.pickupNo as string };
}

for (const locale of ['en', 'zh'] as const) {
  test(`a pick-up action its state no longer allows is refused with Blade's message in ${locale === 'en' ? 'English' : 'Chinese'}`, async ({
    page,
    context,
  }) => {
    const pickup = await freshPickup(context.request);
    await useLanguage(context, locale);
    await page.goto(`/order/orderpickup?pickupNo=${pickup.pickupNo}`);
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: pickup.pickupNo });
    await expect(row).toHaveCount(1);

    // Someone else confirms it first (待审核 → 待监管放行); this screen still offers the confirmation.
    const first = await (await write(context.request, `${TP}/financialDetermination?id=${pickup.id}`)).json();
    expect(first.code, first.msg).toBe(200);
    await row.locator('[aria-haspopup="menu"]').click();
    await page.getByTestId('row-action-financeConfirm').click();
    const messages = locale === 'en' ? en : zh;
    await page.getByRole('dialog').getByRole('button', { name: messages.actions.confirm }).click();

    const refusal = page.getByRole('alert').filter({ hasText: pickup.pickupNo });
    if (locale === 'en') {
      // Blade said 当前状态不允许此操作: 提货单 … 为「待监管放行」，财务确认仅限「待审核」状态.
      const expected = en.bladeMessages.stateRefused
        .replace('{subject}', `${en.bladeMessages.terms.pickup} ${pickup.pickupNo}`)
        .replace('{state}', en.bladeMessages.terms.toPoundRelease)
        .replace('{action}', en.bladeMessages.terms.financeConfirm)
        .replace('{allowed}', `“${en.bladeMessages.terms.pendingReview}”`);
      await expect(refusal).toHaveText(expected);
      expect(await refusal.textContent()).not.toMatch(CJK);
    } else {
      await expect(refusal).toHaveText(`当前状态不允许此操作: 提货单 ${pickup.pickupNo} 为「待监管放行」，财务确认仅限「待审核」状态`);
    }
  });
}

test('the data scope screen’s menu tree and menu column, and the role grant dialog, name menus as the English sidebar does', async ({
  page,
  context,
}) => {
  await useLanguage(context, 'en');
  await page.goto('/authority/datascope');
  const tree = page.getByTestId('filter-tree-menuId');
  await expect(tree.getByTestId('filter-node').filter({ hasText: en.menu.system })).toBeVisible();
  await expect(tree.getByTestId('filter-node').filter({ hasText: zh.menu.system })).toHaveCount(0);
  // The grid's menu column: the scopes of 用户管理 (seeded) show "Users".
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  const menuCells = page.locator('.MuiDataGrid-cell[data-field="menuId"]');
  await expect(menuCells.filter({ hasText: en.menu.user }).first()).toBeVisible();
  await expect(menuCells.filter({ hasText: zh.menu.user })).toHaveCount(0);

  await page.goto('/authority/role');
  await selectRow(page.locator('.MuiDataGrid-row').first());
  await page.getByTestId('toolbar-grant').click();
  const dialog = page.getByTestId('grant-dialog');
  const menus = dialog.getByTestId('grant-tree-menu');
  await expect(menus.getByRole('checkbox', { name: en.menu.system, exact: true })).toBeVisible();
  await expect(menus.getByRole('checkbox', { name: zh.menu.system, exact: true })).toHaveCount(0);
  // A screen's buttons (seeded names, no codes in the tree) read in English too.
  const users = menus
    .getByRole('treeitem')
    .filter({ has: page.getByRole('checkbox', { name: en.menu.user, exact: true }) })
    .last();
  await users.getByRole('button', { name: en.crud.expand }).first().click();
  await expect(users.getByRole('checkbox', { name: en.menuButtons.add, exact: true })).toBeVisible();
  await expect(users.getByRole('checkbox', { name: en.menuButtons.resetPassword, exact: true })).toBeVisible();
  await expect(users.getByRole('checkbox', { name: zh.menuButtons.add, exact: true })).toHaveCount(0);
  await dialog.getByTestId('grant-tab-dataScope').click();
  await expect(dialog.getByTestId('grant-tree-dataScope').getByRole('checkbox', { name: en.menu.user, exact: true })).toBeVisible();
});
