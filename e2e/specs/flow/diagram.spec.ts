import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../support/env';

/**
 * 流程图: a definition's diagram from 流程定义 (with its BPMN file), and a running instance's diagram in 已发事务's
 * 跟踪 with its current node marked, both drawn by the flow service from the deployed process.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
const expect = baseExpect.configure({ timeout: 20_000 });

type SentRow = { processInstanceId: string; businessId: string; taskId?: string; id?: string };
const rows = (page: Page, text: string) => page.getByTestId('flow-row').filter({ hasText: text });

/** The diagram image really loaded (not a broken image) and has the size of a drawn process. */
async function expectDrawn(diagram: Locator) {
  const image = diagram.locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBeGreaterThan(300);
}

test('流程定义 shows the leave process as a diagram and its BPMN file', async ({ page }) => {
  await page.goto('/flow/manager');
  const leave = rows(page, '请假流程').filter({ hasText: 'Leave' }).first();
  await leave.getByTestId('definition-diagram').click();
  const dialog = page.getByRole('dialog', { name: /^流程图 · 请假流程 v\d+$/ });
  await expectDrawn(dialog.getByTestId('flow-diagram'));
  const alt = await dialog.locator('img').getAttribute('alt');
  expect(alt).toMatch(/^请假流程 v\d+ 的流程图$/);

  const xml = await page.request.get((await dialog.getByTestId('flow-diagram-xml').getAttribute('href'))!);
  expect(xml.headers()['content-type']).toContain('text/xml');
  expect(await xml.text()).toContain('<process id="Leave"');
  const svg = await page.request.get((await dialog.locator('img').getAttribute('src'))!);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  // Every step of the process is drawn: the tasks by name.
  for (const step of ['审批', '人事备案', '调整申请']) expect(await svg.text()).toContain(`>${step}</text>`);
  await dialog.getByRole('button', { name: '关闭' }).click();
});

test('跟踪 of a running leave request marks its current step on the diagram', async ({ page }) => {
  const startable = await (await page.request.get('/api/blade-flow/work/start-list')).json();
  const leave = startable.data.records.find((row: { key: string }) => row.key === 'Leave');
  const reason = `流程图检查 ${Date.now()}`;
  const started = await page.request.post('/api/blade-desk/process/leave/start-process', {
    data: {
      processDefinitionId: leave.id,
      taskUser: '1123598821738675204',
      startTime: '2026-12-07 09:00:00',
      endTime: '2026-12-07 18:00:00',
      reason,
    },
    headers: { Origin: baseURL },
  });
  expect(await started.json()).toMatchObject({ code: 200 });
  // This test's own request, found by its reason: another worker may start a leave request at the same moment.
  const sentList = (await (await page.request.get('/api/blade-flow/work/send-list?current=1&size=30')).json()).data.records as SentRow[];
  let sent: SentRow | undefined;
  for (const row of sentList) {
    const detail = await (await page.request.get(`/api/blade-desk/process/leave/detail?businessId=${row.businessId}`)).json();
    if (detail.data?.reason === reason) {
      sent = row;
      break;
    }
  }
  if (!sent) throw new Error(`the started leave request (${reason}) is not in 已发事务`);

  await page.goto('/work/send');
  // The row's key is the one the work screen gives it (components/flow/work-screen.tsx).
  const rowKey = String(sent.taskId || sent.id || sent.processInstanceId);
  await page.locator(`[data-testid="flow-row"][data-row-key="${rowKey}"]`).getByTestId('flow-follow').click();
  const dialog = page.getByRole('dialog', { name: /^流程跟踪 · 请假流程$/ });
  await expectDrawn(dialog.getByTestId('flow-diagram'));
  await expect(dialog.getByText('绿色：已经过的节点；红色：当前所在节点')).toBeVisible();
  const src = (await dialog.locator('img').getAttribute('src'))!;
  expect(src).toContain(`processInstanceId=${sent.processInstanceId}`);
  const svg = await (await page.request.get(src)).text();
  // The request waits at 审批 (current, red); the start has been passed (green).
  expect(svg).toMatch(/data-status="current"><rect[^>]*\/><text[^>]*>审批<\/text>/);
  expect(svg).toMatch(/data-node="[^"]+" data-status="done"><circle/);

  await dialog.getByRole('button', { name: '关闭' }).click();

  // The leave request's own page (server-rendered) draws it too.
  await page.goto(`/work/process/leave/detail/${sent.processInstanceId}/${sent.businessId}`);
  await expectDrawn(page.getByTestId('flow-diagram'));
});
