import { expect, test, type APIRequestContext } from '@playwright/test';
import { WorkflowGrid } from '../../pages/workflow-grid';
import { baseURL } from '../../support/env';
import zh from '../../../messages/zh.json';

test.use({ storageState: 'e2e/.auth/admin.json' });
// A busy shared machine: the first paint of a grid can take a while.
test.describe.configure({ timeout: 180_000 });
const LOADED = { timeout: 30_000 };
const TP = '/api/blade-tradePort';

const write = async (request: APIRequestContext, path: string, data: unknown) => {
  const answer = await (await request.post(path, { headers: { Origin: baseURL }, data })).json();
  expect(answer.code, answer.msg).toBe(200);
  return answer;
};
const first = async (request: APIRequestContext, path: string) => (await (await request.get(path)).json()).data.records[0];
const done = (grid: WorkflowGrid, action: string) => grid.toast(`${grid.label(action)}`);

/** A 存货质押 (dynamic pledge) application brought to 待签约 through distribution, over a depot of its own with a pending mandate. */
async function applicationAwaitingSigning(request: APIRequestContext) {
  const run = Date.now().toString(36).toUpperCase();
  const applicationNo = `RZE2E${run}`;
  const depot = `E2E${run}监管库`;
  await write(request, `${TP}/financeloanapplication/submit`, {
    applicationNo,
    applicantName: `E2E${run}粮贸有限公司`,
    productType: 2,
    loanStatus: 1,
    applyAmount: 1_000_000,
    approvedAmount: 900_000,
    interestRate: 4.5,
    termDays: 90,
    repaymentMethod: 2,
    variety: 1,
    pledgeGoods: '玉米 1000吨',
    pledgeQuantity: 1000,
    pledgeValue: 2_400_000,
    loanToValue: 65,
    warehouseName: depot,
  });
  const app = await first(request, `${TP}/financeloanapplication/list?applicationNo=${applicationNo}`);
  await write(request, `${TP}/financeloanapplication/distribution`, {
    id: app.id,
    firstPartyName: '中原银行郑州分行',
    firstPartyStatus: 1,
    thirdPartyName: '北方粮安监管服务有限公司',
    thirdPartyStatus: 1,
  });
  const authNo = `JGE2E${run}`;
  await write(request, `${TP}/financesuperviseauth/submit`, {
    authNo,
    supervisorName: '北方粮安监管服务有限公司',
    warehouseName: depot,
    superviseScope: 2,
    validFrom: '2026-01-01',
    validTo: '2099-12-31',
  });
  return { applicationNo, authNo, id: app.id as string };
}

test('a loan runs from signing to settlement: agreements drafted, signed, pledged, disbursed, partly released and repaid', async ({
  page,
  context,
}) => {
  const { applicationNo, authNo, id } = await applicationAwaitingSigning(context.request);

  const applications = new WorkflowGrid(page, 'financeloanapplication');
  await page.goto(`/finance/financeloanapplication?applicationNo=${applicationNo}`);
  await expect(applications.row(applicationNo)).toContainText('待签约', LOADED);
  await applications.run(applicationNo, 'draftLoan');
  await expect(done(applications, 'draftLoan')).toBeVisible();
  await applications.run(applicationNo, 'draftPledge');
  await expect(done(applications, 'draftPledge')).toBeVisible();

  // The loan agreement carries the approved terms; signing moves the application to 待放款.
  const loans = new WorkflowGrid(page, 'financeloanagreement');
  await page.goto(`/finance/financeloanagreement?applicationNo=${applicationNo}`);
  await expect(loans.row(applicationNo)).toContainText('待签署', LOADED);
  await expect(loans.row(applicationNo)).toContainText('900,000');
  await loans.expectActions(applicationNo, ['detail', 'sign', 'terminate']);
  await loans.run(applicationNo, 'sign');
  await expect(loans.row(applicationNo)).toContainText('待放款');
  // Disbursing before the pledge is in force is refused with the service's reason (the form stays open with it).
  await loans.run(applicationNo, 'disburse', { confirm: false });
  const disburse = page.getByTestId('row-action-dialog');
  await disburse.getByTestId('row-action-submit').click();
  await expect(disburse.getByTestId('dialog-error')).toHaveText(`融资申请 ${applicationNo} 的质押协议尚未生效（质押中），不能放款`);
  // 取消, not Escape: for a moment after a refused save the focus is outside the dialog (its button was disabled while
  // saving), where Escape does not reach it until the dialog's focus trap takes it back.
  await disburse.getByRole('button', { name: '取消' }).click();
  await expect(disburse).toHaveCount(0);

  // The pledge agreement: sent meanwhile elsewhere, so this page's 发起签署 is refused naming the state; then signed.
  const pledge = await first(context.request, `${TP}/financepledgeagreement/list?applicationNo=${applicationNo}`);
  const pledges = new WorkflowGrid(page, 'financepledgeagreement');
  await page.goto(`/finance/financepledgeagreement?agreementNo=${pledge.agreementNo}`);
  await expect(pledges.row(pledge.agreementNo)).toContainText('草稿', LOADED);
  await pledges.expectActions(pledge.agreementNo, ['send', 'terminate']);
  await write(context.request, `${TP}/financepledgeagreement/send`, { id: pledge.id });
  await pledges.run(pledge.agreementNo, 'send');
  await expect(pledges.toast(`当前状态不允许此操作: 质押协议 ${pledge.agreementNo} 为「待签署」，发起签署仅限「草稿」状态`)).toBeVisible();
  await page.reload();
  await pledges.expectActions(pledge.agreementNo, ['sign', 'terminate']);
  await pledges.run(pledge.agreementNo, 'sign');
  await expect(pledges.row(pledge.agreementNo)).toContainText('质押中');

  // The supervisor's mandate over the depot is approved.
  const mandates = new WorkflowGrid(page, 'financesuperviseauth');
  await page.goto(`/finance/financesuperviseauth?authNo=${authNo}`);
  await expect(mandates.row(authNo)).toContainText('待审核', LOADED);
  await mandates.run(authNo, 'approve');
  await expect(mandates.row(authNo)).toContainText('有效');

  await page.goto(`/finance/financeloanagreement?applicationNo=${applicationNo}`);
  await expect(loans.row(applicationNo)).toContainText('待放款', LOADED);
  await loans.run(applicationNo, 'disburse', { confirm: false });
  await page.getByTestId('row-action-dialog').getByTestId('row-action-submit').click();
  await expect(page.getByTestId('row-action-dialog')).toHaveCount(0);
  await expect(loans.row(applicationNo)).toContainText('还款中');
  // ¥300,000 repaid the same day (no interest yet) frees 300,000 ÷ (2,400 × 65 %) = 192.307 t of the pledge.
  await loans.run(applicationNo, 'repay', { confirm: false });
  const partial = page.getByTestId('row-action-dialog');
  await partial.getByLabel(zh.resources.financeloanagreement.fields.repayAmount).fill('300000');
  await partial.getByTestId('row-action-submit').click();
  await expect(partial).toHaveCount(0);

  // A partial release: below the floor stock (600 t) is refused in the form, which keeps the figure; more than the repaid
  // principal frees is refused too; 150 t goes.
  await page.goto(`/finance/financepledgeagreement?agreementNo=${pledge.agreementNo}`);
  await expect(pledges.row(pledge.agreementNo)).toContainText('质押中', LOADED);
  await pledges.run(pledge.agreementNo, 'release', { confirm: false });
  const form = page.getByTestId('row-action-dialog');
  const quantity = form.getByLabel(zh.resources.financepledgeagreement.fields.releaseQuantity);
  await quantity.fill('500');
  await form.getByTestId('row-action-submit').click();
  await expect(form.getByTestId('dialog-error')).toHaveText('借款未结清，解押后剩余 500 吨将低于最低控货量 600 吨');
  await expect(quantity).toHaveValue('500');
  await quantity.fill('300');
  await form.getByTestId('row-action-submit').click();
  await expect(form.getByTestId('dialog-error')).toContainText('累计解押 300 吨超过已还本金可释放的 192.307 吨');
  await quantity.fill('150');
  await form.getByTestId('row-action-submit').click();
  await expect(form).toHaveCount(0);
  await expect(pledges.row(pledge.agreementNo)).toContainText('部分解押');

  // Repaid in full: settled, with the application; the pledge is discharged in the same step.
  await page.goto(`/finance/financeloanagreement?applicationNo=${applicationNo}`);
  await expect(loans.row(applicationNo)).toContainText('还款中', LOADED);
  await loans.run(applicationNo, 'repay', { confirm: false });
  const repay = page.getByTestId('row-action-dialog');
  await repay.getByLabel(zh.resources.financeloanagreement.fields.repayAmount).fill('600000');
  await repay.getByTestId('row-action-submit').click();
  await expect(repay).toHaveCount(0);
  await expect(loans.row(applicationNo)).toContainText('已结清');
  const application = (await (await context.request.get(`${TP}/financeloanapplication/detail?id=${id}`)).json()).data;
  expect(application).toMatchObject({ loanStatus: 7, outstandingPrincipal: 0 });
  await page.goto(`/finance/financepledgeagreement?agreementNo=${pledge.agreementNo}`);
  await expect(pledges.row(pledge.agreementNo)).toContainText('全部解押', LOADED);
});
