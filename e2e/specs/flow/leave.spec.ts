import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, type Account } from '../../support/api-login';
import { baseURL } from '../../support/env';

/**
 * The leave process through 我的事务: admin applies with an approver, the approver decides in 待办事务,
 * hr claims the filing in 待签事务 and completes it; the finished instance shows in 办结事务 with its history.
 * Then the reject path, a suspended definition refusing to start, and a role without 办理 refused by the service.
 * Each test names a different approver, so their to-do lists never mix.
 */
// Lists load after a navigation and a Blade call each; a loaded 2-core runner needs more than the default 8 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const MANAGER: Account = { tenantId: '000000', account: 'manager', password: 'manager' };
const HR: Account = { tenantId: '000000', account: 'hr', password: 'hr' };
const BOSS: Account = { tenantId: '000000', account: 'boss', password: 'boss' };

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const rows = (page: Page, text: string) => page.getByTestId('flow-row').filter({ hasText: text });

async function signedIn(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await apiLogin(context.request, account);
  return context.newPage();
}

/** Opens 发起事务 and the leave process's start form (its route comes from the flow dictionary). */
async function openLeaveForm(page: Page) {
  await page.goto('/work/start');
  await rows(page, '请假流程').filter({ hasText: 'Leave' }).getByTestId('flow-start').click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/form\/Leave%3A\d+%3A\d+$/);
  await expect(page.getByRole('heading', { name: '请假申请', level: 1 })).toBeVisible();
}

async function fillLeave(page: Page, approver: string, reason: string) {
  await page.getByRole('combobox', { name: /^审批人/ }).click();
  await page.getByRole('option', { name: new RegExp(`\\(${approver}\\)$`) }).click();
  await page.getByTestId('leave-start').fill('2026-12-01T09:00');
  await page.getByTestId('leave-end').fill('2026-12-03T18:00');
  await expect(page.getByTestId('leave-days')).toHaveText('请假天数：2天9小时');
  await page.getByTestId('leave-reason').fill(reason);
}

const USER_IDS: Record<string, string> = { hr: '1123598821738675202', manager: '1123598821738675203', boss: '1123598821738675204' };

/** Applies through the API (the form itself is covered by the first journey). */
async function apply(page: Page, approver: string, reason: string) {
  const startable = await (await page.request.get('/api/blade-flow/work/start-list')).json();
  const leave = startable.data.records.find((row: { key: string }) => row.key === 'Leave');
  const response = await page.request.post('/api/blade-desk/process/leave/start-process', {
    data: {
      processDefinitionId: leave.id,
      taskUser: USER_IDS[approver],
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-03 18:00:00',
      reason,
    },
    headers: { Origin: baseURL },
  });
  expect(await response.json()).toMatchObject({ code: 200 });
}

/** A one-step process of its own, so suspending it leaves the seeded leave process to the other tests. */
const SUSPEND_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn">
  <process id="SuspendCheck" name="挂起检查流程">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/>
    <userTask id="approve" name="审批" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f2" sourceRef="approve" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

/** Opens the first to-do of the given step on the handle page. */
async function handle(page: Page, step: string) {
  await page.goto('/work/todo');
  await rows(page, step).first().getByTestId('flow-handle').click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/handle\/\d+\/\d+\/\d+$/);
}

test.use({ storageState: 'e2e/.auth/admin.json' });

test('leave approved by the task user, filed by hr after claiming, finished with its history', async ({ page, browser }) => {
  test.setTimeout(360_000); // one journey through three users' sessions on a slow 2-core runner
  await openLeaveForm(page);
  // Nothing filled: every field is named and nothing is sent.
  await page.getByTestId('leave-submit').click();
  await expect(page.getByText('请填写审批人')).toBeVisible();
  await expect(page.getByText('请填写请假理由')).toBeVisible();
  await fillLeave(page, 'manager', '回老家探亲');
  await page.getByTestId('leave-submit').click();
  await expect(toast(page, '请假申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/work\/send$/);
  await expect(rows(page, '请假流程').filter({ hasText: '张经理' })).toContainText('审批');

  const manager = await signedIn(browser, MANAGER);
  await handle(manager, '审批');
  await expect(manager.getByTestId('leave-summary')).toContainText('回老家探亲');
  await expect(manager.getByTestId('leave-summary')).toContainText('管理员');
  await manager.getByTestId('handle-comment').fill('准假，注意安全');
  await manager.getByTestId('handle-pass').click();
  await expect(toast(manager, '办理成功')).toBeVisible();
  await expect(manager).toHaveURL(/\/work\/todo$/);
  await manager.context().close();

  const hr = await signedIn(browser, HR);
  await hr.goto('/work/claim');
  await rows(hr, '人事备案').first().getByTestId('flow-claim').click();
  await expect(toast(hr, '签收事务成功')).toBeVisible();
  await handle(hr, '人事备案');
  await hr.getByTestId('handle-pass').click();
  await expect(toast(hr, '办理成功')).toBeVisible();
  await hr.goto('/work/done');
  const done = rows(hr, '人事备案').first();
  await expect(done).toContainText('已办结');
  await done.getByTestId('flow-follow').click();
  const history = hr.getByRole('dialog').getByTestId('flow-history');
  await expect(history).toContainText('发起人：管理员');
  await expect(history).toContainText('办理人：张经理');
  await expect(history).toContainText('意见：准假，注意安全');
  await expect(history).toContainText('意见：同意');
  await expect(history).toContainText('结束');
  await hr.getByRole('button', { name: '关闭' }).click();
  await done.getByTestId('flow-detail').click();
  await expect(hr).toHaveURL(/\/work\/process\/leave\/detail\/\d+\/\d+$/);
  await expect(hr.getByTestId('leave-summary')).toContainText('2天9小时');
  await hr.context().close();
});

test('a rejected leave goes back to the applicant, who withdraws it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await apply(page, 'hr', '参加培训');
  const hr = await signedIn(browser, HR);
  await handle(hr, '审批');
  // Rejecting needs a comment.
  await hr.getByTestId('handle-reject').click();
  await expect(hr.getByText('驳回时请填写审批意见')).toBeVisible();
  await hr.getByTestId('handle-comment').fill('培训时间冲突');
  await hr.getByTestId('handle-reject').click();
  await expect(toast(hr, '办理成功')).toBeVisible();
  await hr.context().close();

  await handle(page, '调整申请');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('调整申请');
  await expect(page.getByTestId('leave-history')).toContainText('意见：培训时间冲突');
  await page.getByTestId('handle-comment').fill('不请了');
  await page.getByTestId('handle-reject').click();
  await expect(toast(page, '办理成功')).toBeVisible();
  await page.goto('/work/send');
  await expect(rows(page, '请假流程').first()).toContainText('已办结');
});

test('a suspended definition refuses to start with the service message, and the form keeps its values', async ({ page }) => {
  test.setTimeout(180_000);
  const deployed = await page.request.post('/api/blade-flow/manager/deploy-upload', {
    multipart: {
      category: 'flow_1',
      tenantIds: '000000',
      files: { name: 'suspend-check.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(SUSPEND_BPMN) },
    },
    headers: { Origin: baseURL },
  });
  expect(await deployed.json()).toMatchObject({ code: 200 });
  await page.goto('/flow/manager');
  const definition = rows(page, 'SuspendCheck').first();
  await definition.getByTestId('definition-suspend').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(definition.getByTestId('definition-activate')).toBeVisible();
  // The start list offers active definitions only; the form is reached by its address.
  const list = await (await page.request.get('/api/blade-flow/manager/list?category=flow_1')).json();
  const suspended = list.data.records.find((row: { key: string }) => row.key === 'SuspendCheck');
  await page.goto(`/work/process/leave/form/${encodeURIComponent(suspended.id)}`);
  await fillLeave(page, 'manager', '挂起后申请');
  await page.getByTestId('leave-submit').click();
  await expect(page.getByTestId('leave-error')).toContainText(
    /Cannot start process instance\. Process definition 挂起检查流程 \(id = SuspendCheck:\d+:\d+\) is suspended/,
  );
  await expect(page.getByTestId('leave-reason')).toHaveValue('挂起后申请');
});

test('a role without the 办理 button sees its to-do but cannot complete it (403)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await apply(page, 'boss', '年假');
  const boss = await signedIn(browser, BOSS);
  await boss.goto('/work/todo');
  const row = rows(boss, '审批').first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('flow-follow')).toBeVisible();
  await expect(row.getByTestId('flow-handle')).toHaveCount(0);
  const todo = await (await boss.request.get('/api/blade-flow/work/todo-list')).json();
  const task = todo.data.records[0];
  const refused = await boss.request.post('/api/blade-flow/work/complete-task', {
    data: { taskId: task.taskId, processInstanceId: task.processInstanceId, flag: 'ok' },
    headers: { Origin: new URL(boss.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).msg).toBe('请求被拒绝');
  await boss.context().close();
});

test('times and a reason typed before the page came alive count: the days follow and nothing is cleared', async ({ page }) => {
  await openLeaveForm(page);
  const form = page.url();
  // Hold the page's scripts, so the typing lands in the server's HTML before React hydrates it.
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => (await scripts, route.continue()));
  await page.goto(form, { waitUntil: 'commit' });
  await page.getByTestId('leave-start').fill('2026-12-01T09:00');
  await page.getByTestId('leave-end').fill('2026-12-03T18:00');
  await page.getByTestId('leave-reason').fill('早到的请假事由');
  await expect(page.getByTestId('leave-days')).toHaveText('请假天数：选择开始和结束时间后计算');
  release();
  await expect(page.getByTestId('leave-days')).toHaveText('请假天数：2天9小时');
  await expect(page.getByTestId('leave-reason')).toHaveValue('早到的请假事由');
  await page.unroute('**/_next/static/chunks/**');
});
