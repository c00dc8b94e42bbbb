import { json, useTestServer } from '../../testing/test-server';

// financeloanapplication/distribution and firstPartyName over HTTP, on the seeded applications.
const server = useTestServer();

const appWith = (sql: string) =>
  server.db
    .prepare(`SELECT * FROM tp_financeloanapplication WHERE tenant_id = '000000' AND is_deleted = 0 AND ${sql} LIMIT 1`)
    .get() as Record<string, any>;

describe('loan distribution', () => {
  it('prefills the funder from firstPartyName', async () => {
    const app = appWith("first_party_name <> ''");
    expect((await json(await server.get(`/blade-tradePort/financeloanapplication/firstPartyName?id=${app.id}`, server.admin))).data).toBe(
      app.first_party_name,
    );
    expect((await server.get('/blade-tradePort/financeloanapplication/firstPartyName', server.admin)).status).toBe(400);
  });

  it('assigns both parties and moves the application on with their answers', async () => {
    const app = appWith('loan_status = 2 AND product_type IN (1, 2)') ?? appWith('loan_status = 2');
    const body = {
      id: app.id,
      firstPartyId: 'f1',
      firstPartyName: '中原银行郑州分行',
      firstPartyStatus: 1,
      thirdPartyId: 's1',
      thirdPartyName: '北方粮安监管服务有限公司',
      thirdPartyStatus: 1,
    };
    const answer = await json(await server.post('/blade-tradePort/financeloanapplication/distribution', server.admin, body));
    expect(answer).toMatchObject({ success: true, data: { loanStatus: 3 } });
    const row = (await json(await server.get(`/blade-tradePort/financeloanapplication/detail?id=${app.id}`, server.admin))).data;
    expect(row).toMatchObject({
      firstPartyName: '中原银行郑州分行',
      firstPartyStatus: 1,
      thirdPartyName: '北方粮安监管服务有限公司',
      thirdPartyStatus: 1,
      loanStatus: 3,
    });
    // Now awaiting signing: distribution is closed.
    const again = await server.post('/blade-tradePort/financeloanapplication/distribution', server.admin, body);
    expect(again.status).toBe(400);
    expect((await json(again)).msg).toMatch('不可分配');
  });

  it('validates the body', async () => {
    const app = appWith('loan_status IN (1, 2)') ?? appWith('1 = 1');
    const noFunder = await server.post('/blade-tradePort/financeloanapplication/distribution', server.admin, {
      id: app.id,
      firstPartyName: ' ',
    });
    expect((await json(noFunder)).msg).toBe('请填写甲方（资金方）');
    const badStatus = await server.post('/blade-tradePort/financeloanapplication/distribution', server.admin, {
      id: app.id,
      firstPartyName: 'x',
      firstPartyStatus: 5,
    });
    expect((await json(badStatus)).msg).toBe('甲方状态不正确');
    const boss = (await server.login('boss')).access_token;
    expect(
      (await server.post('/blade-tradePort/financeloanapplication/distribution', boss, { id: app.id, firstPartyName: 'x' })).status,
    ).toBe(403);
  });
});
