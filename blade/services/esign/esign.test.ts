import { json, useTestServer } from '../../testing/test-server';

/** The local e-sign provider over HTTP on a fresh seeded database: signing, refusal, unbinding, link scoping. */
const server = useTestServer();

const TP = '/blade-tradePort';
const { getJson: get, postJson: post } = server;
/** The signing page's calls carry no session, only the link's token. */
const anonymous = {
  task: async (token: string) => {
    const response = await server.get(`/fasc/esign/task?token=${encodeURIComponent(token)}`);
    return { status: response.status, ...(await json(response)) };
  },
  send: async (path: string, body: unknown) => {
    const response = await fetch(server.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...(await json(response)) };
  },
};
const tokenOf = (url: string) => url.replace(/^\/esign\/sign\//, '');

/** Seeded orders awaiting confirmation, oldest first; each test takes its own. */
let spare: any[] = [];
async function orderAwaitingSignature(): Promise<any> {
  if (spare.length === 0) spare = (await get(`${TP}/order/list?orderStatus_equal=0&size=50`)).data.records;
  const order = spare.shift();
  expect((await post(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`)).data.orderStatus).toBe(1);
  return order;
}
async function generate(orderNo: string) {
  const answer = await post(`${TP}/order/generateContract?orderNo=${orderNo}&type=1`);
  expect(answer.msg).toBe('操作成功');
  return answer.data;
}
const links = async (contractId: string) => ({
  a: tokenOf((await get(`${TP}/ordercontract/getShortUrl?id=${contractId}&actorId=甲方`)).data),
  b: tokenOf((await get(`${TP}/ordercontract/getShortUrl?id=${contractId}&actorId=乙方`)).data),
});

describe('sign task of a sales contract', () => {
  it('has one actor per party; each link opens only its own actor; the last signature completes the contract and starts the order', async () => {
    const order = await orderAwaitingSignature();
    const contract = await generate(order.orderNo);
    expect(contract).toMatchObject({ signStatus: 1, contractStatus: 1, signedFileUrl: '' });
    const actors = (await get(`${TP}/ordercontract/actors?id=${contract.id}`)).data;
    expect(actors.map((actor: any) => [actor.actorId, actor.actorName, actor.actorType, actor.signStatus])).toEqual([
      ['甲方', order.sellerName, 'corp', 0],
      ['乙方', order.buyerName, 'corp', 0],
    ]);

    const { a, b } = await links(contract.id);
    expect(a).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    const page = await anonymous.task(a);
    expect(page.data).toMatchObject({
      contractNo: contract.contractNo,
      actor: { actorId: '甲方', actorName: order.sellerName, signStatus: 0 },
    });
    expect(page.data.document).toContain(`订单编号: ${order.orderNo}`);

    // A forged or altered token names nobody; another actor's id with this MAC is no link either.
    const [rowA, macA] = a.split('.');
    const [rowB] = b.split('.');
    // The altered MAC changes its last character to another: one MAC in 16 ends in 'A' (the last base64url
    // character of 32 bytes holds 4 bits), and replacing that 'A' with 'A' forged nothing (a CI run failed so).
    const alteredMac = `${macA.slice(0, -1)}${macA.endsWith('A') ? 'E' : 'A'}`;
    for (const forged of [`${rowB}.${macA}`, `${rowA}.${alteredMac}`, 'abc', `${rowA}`]) {
      const refused = await anonymous.task(forged);
      expect([refused.status, refused.msg]).toEqual([404, '签署链接无效或已失效']);
    }

    expect((await anonymous.send('/fasc/esign/sign', { token: a })).data).toEqual({ contractStatus: 2, orderStatus: null });
    const again = await anonymous.send('/fasc/esign/sign', { token: a });
    expect([again.status, again.msg]).toEqual([400, `当前状态不允许此操作: ${order.sellerName} 已签署`]);
    expect((await get(`${TP}/order/detail?orderNo=${order.orderNo}`)).data.orderStatus).toBe(1);
    // A signed party has no link any more; the other still has one.
    expect((await get(`${TP}/ordercontract/getShortUrl?id=${contract.id}&actorId=甲方`)).msg).toContain('已签署');
    expect(tokenOf((await get(`${TP}/ordercontract/getShortUrl?id=${contract.id}`)).data)).toBe(b);

    expect((await anonymous.send('/fasc/esign/sign', { token: b })).data).toEqual({ contractStatus: 3, orderStatus: 2 });
    const signed = (await get(`${TP}/ordercontract/list?orderNo_equal=${order.orderNo}`)).data.records[0];
    expect(signed).toMatchObject({ signStatus: 3, contractStatus: 3, signedFileUrl: expect.stringContaining(contract.id) });
    expect(signed.signTime).not.toBe('');
    const awaitingDeposit = (await get(`${TP}/order/detail?orderNo=${order.orderNo}`)).data;
    expect(awaitingDeposit.orderStatus).toBe(2);
    const late = await anonymous.send('/fasc/esign/sign', { token: b });
    expect(late.msg).toMatch(/^当前状态不允许此操作: 合同 .* 为「已完成」$/);
    expect((await post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`)).msg).toMatch(/已签署完成，不能重新生成$/);

    // 登记保证金 (a ledger entry each): short of the deposit amount the order keeps waiting; the whole deposit puts it into execution.
    const owed = Number(awaitingDeposit.depositAmount);
    expect(owed).toBeGreaterThan(0);
    const deposit = (amount: number) =>
      post(`${TP}/order/registerDeposit`, {
        orderNo: order.orderNo,
        receivedAmount: amount,
        entryDate: awaitingDeposit.orderTime.slice(0, 10),
        paymentMethod: 1,
        bankSerialNo: `BZ-${amount}`,
      });
    expect((await deposit(owed - 1)).success).toBe(true);
    expect((await get(`${TP}/order/detail?orderNo=${order.orderNo}`)).data.orderStatus).toBe(2);
    expect((await deposit(1)).success).toBe(true);
    expect((await get(`${TP}/order/detail?orderNo=${order.orderNo}`)).data).toMatchObject({ orderStatus: 4, depositPaid: owed });
    const regenerate = await post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
    expect(regenerate.msg).toMatch(/^当前状态不允许此操作: 订单 .* 为「执行中」/);
  });

  it('a refusal (with its reason) refuses the contract and leaves the order awaiting signature; a new contract voids the old links', async () => {
    const order = await orderAwaitingSignature();
    const contract = await generate(order.orderNo);
    const { a, b } = await links(contract.id);
    const blank = await anonymous.send('/fasc/esign/refuse', { token: b, reason: '  ' });
    expect([blank.status, blank.msg]).toEqual([400, '请填写拒签原因']);
    expect((await anonymous.send('/fasc/esign/refuse', { token: b, reason: '单价有误' })).success).toBe(true);
    const refused = (await get(`${TP}/ordercontract/list?orderNo_equal=${order.orderNo}`)).data.records[0];
    expect(refused.signStatus).toBe(4);
    expect((await get(`${TP}/ordercontract/actors?id=${contract.id}`)).data[1]).toMatchObject({ signStatus: 2, refuseReason: '单价有误' });
    expect((await anonymous.send('/fasc/esign/sign', { token: a })).msg).toMatch(/为「已拒签」$/);
    expect((await get(`${TP}/order/detail?orderNo=${order.orderNo}`)).data.orderStatus).toBe(1);

    await generate(order.orderNo);
    expect(await anonymous.task(a)).toMatchObject({ status: 404, msg: '签署链接已失效，请向发起方索取新的链接' });
    const fresh = await links(contract.id);
    expect((await anonymous.task(fresh.a)).data.actor.signStatus).toBe(0);
  });
});

describe('fasc identities', () => {
  it('lists open ids with paging and filters, and a corporation with its members', async () => {
    const page = (await get('/fasc/getOpenIdList?current=1&size=5&idType_equal=corp&bindStatus_equal=1')).data;
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    expect(page.records.every((row: any) => row.idType === 'corp' && /^c[0-9a-f]{31}$/.test(row.openId))).toBe(true);
    const second = (await get('/fasc/getOpenIdList?current=2&size=5&idType_equal=corp&bindStatus_equal=1')).data;
    expect(second).toMatchObject({ current: 2, size: 5, total: page.total });
    expect(second.records.map((row: any) => row.openId)).not.toContain(page.records[0].openId);
    const sorted = (await get('/fasc/getOpenIdList?idType_equal=corp&size=100&ascs=name')).data.records.map((row: any) => row.name);
    expect(sorted).toEqual([...sorted].sort());
    expect((await get('/fasc/getOpenIdList?descs=name;drop table fasc_openid')).code).toBe(200);
    const persons = (await get('/fasc/getOpenIdList?idType_equal=person&size=50')).data.records;
    expect(persons.map((row: any) => row.name)).toContain('管理员');
    const corp = page.records[0];
    const info = (await post('/fasc/corpGet', { openCorpId: corp.openId })).data;
    expect(info).toMatchObject({ openCorpId: corp.openId, corpName: corp.name, bindingStatus: 'authorized' });
    const members = (await get(`/fasc/getCorpMemberList?openCorpId=${corp.openId}&current=1&size=1`)).data;
    expect(members).toMatchObject({ total: info.memberCount, size: 1, current: 1 });
    expect(members.records[0].memberMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('refuses to unbind a corporation with contracts to sign, a role without the button, and an unbound one; an unbound party cannot be asked to sign', async () => {
    const corps = (await get('/fasc/getOpenIdList?idType_equal=corp&bindStatus_equal=1&size=100')).data.records as any[];
    const withPending: any[] = [];
    const free: any[] = [];
    for (const corp of corps)
      ((await post('/fasc/corpGet', { openCorpId: corp.openId })).data.pendingSignTasks > 0 ? withPending : free).push(corp);
    const busy = await post('/fasc/corpUnbind', { openCorpId: withPending[0].openId });
    expect([busy.status, busy.msg]).toEqual([
      400,
      expect.stringMatching(new RegExp(`^签约企业「${withPending[0].name}」还有 \\d+ 份待签署合同（.+），不能解除绑定$`)),
    ]);

    const boss = (await server.login('boss')).access_token;
    expect((await post('/fasc/corpUnbind', { openCorpId: free[0].openId }, boss)).status).toBe(403);

    // A corporation with nothing to sign is unbound; an order naming it as buyer cannot start its contract.
    const seller = free.find((corp) => corp.name !== '瑞粮粮食交易集团有限公司'); // a trading company with nothing to sign
    const unbound = await post('/fasc/corpUnbind', { openCorpId: seller.openId });
    expect(unbound.data).toMatchObject({ bindStatus: 0, unbindTime: expect.any(String) });
    expect((await post('/fasc/corpUnbind', { openCorpId: seller.openId })).msg).toBe(
      `当前状态不允许此操作: 签约企业「${seller.name}」已解除绑定`,
    );
    expect((await post('/fasc/corpGet', { openCorpId: seller.openId })).data.bindingStatus).toBe('unauthorized');
    const order = (await get(`${TP}/order/list?orderStatus_equal=0&size=1&descs=create_time`)).data.records[0];
    server.db.prepare('UPDATE tp_order SET buyer_name = ? WHERE order_no = ?').run(seller.name, order.orderNo);
    await post(`${TP}/orderdetail/confirmation?orderNo=${order.orderNo}`);
    const refused = await post(`${TP}/order/generateContract?orderNo=${order.orderNo}&type=1`);
    expect([refused.status, refused.msg]).toEqual([400, `签约企业「${seller.name}」已解除绑定，不能发起签署，请先重新授权`]);
  });
});
