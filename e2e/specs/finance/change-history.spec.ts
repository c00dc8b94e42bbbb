import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../../support/env';
import zh from '../../../messages/zh.json';

test.use({ storageState: 'e2e/.auth/admin.json' });
test.describe.configure({ timeout: 180_000 });
const LOADED = { timeout: 30_000 };
const TP = '/api/blade-tradePort';

const write = async (request: APIRequestContext, path: string, data: unknown) => {
  const answer = await (await request.post(path, { headers: { Origin: baseURL }, data })).json();
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};

/** A loan agreement drafted from an application distributed to a funder (待签署). */
async function draftedLoan(request: APIRequestContext) {
  const run = Date.now().toString(36).toUpperCase();
  const applicationNo = `RZH${run}`;
  await write(request, `${TP}/financeloanapplication/submit`, {
    applicationNo,
    applicantName: `E2E${run}粮贸有限公司`,
    productType: 2,
    loanStatus: 1,
    applyAmount: 500_000,
    approvedAmount: 450_000,
    interestRate: 4.5,
    termDays: 90,
    repaymentMethod: 2,
    variety: 1,
    pledgeGoods: '玉米 500吨',
    pledgeQuantity: 500,
    pledgeValue: 1_200_000,
    loanToValue: 65,
    warehouseName: `E2E${run}监管库`,
  });
  const app = (await (await request.get(`${TP}/financeloanapplication/list?applicationNo=${applicationNo}`)).json()).data.records[0];
  await write(request, `${TP}/financeloanapplication/distribution`, {
    id: app.id,
    firstPartyName: '中原银行郑州分行',
    firstPartyStatus: 1,
    thirdPartyName: '北方粮安监管服务有限公司',
    thirdPartyStatus: 1,
  });
  const loan = await write(request, `${TP}/financeloanagreement/draft`, { applicationId: app.id });
  return { applicationNo, id: loan.id as string, agreementNo: loan.agreementNo as string };
}

test('edit a loan, sign it, and read who changed what in its change history', async ({ page, context }) => {
  const loan = await draftedLoan(context.request);
  const fields = zh.resources.financeloanagreement.fields;

  // An edit through the generic form: the rate and the remark.
  await page.goto(`/finance/financeloanagreement?applicationNo=${loan.applicationNo}`);
  const row = page.locator('.MuiDataGrid-row').filter({ hasText: loan.applicationNo });
  await row.getByTestId('row-edit').click({ timeout: LOADED.timeout });
  const form = page.getByRole('dialog', { name: '编辑借款合同' });
  await form.locator('[name="interestRate"]').fill('5.2');
  await form.locator('[name="remark"]').fill('利率按授信批复调整');
  await form.getByTestId('dialog-save').click();
  await expect(form).toHaveCount(0);
  // Then a state action from the row's menu.
  await row.locator('[aria-haspopup="menu"]').click();
  await page.getByTestId('row-action-sign').click();
  await page
    .getByRole('dialog')
    .filter({ hasText: zh.resources.financeloanagreement.actions.sign })
    .getByRole('button', { name: zh.actions.confirm })
    .click();
  await expect(row).toContainText('待放款', LOADED);

  // The view dialog's 变更记录 tab: newest first, with the user, the action and dictionary labels, not keys.
  await row.getByTestId('row-view').click();
  const view = page.getByRole('dialog', { name: '查看借款合同' });
  await view.getByRole('tab', { name: zh.history.title }).click();
  const entries = view.getByTestId('history-entry');
  await expect(entries).toHaveCount(3, LOADED);
  await expect(entries.nth(0)).toContainText(zh.resources.financeloanagreement.actions.sign);
  await expect(entries.nth(0)).toContainText('管理员');
  const signed = entries.nth(0).locator('[data-history-field="agreementStatus"]');
  await expect(signed).toContainText(fields.agreementStatus);
  await expect(signed.getByTestId('history-before')).toHaveText('待签署');
  await expect(signed.getByTestId('history-after')).toHaveText('待放款');
  await expect(entries.nth(1)).toContainText(zh.history.kinds.update);
  await expect(entries.nth(1).locator('[data-history-field="interestRate"]').getByTestId('history-before')).toHaveText('4.5');
  await expect(entries.nth(1).locator('[data-history-field="interestRate"]').getByTestId('history-after')).toHaveText('5.2');
  await expect(entries.nth(1).locator('[data-history-field="remark"]').getByTestId('history-after')).toHaveText('利率按授信批复调整');
  await expect(entries.nth(2)).toContainText(zh.history.actions.draft);
  await page.keyboard.press('Escape');

  // The loan's own page shows the same history.
  await page.goto(`/finance/financeloanagreement/${loan.id}`);
  const section = page.getByTestId('loan-history');
  await expect(section.getByRole('heading', { name: zh.history.title })).toBeVisible(LOADED);
  await expect(section.getByTestId('history-entry')).toHaveCount(3);
  await expect(section.getByTestId('history-entry').nth(1).locator('[data-history-field="remark"]')).toContainText('利率按授信批复调整');
});
