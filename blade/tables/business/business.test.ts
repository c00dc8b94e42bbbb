import { json, useTestServer } from '../../testing/test-server';
import { formatDateTime } from '../../db/time';

const server = useTestServer();

const post = (path: string, token: string, body?: unknown) => server.post(path, token, body);
const list = async (path: string, token = server.admin) => (await json(await server.get(path, token))).data;
const rows = (db: typeof server.db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Record<string, any>[];

describe('business families over HTTP', () => {
  it('filters and sorts the account ledger', async () => {
    const page = await list('/blade-tradePort/useraccountlog/list?flowType_equal=1&ascs=trade_time&size=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((row: any) => row.flowType === 1)).toBe(true);
    const times = page.records.map((row: any) => row.tradeTime);
    expect(times).toEqual([...times].sort());
  });

  it('filters loan applications by status and applicant, newest first by default', async () => {
    const overdue = await list('/blade-tradePort/financeloanapplication/list?loanStatus_equal=6');
    expect(overdue.total).toBe(1);
    expect(overdue.records[0]).toMatchObject({ loanStatus: 6, productType: 1 });
    expect(overdue.records[0].outstandingPrincipal).toBe(overdue.records[0].approvedAmount);
    const all = await list('/blade-tradePort/financeloanapplication/list?size=20');
    expect(all.records.map((row: any) => row.loanStatus).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const applyTimes = all.records.map((row: any) => row.applyTime);
    expect(applyTimes).toEqual([...applyTimes].sort().reverse());
    const name = all.records[0].applicantName.slice(0, 4);
    const byName = await list(`/blade-tradePort/financeloanapplication/list?applicantName=${encodeURIComponent(name)}`);
    expect(byName.records.every((row: any) => row.applicantName.includes(name))).toBe(true);
  });

  it('lists inspection values of one request, sorted by measured value', async () => {
    const requests = await list('/blade-inspection/inspectionapplications/list?inspectionStatus_equal=3');
    expect(requests.total).toBe(1);
    const no = requests.records[0].applicationNo;
    const values = await list(`/blade-inspection/inspectionvalue/list?applicationNo_equal=${no}&descs=measured_value`);
    expect(values.total).toBeGreaterThanOrEqual(5);
    const measured = values.records.map((row: any) => row.measuredValue);
    expect(measured).toEqual([...measured].sort((a: number, b: number) => b - a));
    expect(values.records.some((row: any) => row.judgement === 2)).toBe(true);
  });

  it('pages supply/demand posts and their pictures (at /page only)', async () => {
    const demand = await list('/blade-supplyDemand/supplyDemand/list?sdType_equal=2');
    expect(demand.records.every((row: any) => row.sdType === 2)).toBe(true);
    const images = await list('/blade-supplyDemand/supplyDemandImg/page?size=100');
    expect(images.total).toBeGreaterThan(demand.total);
    expect(images.records[0].imgUrl).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/demo-file\?name=supplydemand-\d+-\d+\.png$/);
    expect((await server.get('/blade-supplyDemand/supplyDemandImg/list', server.admin)).status).toBe(404);
  });

  it('a loan application’s form saves a draft, submits or withdraws it, and leaves the rest of its workflow alone', async () => {
    const submit = async (body: Record<string, unknown>) =>
      json(await post('/blade-tradePort/financeloanapplication/submit', server.admin, body));
    const body = { applicationNo: 'RZTEST0002', applicantName: '测试粮贸有限公司', productType: 3, applyAmount: 500000 };
    expect((await submit({ ...body, loanStatus: 7 })).msg).toBe(
      '融资申请 RZTEST0002 只能保存为「草稿」/「待平台初审」，其余状态由分配、签约和放款推进',
    );
    expect((await submit({ ...body, firstPartyName: '自封的资金方' })).success).toBe(true);
    const created = (await list('/blade-tradePort/financeloanapplication/list?applicationNo_equal=RZTEST0002')).records[0];
    expect(created).toMatchObject({ loanStatus: 0, firstPartyName: '' });
    expect((await submit({ id: created.id, loanStatus: 9 })).success).toBe(true);
    const signing = (await list('/blade-tradePort/financeloanapplication/list?loanStatus_equal=3')).records[0];
    expect((await submit({ id: signing.id, approvedAmount: 999999 })).msg).toBe(
      `当前状态不允许此操作: 融资申请 ${signing.applicationNo} 为「待签约」，编辑仅限「草稿」/「待平台初审」/「待资金方审批」状态`,
    );
    const removal = await post(`/blade-tradePort/financeloanapplication/remove?ids=${signing.id}`, server.admin);
    expect((await json(removal)).msg).toContain('删除仅限');
  });

  it('inserts, updates and removes a loan application, refusing a duplicate number', async () => {
    const body = { applicationNo: 'RZTEST0001', applicantName: '测试粮贸有限公司', productType: 2, applyAmount: 1200000, loanStatus: 0 };
    expect((await json(await post('/blade-tradePort/financeloanapplication/submit', server.admin, body))).success).toBe(true);
    const duplicate = await post('/blade-tradePort/financeloanapplication/submit', server.admin, body);
    expect(duplicate.status).toBe(400);
    expect((await json(duplicate)).msg).toBe('当前申请编号已存在!');
    const created = (await list('/blade-tradePort/financeloanapplication/list?applicationNo_equal=RZTEST0001')).records[0];
    expect(created).toMatchObject({ applicantName: '测试粮贸有限公司', applyAmount: 1200000, tenantId: '000000', status: 1 });
    expect(
      (await json(await post('/blade-tradePort/financeloanapplication/submit', server.admin, { id: created.id, loanStatus: 1 }))).success,
    ).toBe(true);
    expect(
      (await json(await server.get(`/blade-tradePort/financeloanapplication/detail?id=${created.id}`, server.admin))).data,
    ).toMatchObject({ loanStatus: 1, applyAmount: 1200000 });
    expect((await json(await post(`/blade-tradePort/financeloanapplication/remove?ids=${created.id}`, server.admin))).success).toBe(true);
    expect((await list('/blade-tradePort/financeloanapplication/list?applicationNo_equal=RZTEST0001')).total).toBe(0);
  });

  it('saves then submits pledge releases and ocean orders; releases cannot be removed', async () => {
    expect(
      (
        await json(
          await post('/blade-finance/pickupgoods/save', server.admin, {
            releaseNo: 'JYTEST001',
            pledgeAgreementNo: 'ZY20260006',
            applyQuantity: 300,
          }),
        )
      ).success,
    ).toBe(true);
    const release = (await list('/blade-finance/pickupgoods/list?releaseNo_equal=JYTEST001')).records[0];
    expect((await json(await post('/blade-finance/pickupgoods/submit', server.admin, { id: release.id, pickupStatus: 1 }))).success).toBe(
      true,
    );
    expect((await list('/blade-finance/pickupgoods/list?releaseNo_equal=JYTEST001')).records[0].pickupStatus).toBe(1);
    expect((await post(`/blade-finance/pickupgoods/remove?ids=${release.id}`, server.admin)).status).toBe(404);

    expect(
      (
        await json(
          await post('/tradePort/oceanorder/save', server.admin, {
            oceanOrderNo: 'HYTEST001',
            buyerName: '测试饲料有限公司',
            goodsName: '巴西大豆',
            quantity: 60000,
          }),
        )
      ).success,
    ).toBe(true);
    const shipment = (await list('/tradePort/oceanorder/list?oceanOrderNo_equal=HYTEST001')).records[0];
    expect(
      (await json(await post('/tradePort/oceanorder/submit', server.admin, { id: shipment.id, oceanStatus: 2, vesselName: 'TEST STAR' })))
        .success,
    ).toBe(true);
    expect((await json(await server.get(`/tradePort/oceanorder/detail?id=${shipment.id}`, server.admin))).data).toMatchObject({
      oceanStatus: 2,
      vesselName: 'TEST STAR',
      quantity: 60000,
    });
  });

  it('keeps tenant 100001 apart from the platform tenant', async () => {
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    const theirs = await list('/blade-tradePort/useraccount/list?size=50', other);
    const mine = await list('/blade-tradePort/useraccount/list?size=50');
    expect(theirs.total).toBe(2);
    expect(theirs.records.every((row: any) => row.tenantId === '100001')).toBe(true);
    const theirNames = new Set(theirs.records.map((row: any) => row.customerName));
    expect(mine.records.some((row: any) => theirNames.has(row.customerName))).toBe(false);
    const theirPosts = await list('/blade-supplyDemand/supplyDemand/list', other);
    expect(theirPosts.total).toBe(2);
    expect(
      (await json(await post('/blade-tradePort/useraccount/submit', server.admin, { id: theirs.records[0].id, remark: 'hijack' }))).success,
    ).toBe(false);
  });

  it('reads through the role menus: boss may list finance screens but not write', async () => {
    const boss = (await server.login('boss')).access_token;
    expect((await server.get('/blade-tradePort/financialdetails/statisticsFinancial', boss)).status).toBe(200);
    expect((await post('/blade-tradePort/cmsadvert/submit', boss, { title: 'x', position: 1, imageUrl: '/a.jpg' })).status).toBe(403);
    const hr = (await server.login('hr')).access_token;
    expect((await server.get('/blade-tradePort/upcominglog/threeDayList', hr)).status).toBe(403);
  });
});

describe('business seed consistency', () => {
  it('ledgers sum to their account balances', () => {
    for (const account of rows(server.db, 'SELECT * FROM tp_useraccount')) {
      const ledger = rows(server.db, 'SELECT * FROM tp_useraccountlog WHERE account_id = ? ORDER BY trade_time, id', account.id);
      expect(ledger.length).toBeGreaterThan(0);
      const last = ledger[ledger.length - 1];
      expect([account.account_no, last.balance_after, last.frozen_after]).toEqual([
        account.account_no,
        account.balance,
        account.frozen_amount,
      ]);
      expect(account.available_amount).toBeCloseTo(account.balance - account.frozen_amount, 2);
      for (let i = 1; i < ledger.length; i++) expect(ledger[i].balance_before).toBe(ledger[i - 1].balance_after);
    }
  });

  it('pledges release exactly what their completed releases took out', () => {
    for (const agreement of rows(server.db, 'SELECT * FROM tp_financepledgeagreement')) {
      const released = rows(
        server.db,
        'SELECT COALESCE(SUM(apply_quantity), 0) AS qty FROM tp_pickupgoods WHERE pledge_agreement_no = ? AND pickup_status = 5',
        agreement.agreement_no,
      )[0].qty;
      expect([agreement.agreement_no, agreement.released_quantity]).toEqual([agreement.agreement_no, released]);
    }
  });
});

describe('custom business endpoints', () => {
  it('statisticsFinancial sums the journal under the same filters', async () => {
    const all = rows(
      server.db,
      "SELECT item_type, direction, amount FROM tp_financialdetails WHERE tenant_id = '000000' AND is_deleted = 0",
    );
    const income = all.filter((row) => row.direction === 1).reduce((sum, row) => sum + row.amount, 0);
    const expense = all.filter((row) => row.direction === 2).reduce((sum, row) => sum + row.amount, 0);
    const stats = (await json(await server.get('/blade-tradePort/financialdetails/statisticsFinancial', server.admin))).data;
    expect(stats.recordCount).toBe(all.length);
    expect(stats.totalIncome).toBeCloseTo(income, 2);
    expect(stats.totalExpense).toBeCloseTo(expense, 2);
    expect(stats.netAmount).toBeCloseTo(income - expense, 2);
    const deposits = all.filter((row) => row.item_type === 2 && row.direction === 1).reduce((sum, row) => sum + row.amount, 0);
    expect(stats.items.find((item: any) => item.itemType === 2).income).toBeCloseTo(deposits, 2);
    const filtered = (await json(await server.get('/blade-tradePort/financialdetails/statisticsFinancial?itemType_equal=5', server.admin)))
      .data;
    expect(filtered.totalIncome).toBe(0);
    expect(filtered.items.map((item: any) => item.itemType)).toEqual([5]);
  });

  it('depositList pages only the deposit statements', async () => {
    const deposits = (await json(await server.get('/blade-tradePort/financialStatements/depositList?size=50', server.admin))).data;
    const all = await list('/blade-tradePort/financialStatements/list?size=50');
    expect(deposits.total).toBeGreaterThan(0);
    expect(deposits.total).toBeLessThan(all.total);
    expect(deposits.records.every((row: any) => row.statementType === 2)).toBe(true);
    for (const row of deposits.records)
      expect(row.closingBalance).toBeCloseTo(row.openingBalance + row.increaseAmount - row.decreaseAmount, 2);
  });

  it('threeDayList returns the reminders due today and the next two days, soonest first, and the open 质押风险 ones', async () => {
    const due = (await json(await server.get('/blade-tradePort/upcominglog/threeDayList', server.admin))).data as any[];
    const today = formatDateTime().slice(0, 10);
    const last = formatDateTime(new Date(Date.now() + 2 * 86_400_000)).slice(0, 10);
    const dated = due.filter((row) => row.remindType !== 7);
    expect(dated.length).toBe(3);
    expect(dated.every((row) => row.dueTime.slice(0, 10) >= today && row.dueTime.slice(0, 10) <= last)).toBe(true);
    // The seeded overdue loan's pledge, marked down under its warning line (services/finance/risk-reminders.ts).
    expect(due.filter((row) => row.remindType === 7)).toEqual([
      expect.objectContaining({ handleStatus: 0, title: expect.stringMatching(/^质押协议 ZY\d+ 覆盖率 [\d.]+% 低于预警线 115%$/) }),
    ]);
    expect(due.map((row) => row.dueTime)).toEqual(due.map((row) => row.dueTime).sort());
    const all = await list('/blade-tradePort/upcominglog/list?size=50');
    expect(all.total).toBeGreaterThan(due.length);
  });

  it('report files list by exact name and remove logically', async () => {
    const reports = await list('/blade-report/report/rest/list');
    expect(reports.total).toBe(3);
    const target = reports.records[0];
    expect((await list(`/blade-report/report/rest/list?name=${encodeURIComponent(target.name)}`)).total).toBe(1);
    expect((await list(`/blade-report/report/rest/list?name=${encodeURIComponent(target.name.slice(0, 3))}`)).total).toBe(0);
    expect((await json(await post(`/blade-report/report/rest/remove?ids=${target.id}`, server.admin))).success).toBe(true);
    expect((await list('/blade-report/report/rest/list')).total).toBe(2);
    expect(rows(server.db, 'SELECT is_deleted FROM blade_report_file WHERE id = ?', target.id)[0].is_deleted).toBe(1);
  });
});
