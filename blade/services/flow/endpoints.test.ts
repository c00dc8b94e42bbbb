import { useTestServer } from '../../testing/test-server';

/** blade-flow and the leave endpoints over HTTP, as the screens call them (docs/blade-contract.md §8.2). */
describe('blade-flow endpoints', () => {
  const server = useTestServer({
    logins: Object.fromEntries(['admin', 'manager', 'hr', 'boss', 'trader'].map((account) => [account, [account]])),
  });
  const { tokens } = server;

  const get = async (path: string, as = 'admin') => (await server.get(path, tokens[as])).json();
  const post = async (path: string, as = 'admin', body?: unknown) => {
    const response = await server.post(path, tokens[as], body);
    return { status: response.status, ...(await response.json()) };
  };
  const leaveDefinitionId = async () => (await get('/blade-flow/work/start-list')).data.records.find((row: any) => row.key === 'Leave').id;
  const startLeave = async (taskUser = '1123598821738675203', reason = '回家探亲') =>
    post('/blade-desk/process/leave/start-process', 'admin', {
      processDefinitionId: await leaveDefinitionId(),
      taskUser,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-03 18:00:00',
      reason,
    });

  it('lists the seeded models and definitions with their flow dictionary category', async () => {
    const models = (await get('/blade-flow/model/list')).data;
    expect(models.records.map((row: any) => row.modelKey).sort()).toEqual(['Leave', 'TradeApproval']);
    const definitions = (await get('/blade-flow/manager/list?category=flow_1')).data.records;
    expect(definitions[0]).toMatchObject({ key: 'Leave', category: 'flow_1', categoryName: '请假流程', suspensionState: 1, version: 1 });
    expect((await get('/blade-flow/work/start-list')).data.records.map((row: any) => row.categoryName).sort()).toEqual([
      '交易审批',
      '请假流程',
    ]);
  });

  it('runs the leave process through the work lists: start, todo, complete, claim, complete, done', async () => {
    expect(await startLeave()).toMatchObject({ code: 200, success: true });
    const sent = (await get('/blade-flow/work/send-list')).data.records[0];
    expect(sent).toMatchObject({
      processDefinitionName: '请假流程',
      taskName: '审批',
      assigneeName: '张经理',
      businessTable: 'blade_process_leave',
      processIsFinished: 'unfinished',
    });
    // The demo seeds processes of its own (blade/seed/flow-demo.ts): this test follows its instance through the lists.
    const mine = (row: any) => row.processInstanceId === sent.processInstanceId;
    const todo = (await get('/blade-flow/work/todo-list', 'manager')).data.records.find(mine);
    expect(todo).toMatchObject({ taskName: '审批', status: 'todo', startUser: '管理员', processInstanceId: sent.processInstanceId });
    const leave = (await get(`/blade-desk/process/leave/detail?businessId=${todo.businessId}`, 'manager')).data;
    expect(leave).toMatchObject({ reason: '回家探亲', days: 2, taskUserName: '张经理', flow: { assigneeName: '管理员' } });
    expect(
      await post('/blade-flow/work/complete-task', 'manager', {
        taskId: todo.taskId,
        processInstanceId: todo.processInstanceId,
        flag: 'ok',
        comment: '准假',
      }),
    ).toMatchObject({ code: 200 });
    expect((await get('/blade-flow/work/todo-list', 'hr')).data.records.filter(mine)).toEqual([]);
    const claim = (await get('/blade-flow/work/claim-list', 'hr')).data.records.find(mine);
    expect(claim).toMatchObject({ taskName: '人事备案', status: 'claim' });
    expect((await get('/blade-flow/work/claim-list', 'manager')).data.records.filter(mine)).toEqual([]);
    expect(await post(`/blade-flow/work/claim-task?taskId=${claim.taskId}`, 'hr')).toMatchObject({ code: 200, msg: '签收事务成功' });
    expect(
      await post('/blade-flow/work/complete-task', 'hr', { taskId: claim.taskId, processInstanceId: claim.processInstanceId, flag: 'ok' }),
    ).toMatchObject({ code: 200 });
    const done = (await get('/blade-flow/work/done-list', 'hr')).data.records.find(mine);
    expect(done).toMatchObject({ taskName: '人事备案', processIsFinished: 'finished', comment: '同意', isPass: true });
    const history = (await get(`/blade-flow/process/history-flow-list?processInstanceId=${done.processInstanceId}`, 'hr')).data;
    expect(history.map((row: any) => [row.historyActivityName, row.assigneeName, row.comment])).toEqual([
      ['开始', '管理员', ''],
      ['审批', '张经理', '准假'],
      ['人事备案', '李人事', '同意'],
      ['结束', '', ''],
    ]);
  });

  it('reject without flag sends the request back to the applicant', async () => {
    await startLeave('1123598821738675203', '看病');
    const todo = (await get('/blade-flow/work/todo-list', 'manager')).data.records.find((row: any) => row.taskName === '审批');
    await post('/blade-flow/work/complete-task', 'manager', {
      taskId: todo.taskId,
      processInstanceId: todo.processInstanceId,
      comment: '请补充材料',
    });
    const adjust = (await get('/blade-flow/work/todo-list')).data.records.find(
      (row: any) => row.processInstanceId === todo.processInstanceId,
    );
    expect(adjust).toMatchObject({ taskName: '调整申请' });
    const history = (await get(`/blade-flow/process/history-flow-list?processInstanceId=${todo.processInstanceId}`)).data;
    expect(history[1]).toMatchObject({ comment: '请补充材料', isPass: false });
  });

  it('refuses callers without the button code (403 请求被拒绝) and bad input with Blade messages', async () => {
    await startLeave('1123598821738675204', '出差');
    const bossTask = (await get('/blade-flow/work/todo-list', 'boss')).data.records[0];
    expect(bossTask).toMatchObject({ taskName: '审批' });
    expect(await post('/blade-flow/work/complete-task', 'boss', { taskId: bossTask.taskId, flag: 'ok' })).toMatchObject({
      status: 403,
      msg: '请求被拒绝',
    });
    expect(await post(`/blade-flow/work/claim-task?taskId=${bossTask.taskId}`, 'trader')).toMatchObject({ status: 403 });
    expect((await post('/blade-flow/manager/change-state?state=suspend&processId=x', 'manager')).status).toBe(403);
    expect((await server.get('/blade-flow/model/list', tokens.manager)).status).toBe(403);
    expect(
      await post('/blade-desk/process/leave/start-process', 'admin', {
        processDefinitionId: await leaveDefinitionId(),
        taskUser: '1123598821738675203',
        startTime: '2026-12-03 09:00:00',
        endTime: '2026-12-01 09:00:00',
        reason: 'x',
      }),
    ).toMatchObject({ status: 400, msg: '结束时间必须晚于开始时间' });
    expect(await startLeave('1123598821738675203', '')).toMatchObject({ status: 400, msg: '请输入请假理由' });
  });

  it('suspends and activates a definition; a suspended one refuses to start with the engine message', async () => {
    const id = await leaveDefinitionId();
    expect(await post(`/blade-flow/manager/change-state?state=suspend&processId=${encodeURIComponent(id)}`)).toMatchObject({ code: 200 });
    expect((await get('/blade-flow/work/start-list')).data.records.some((row: any) => row.id === id)).toBe(false);
    const refused = await post('/blade-desk/process/leave/start-process', 'admin', {
      processDefinitionId: id,
      taskUser: '1123598821738675203',
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-02 09:00:00',
      reason: '休假',
    });
    expect(refused).toMatchObject({
      status: 400,
      msg: `Cannot start process instance. Process definition 请假流程 (id = ${id}) is suspended`,
    });
    expect(await post(`/blade-flow/manager/change-state?state=active&processId=${encodeURIComponent(id)}`)).toMatchObject({ code: 200 });
  });

  it('deploys an uploaded BPMN file for the named tenants, follows and deletes instances, deletes deployments', async () => {
    const xml = (await import('./processes')).TRADE_APPROVAL_BPMN.replace(/TradeApproval/g, 'UploadedApproval');
    const upload = (name: string, content: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('files', new Blob([content], { type: 'text/xml' }), name);
      return fetch(`${server.base}/blade-flow/manager/deploy-upload`, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${tokens.admin}` },
        body: form,
      }).then(async (r) => ({ status: r.status, ...(await r.json()) }));
    };
    expect(await upload('a.txt', xml, { category: 'flow_3' })).toMatchObject({ status: 400 });
    expect(
      await upload('a.bpmn', '<definitions><process id="p"><userTask id="t"/></process></definitions>', { category: 'flow_3' }),
    ).toMatchObject({ status: 400 });
    expect(await upload('a.bpmn', xml, { category: '' })).toMatchObject({ status: 400, msg: '请选择流程类型' });
    expect(await upload('approval.bpmn20.xml', xml, { category: 'flow_3', tenantIds: '000000,100001' })).toMatchObject({ code: 200 });
    const mine = (await get('/blade-flow/manager/list?category=flow_3')).data.records.find((row: any) => row.key === 'UploadedApproval');
    expect(mine).toMatchObject({ resourceName: 'approval.bpmn20.xml', categoryName: '交易审批' });
    const otherTenant = (await server.login('admin', 'admin', '100001')).access_token;
    const theirs = (await (await server.get('/blade-flow/manager/list', otherTenant)).json()).data.records;
    expect(theirs.some((row: any) => row.key === 'UploadedApproval' && row.tenantId === '100001')).toBe(true);
    expect(theirs.every((row: any) => row.tenantId === '100001')).toBe(true);

    const running = (await get('/blade-flow/follow/list')).data.records;
    expect(running.length).toBeGreaterThan(0);
    const target = running[0];
    expect(await post(`/blade-flow/follow/delete-process-instance?processInstanceId=${target.processInstanceId}`)).toMatchObject({
      status: 400,
      msg: '缺少必要的请求参数: deleteReason',
    });
    expect(
      await post(
        `/blade-flow/follow/delete-process-instance?processInstanceId=${target.processInstanceId}&deleteReason=${encodeURIComponent('重复申请')}`,
      ),
    ).toMatchObject({ code: 200 });
    expect((await get('/blade-flow/follow/list')).data.records.some((row: any) => row.id === target.id)).toBe(false);
    expect(await post(`/blade-flow/manager/delete-deployment?deploymentIds=${mine.deploymentId}`)).toMatchObject({ code: 200 });
    expect((await get('/blade-flow/manager/list')).data.records.some((row: any) => row.id === mine.id)).toBe(false);
  });

  it('deploys a model with a category and removes it', async () => {
    const model = (await get('/blade-flow/model/list')).data.records.find((row: any) => row.modelKey === 'TradeApproval');
    expect(await post(`/blade-flow/model/deploy?modelId=${model.id}&category=flow_3&tenantIds=000000`)).toMatchObject({ code: 200 });
    const versions = (await get('/blade-flow/manager/list?category=flow_3')).data.records.filter((row: any) => row.key === 'TradeApproval');
    expect(versions.map((row: any) => row.version).sort()).toEqual([1, 2]);
    expect(await post(`/blade-flow/model/remove?ids=${model.id}`)).toMatchObject({ code: 200 });
    expect((await get('/blade-flow/model/list')).data.total).toBe(1);
  });
});
