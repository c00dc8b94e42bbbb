import { json, useTestServer } from '../../testing/test-server';

/** The desk's review workflows over HTTP, on a fresh seeded database. */
const server = useTestServer();

const { getJson: get, postJson: post } = server;
const AUTH = '/blade-tradePort/userauth';
const BASE = '/blade-tradePort/logisticsbase';
const PROSPECTS = '/blade-user/intendedcustomers';

/** A new application through the generic form, found back by its account. */
async function newAuth(account: string, extra: Record<string, unknown> = {}) {
  const saved = await post(`${AUTH}/submit`, {
    account,
    authType: 2,
    realName: '赵立新',
    companyName: `${account}粮贸有限公司`,
    creditCode: '91350100M000100Y43',
    authStatus: 2,
    ...extra,
  });
  expect(saved.code).toBe(200);
  return (await get(`${AUTH}/list?account=${account}`)).data.records[0];
}

describe('user authentication review', () => {
  it('a new application is pending whatever the form sent; approve moves it once and records the reviewer', async () => {
    const row = await newAuth('desk_a1');
    expect(row.authStatus).toBe(1);
    const approved = await post(`${AUTH}/approve`, { id: row.id });
    expect(approved.data).toEqual(
      expect.objectContaining({ authStatus: 2, auditUser: expect.any(String), auditTime: expect.stringMatching(/^\d{4}-/) }),
    );
    const again = await post(`${AUTH}/approve`, { id: row.id });
    expect(again).toEqual(
      expect.objectContaining({
        status: 400,
        code: 400,
        success: false,
        msg: `当前状态不允许此操作: 用户认证 desk_a1粮贸有限公司 为「认证通过」，审核通过仅限「待审核」状态`,
      }),
    );
    // The generic edit cannot move it back.
    await post(`${AUTH}/submit`, { id: row.id, authStatus: 1, remark: '补充' });
    expect((await get(`${AUTH}/detail?id=${row.id}`)).data).toEqual(expect.objectContaining({ authStatus: 2, remark: '补充' }));
  });

  it('reject needs a reason, keeps it, and a resubmission (edit) is pending again', async () => {
    const row = await newAuth('desk_r1');
    expect(await post(`${AUTH}/reject`, { id: row.id, rejectReason: '  ' })).toEqual(
      expect.objectContaining({ status: 400, msg: '请填写驳回原因' }),
    );
    const rejected = await post(`${AUTH}/reject`, { id: row.id, rejectReason: '营业执照影像不清晰' });
    expect(rejected.data).toEqual(expect.objectContaining({ authStatus: 3, rejectReason: '营业执照影像不清晰' }));
    expect((await post(`${AUTH}/approve`, { id: row.id })).msg).toContain('为「认证驳回」');
    await post(`${AUTH}/submit`, { id: row.id, businessLicense: '/api/blade-resource/oss/endpoint/file/new.jpg' });
    expect((await get(`${AUTH}/detail?id=${row.id}`)).data).toEqual(expect.objectContaining({ authStatus: 1, rejectReason: '' }));
  });

  it('verification records the identity check without moving the state', async () => {
    const good = await newAuth('desk_v1');
    expect((await post(`${AUTH}/verification?id=${good.id}`)).data).toEqual(
      expect.objectContaining({ authStatus: 1, verifyResult: 1, verifyMessage: '统一社会信用代码 91350100M000100Y43 校验通过' }),
    );
    const bad = await newAuth('desk_v2', { creditCode: '91350100M000100Y44' });
    expect((await post(`${AUTH}/verification?id=${bad.id}`)).data).toEqual(
      expect.objectContaining({ verifyResult: 2, verifyMessage: '统一社会信用代码 91350100M000100Y44 校验位不正确' }),
    );
    await post(`${AUTH}/approve`, { id: good.id });
    expect((await post(`${AUTH}/verification?id=${good.id}`)).msg).toBe(
      '当前状态不允许此操作: 用户认证 desk_v1粮贸有限公司 为「认证通过」，核验仅限「待审核」状态',
    );
  });

  it('needs the button code and stays in the caller’s tenant', async () => {
    const row = await newAuth('desk_p1');
    const boss = (await server.login('boss')).access_token;
    expect((await post(`${AUTH}/approve`, { id: row.id }, boss)).status).toBe(403);
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    expect(await post(`${AUTH}/approve`, { id: row.id }, other)).toEqual(
      expect.objectContaining({ status: 400, msg: '用户认证记录不存在或已删除' }),
    );
    expect((await get(`${AUTH}/detail?id=${row.id}`)).data.authStatus).toBe(1);
  });
});

describe('logistics base review', () => {
  async function newBase(code: string) {
    expect((await post(`${BASE}/save`, { baseName: `${code}中转库`, baseCode: code, baseType: 5, baseStatus: 1 })).code).toBe(200);
    return (await get(`${BASE}/list?baseCode=${code}`)).data.records[0];
  }

  it('approves a pending base; rejects one with a reason; an edit of a rejected one resubmits it', async () => {
    const first = await newBase('DESK-B1');
    expect(first.baseStatus).toBe(0);
    expect((await post(`${BASE}/approve`, { id: first.id })).data.baseStatus).toBe(1);
    expect((await post(`${BASE}/reject`, { id: first.id, auditRemark: '迟了' })).msg).toBe(
      '当前状态不允许此操作: 物流基地 DESK-B1中转库 为「运营中」，驳回仅限「待审核」状态',
    );

    const second = await newBase('DESK-B2');
    expect((await post(`${BASE}/reject`, { id: second.id })).msg).toBe('请填写驳回原因');
    expect((await post(`${BASE}/reject`, { id: second.id, auditRemark: '无地磅，不符合交收库要求' })).data).toEqual(
      expect.objectContaining({ baseStatus: 3, auditRemark: '无地磅，不符合交收库要求' }),
    );
    await post(`${BASE}/submit`, { id: second.id, hasWeighbridge: 1 });
    expect((await get(`${BASE}/detail?id=${second.id}`)).data).toEqual(
      expect.objectContaining({ baseStatus: 0, auditRemark: '', hasWeighbridge: 1 }),
    );
  });
});

describe('intended customer to real customer', () => {
  it('creates the customer profile once; a second call is refused', async () => {
    expect(
      (
        await post(`${PROSPECTS}/submit`, {
          customerName: '湖北荆楚粮油有限公司',
          contactName: '周平',
          contactPhone: '13971234567',
          customerType: 1,
          followStatus: 1,
        })
      ).code,
    ).toBe(200);
    const prospect = (await get(`${PROSPECTS}/list?customerName=湖北荆楚粮油有限公司`)).data.records[0];
    expect((await post(`${PROSPECTS}/toReal`, { id: prospect.id, creditCode: '91350100M000100Y44' })).msg).toBe(
      '统一社会信用代码格式或校验位不正确',
    );
    const converted = await post(`${PROSPECTS}/toReal`, { id: prospect.id, creditCode: '91320900ma1xkq7p2q', legalPerson: '周平' });
    expect(converted.data).toEqual(expect.objectContaining({ followStatus: 2, convertedCustomerId: expect.stringMatching(/^\d+$/) }));
    const customer = (await get(`/blade-tradePort/consumerdetails/detail?id=${converted.data.convertedCustomerId}`)).data;
    expect(customer).toEqual(
      expect.objectContaining({
        companyName: '湖北荆楚粮油有限公司',
        creditCode: '91320900MA1XKQ7P2Q',
        contactPhone: '13971234567',
        legalPerson: '周平',
      }),
    );

    expect(await post(`${PROSPECTS}/toReal`, { id: prospect.id, creditCode: '91320900MA1XKQ7P2Q' })).toEqual(
      expect.objectContaining({
        status: 400,
        msg: '当前状态不允许此操作: 意向客户 湖北荆楚粮油有限公司 为「已转化」，转正式客户仅限「未跟进」/「跟进中」状态',
      }),
    );
    const profiles = (await get('/blade-tradePort/consumerdetails/list?companyName=湖北荆楚粮油有限公司')).data.records;
    expect(profiles).toHaveLength(1);
    // The generic edit keeps it converted and pointing at its customer.
    await post(`${PROSPECTS}/submit`, { id: prospect.id, followStatus: 0, convertedCustomerId: '' });
    expect((await get(`${PROSPECTS}/detail?id=${prospect.id}`)).data).toEqual(
      expect.objectContaining({ followStatus: 2, convertedCustomerId: customer.id }),
    );
  });

  it('refuses a company already a customer, and sales cannot mark a prospect converted by hand', async () => {
    const existing = '福建厦门闽粮贸易有限公司';
    await post(`${PROSPECTS}/submit`, { customerName: existing, contactPhone: '13900000000' });
    const prospect = (await get(`${PROSPECTS}/list?customerName=${encodeURIComponent(existing)}`)).data.records[0];
    expect((await post(`${PROSPECTS}/toReal`, { id: prospect.id, creditCode: '91350100M000100Y43' })).msg).toBe('当前企业名称已存在!');
    expect((await post(`${PROSPECTS}/submit`, { id: prospect.id, followStatus: 2 })).msg).toBe('「已转化」只能通过「转正式客户」设置');
  });
});

describe('volume report lines: admitted tonnes', () => {
  const LINES = '/blade-order/reportedvolumedetail';
  const REPORTS = '/blade-order/reportedvolume';

  it('records a truck’s admitted tonnes on a confirmed report, up to its plan, and keeps the report’s confirmed sum', async () => {
    const report = (await get(`${REPORTS}/list?reportStatus_equal=1&size=1`)).data.records[0];
    const lines = (await get(`${LINES}/listAll?reportedVolumeId=${report.id}`)).data as any[];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.reportStatus === 1)).toBe(true);
    const [first] = lines;
    expect((await post(`${LINES}/updatePassinQuantity`, { id: first.id, passinQuantity: first.plannedQuantity + 1 })).msg).toBe(
      `车辆 ${first.plateNo} 的放行数量不能超过计划数量 ${first.plannedQuantity} 吨`,
    );
    expect((await post(`${LINES}/updatePassinQuantity`, { id: first.id, passinQuantity: -1 })).msg).toBe('放行数量不能小于0');
    const updated = await post(`${LINES}/updatePassinQuantity`, { id: first.id, passinQuantity: 12.5 });
    expect(updated.data.passinQuantity).toBe(12.5);
    const sum = lines.reduce((total, line) => total + (line.id === first.id ? 12.5 : line.passinQuantity), 0);
    expect((await get(`${REPORTS}/detail?id=${report.id}`)).data.confirmedQuantity).toBeCloseTo(sum, 3);

    // The generic update leaves the admitted tonnes alone; a removed truck leaves the sum.
    await post(`${LINES}/update`, { id: first.id, passinQuantity: 0, remark: '改派' });
    expect((await get(`${LINES}/detail?id=${first.id}`)).data).toEqual(expect.objectContaining({ passinQuantity: 12.5, remark: '改派' }));
    expect((await post(`${LINES}/remove?ids=${first.id}`)).code).toBe(200);
    expect((await get(`${REPORTS}/detail?id=${report.id}`)).data.confirmedQuantity).toBeCloseTo(sum - 12.5, 3);
  });

  it('refuses admissions while the report is not confirmed', async () => {
    const report = (await get(`${REPORTS}/list?reportStatus_equal=0&size=1`)).data.records[0];
    const [line] = (await get(`${LINES}/listAll?reportedVolumeId=${report.id}`)).data as any[];
    expect((await post(`${LINES}/updatePassinQuantity`, { id: line.id, passinQuantity: 1 })).msg).toBe(
      `当前状态不允许此操作: 报量单 ${report.reportNo} 为「待确认」，录入放行数量仅限「已确认」状态`,
    );
  });
});

describe('ocean orders and supply/demand pictures', () => {
  it('publishes an ocean order once, before its cargo arrives; the amount is quantity × price', async () => {
    const OCEAN = '/tradePort/oceanorder';
    expect(
      (
        await post(`${OCEAN}/save`, {
          oceanOrderNo: 'HY-T-1',
          buyerName: '中粮贸易',
          goodsName: '巴西大豆',
          quantity: 60000,
          unitPriceUsd: 455.5,
          amountUsd: 1,
          isPublished: 1,
        })
      ).code,
    ).toBe(200);
    const order = (await get(`${OCEAN}/list?oceanOrderNo=HY-T-1`)).data.records[0];
    expect(order).toEqual(expect.objectContaining({ amountUsd: 27_330_000, isPublished: 0 }));
    expect((await json(await server.get(`${OCEAN}/upOrder?id=${order.id}`, server.admin))).data.isPublished).toBe(1);
    expect((await json(await server.get(`${OCEAN}/upOrder?id=${order.id}`, server.admin))).msg).toBe(
      '当前状态不允许此操作: 海运订单 HY-T-1 为「已发布」，发布订单仅限「未发布」状态',
    );
    await post(`${OCEAN}/save`, { oceanOrderNo: 'HY-T-2', buyerName: '中粮贸易', goodsName: '美国玉米', quantity: 50000, oceanStatus: 3 });
    const arrived = (await get(`${OCEAN}/list?oceanOrderNo=HY-T-2`)).data.records[0];
    expect((await json(await server.get(`${OCEAN}/upOrder?id=${arrived.id}`, server.admin))).msg).toBe(
      '当前状态不允许此操作: 海运订单 HY-T-2 为「已到港」，已到港的订单不能发布',
    );
  });

  it('adds pictures to a post, at most nine, and shows them in the post', async () => {
    const SD = '/blade-supplyDemand';
    expect((await post(`${SD}/supplyDemand/submit`, { title: '求购东北玉米5000吨', sdType: 2, variety: 2, quantity: 5000 })).code).toBe(
      200,
    );
    const postRow = (await get(`${SD}/supplyDemand/list?title=求购东北玉米5000吨`)).data.records[0];
    expect(postRow.images).toBe('');
    expect((await post(`${SD}/supplyDemandImg/save`, { supplyDemandId: postRow.id, imgUrl: 'http://elsewhere/x.png' })).msg).toBe(
      '图片须先上传到文件服务',
    );
    const link = (n: number) => `/api/blade-resource/oss/endpoint/file?name=000000/20261124/${String(n).padStart(32, '0')}.png`;
    for (let n = 1; n <= 9; n++)
      expect((await post(`${SD}/supplyDemandImg/save`, { supplyDemandId: postRow.id, imgUrl: link(n) })).code).toBe(200);
    expect((await post(`${SD}/supplyDemandImg/save`, { supplyDemandId: postRow.id, imgUrl: link(10) })).msg).toBe(
      '每条供求信息最多9张图片',
    );
    const shown = (await get(`${SD}/supplyDemand/detail?id=${postRow.id}`)).data.images.split(',');
    expect(shown).toEqual(Array.from({ length: 9 }, (_, i) => link(i + 1)));
    const listed = (await get(`${SD}/supplyDemandImg/page?supplyDemandId_equal=${postRow.id}&size=20`)).data.records;
    expect(listed).toHaveLength(9);
    expect(listed[0]).toEqual(expect.objectContaining({ supplyDemandTitle: '求购东北玉米5000吨', sort: 1 }));
  });
});
