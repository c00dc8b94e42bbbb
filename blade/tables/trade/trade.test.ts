import { json, useTestServer } from '../../testing/test-server';

const server = useTestServer();

const send = (method: string, path: string, token: string, body?: unknown) =>
  fetch(server.base + path, {
    method,
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const post = (path: string, token: string, body?: unknown) => send('POST', path, token, body);
const { getJson: get } = server;
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('trade lists', () => {
  it('pages orders by status, newest first by default, and sorts on request', async () => {
    const executing = await get('/blade-tradePort/order/list?orderStatus_equal=4&size=5');
    expect(executing.data.total).toBeGreaterThan(5);
    expect(executing.data.records).toHaveLength(5);
    expect(executing.data.records.every((row: any) => row.orderStatus === 4)).toBe(true);
    const times = executing.data.records.map((row: any) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const byAmount = await get('/blade-tradePort/order/list?ascs=amount&size=3');
    const amounts = byAmount.data.records.map((row: any) => row.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    expect(byAmount.data.records[0]).toEqual(
      expect.objectContaining({ orderNo: expect.stringMatching(/^DD\d{12}$/), buyerName: expect.any(String) }),
    );
  });

  it('filters listings with LIKE and pick-ups by order number', async () => {
    const corn = await get('/blade-tradePort/goods/list?goodsName=玉米&size=100');
    expect(corn.data.total).toBeGreaterThan(5);
    expect(corn.data.records.every((row: any) => row.goodsName.includes('玉米'))).toBe(true);
    const { orderNo } = (await get('/blade-tradePort/orderpickup/list?pickupStatus_equal=5&size=1')).data.records[0];
    const pickups = await get(`/blade-tradePort/orderpickup/list?orderNo_equal=${orderNo}`);
    expect(pickups.data.records.length).toBeGreaterThan(0);
    expect(pickups.data.records.every((row: any) => row.orderNo === orderNo)).toBe(true);
  });

  it('serves the unpaged lists: logisticsbase listAll, product listAll, goods sellist, logistics page', async () => {
    const bases = await get('/blade-tradePort/logisticsbase/listAll?baseType_equal=2');
    expect(bases.data.map((row: any) => row.baseName)).toEqual(expect.arrayContaining(['锦州港粮食码头']));
    // The 20 catalog products; the listings' SKUs are products too (with their goods id).
    expect((await get('/blade-tradePort/product/listAll')).data.filter((row: any) => !row.goodsId)).toHaveLength(20);
    expect(Array.isArray((await get('/blade-tradePort/goods/sellist?goodsStatus_equal=2')).data)).toBe(true);
    expect((await get('/blade-tradePort/logistics/page?size=2')).data.records).toHaveLength(2);
  });
});

describe('seeded trade data adds up', () => {
  it('lines are price × quantity and orders are the sum of their lines', async () => {
    const orders = (await get('/blade-tradePort/order/listAll')).data as any[];
    expect(orders.length).toBeGreaterThanOrEqual(60);
    for (const order of orders.slice(0, 20)) {
      const lines = (await get(`/blade-tradePort/orderdetail/detailByOrderNo?orderNo=${order.orderNo}`)).data as any[];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) expect(line.amount).toBeCloseTo(round2(line.quantity * line.unitPrice), 2);
      expect(round2(lines.reduce((sum, line) => sum + line.amount, 0))).toBeCloseTo(order.amount, 2);
    }
  });

  it('pick-ups refer to real orders and their slips add up to the lifted quantity', async () => {
    const orderNos = new Set(((await get('/blade-tradePort/order/listAll')).data as any[]).map((order) => order.orderNo));
    const pickups = (await get('/blade-tradePort/orderpickup/list?size=200')).data.records as any[];
    expect(pickups.length).toBeGreaterThanOrEqual(50);
    expect(pickups.filter((pickup) => !orderNos.has(pickup.orderNo))).toEqual([]);
    const done = pickups.find((pickup) => pickup.pickupStatus === 5);
    const slips = (await get(`/blade-order/orderpickupdetail/listDetail?pickupId=${done.id}`)).data as any[];
    expect(slips.length).toBeGreaterThan(0);
    expect(slips.reduce((sum, slip) => sum + slip.settleWeight, 0)).toBeCloseTo(done.actualQuantity, 3);
    for (const slip of slips) expect(slip.netWeight).toBeCloseTo(slip.grossWeight - slip.tareWeight, 3);
  });
});

describe('trade writes', () => {
  it('inserts, updates, refuses a duplicate order number and removes an order', async () => {
    const body = {
      orderNo: 'DD209901010001',
      buyerName: '福建厦门闽粮贸易有限公司',
      sellerName: '黑龙江龙垦粮贸有限公司',
      quantity: 100,
      amount: 221000,
      orderStatus: 0,
    };
    expect((await json(await post('/blade-tradePort/order/submit', server.admin, body))).success).toBe(true);
    const created = (await get('/blade-tradePort/order/list?orderNo_equal=DD209901010001')).data.records[0];
    expect(created).toMatchObject({ quantity: 100, orderStatus: 0, tenantId: '000000' });

    const duplicate = await post('/blade-tradePort/order/submit', server.admin, body);
    expect(duplicate.status).toBe(400);
    expect((await json(duplicate)).msg).toBe('当前订单编号已存在!');
    expect((await json(await post('/blade-tradePort/order/submit', server.admin, { sellerName: 'x' }))).msg).toBe('orderNo:不能为空');

    expect(
      (await json(await post('/blade-tradePort/order/submit', server.admin, { id: created.id, orderStatus: 8, cancelReason: '测试取消' })))
        .success,
    ).toBe(true);
    expect((await get(`/blade-tradePort/order/detail?id=${created.id}`)).data).toMatchObject({
      orderStatus: 8,
      cancelReason: '测试取消',
      buyerName: body.buyerName,
    });

    expect((await json(await post(`/blade-tradePort/order/remove?ids=${created.id}`, server.admin))).success).toBe(true);
    expect((await get(`/blade-tradePort/order/detail?id=${created.id}`)).msg).toBe('暂无承载数据');
  });

  it('uses Blade’s own insert/update endpoints where the controllers differ', async () => {
    expect(
      (
        await json(
          await post('/blade-tradePort/product/save', server.admin, { categoryId: '1', productName: '测试玉米', productCode: 'T-YM-1' }),
        )
      ).success,
    ).toBe(true);
    const product = (await get('/blade-tradePort/product/list?productCode_equal=T-YM-1')).data.records[0];
    expect((await json(await post('/blade-tradePort/product/update', server.admin, { id: product.id, grade: 2 }))).success).toBe(true);
    expect((await get(`/blade-tradePort/product/detail?id=${product.id}`)).data.grade).toBe(2);

    expect(
      (await json(await post('/blade-tradePort/logisticsbase/save', server.admin, { baseName: '测试库', baseCode: 'T-001', baseType: 1 })))
        .success,
    ).toBe(true);
    const line = (await get('/blade-order/reportedvolumedetail/list?size=1')).data.records[0];
    // (Admitted tonnes go through updatePassinQuantity only: services/desk/reported-volume.ts.)
    expect(
      (await json(await post('/blade-order/reportedvolumedetail/update', server.admin, { id: line.id, driverName: '王建国' }))).success,
    ).toBe(true);
    expect((await get(`/blade-order/reportedvolumedetail/detail?id=${line.id}`)).data.driverName).toBe('王建国');
  });

  it('serves read-only families without writes', async () => {
    expect((await get('/blade-order/orderfile/list?size=1')).data.total).toBeGreaterThan(0);
    expect((await get('/blade-order/orderfile/listAll?fileType_equal=1')).data.length).toBeGreaterThan(0);
    expect((await get('/blade-tradePort/ordercontract/list?size=1')).data.total).toBeGreaterThan(0);
    expect((await post('/blade-order/orderfile/submit', server.admin, { fileName: 'x' })).status).toBe(404);
    expect((await get('/blade-order/orderpickupdetail/listDetail')).msg).toBe('缺少必要的请求参数: pickupId');
    expect((await get('/blade-tradePort/orderdetail/detailByOrderNo')).msg).toBe('缺少必要的请求参数: orderNo');
  });
});

describe('categories', () => {
  it('answers the picker tree and the lazy grid', async () => {
    const tree = (await get('/blade-tradePort/category/tree')).data as any[];
    const grain = tree.find((node) => node.title === '粮食');
    expect(grain).toMatchObject({ key: grain.id, value: grain.id, parentId: '0' });
    expect(grain.children.map((node: any) => node.title)).toEqual(['玉米', '小麦', '稻谷', '大豆', '高粱', '大麦']);
    const shown = (await get('/blade-tradePort/category/tree?isShow=1')).data as any[];
    expect(shown.find((node) => node.title === '粮食').children.map((node: any) => node.title)).not.toContain('大麦');

    const roots = (await get('/blade-tradePort/category/lazy-list?parentId=0')).data as any[];
    expect(roots.map((row) => [row.categoryName, row.hasChildren])).toEqual([
      ['粮食', true],
      ['油料', true],
    ]);
    const children = (await get(`/blade-tradePort/category/lazy-list?parentId=${grain.id}`)).data as any[];
    expect(children[0]).toMatchObject({ categoryName: '玉米', hasChildren: false, parentId: grain.id });
  });

  it('inserts with POST and updates with PUT on the base path, and guards the tree', async () => {
    const grain = ((await get('/blade-tradePort/category/lazy-list?parentId=0')).data as any[])[0];
    expect(
      (
        await json(
          await post('/blade-tradePort/category', server.admin, {
            id: 'ignored',
            parentId: grain.id,
            categoryName: '青稞',
            categoryCode: 'LS-QK',
          }),
        )
      ).success,
    ).toBe(true);
    const created = ((await get(`/blade-tradePort/category/lazy-list?parentId=${grain.id}&categoryCode_equal=LS-QK`)).data as any[])[0];
    expect(created).toMatchObject({ categoryName: '青稞', parentId: grain.id });
    expect(created.id).not.toBe('ignored');

    expect(
      (await json(await send('PUT', '/blade-tradePort/category', server.admin, { id: created.id, categoryName: '青稞(藏区)' }))).success,
    ).toBe(true);
    expect((await get(`/blade-tradePort/category/detail?id=${created.id}`)).data.categoryName).toBe('青稞(藏区)');
    expect((await json(await send('PUT', '/blade-tradePort/category', server.admin, { categoryName: 'x' }))).msg).toBe(
      '缺少必要的请求参数: id',
    );
    expect((await json(await send('PUT', '/blade-tradePort/category', server.admin, { id: created.id, parentId: created.id }))).msg).toBe(
      '父节点不可选择自身!',
    );

    const refused = await post(`/blade-tradePort/category/remove?ids=${grain.id}`, server.admin);
    expect(refused.status).toBe(400);
    expect((await json(refused)).msg).toBe('请先删除子节点!');
    expect((await json(await post(`/blade-tradePort/category/remove?ids=${created.id}`, server.admin))).success).toBe(true);
    const topLevel = await post('/blade-tradePort/category/submit', server.admin, { categoryName: '杂粮', categoryCode: 'ZL' });
    expect((await json(topLevel)).success).toBe(true);
    expect(((await get('/blade-tradePort/category/lazy-list?parentId=0&categoryCode_equal=ZL')).data as any[])[0].parentId).toBe('0');
  });
});

describe('tenant isolation', () => {
  it('shows each tenant only its own orders, companies and categories', async () => {
    const other = (await server.login('admin', 'admin', '100001')).access_token;
    const theirs = await get('/blade-tradePort/order/list?size=100', other);
    expect(theirs.data.total).toBe(5);
    expect(theirs.data.records.every((row: any) => row.tenantId === '100001' && row.buyerName === '河北保定冀粮饲料有限公司')).toBe(true);
    const mine = await get('/blade-tradePort/order/list?size=1000', server.admin);
    expect(mine.data.records.some((row: any) => row.tenantId === '100001')).toBe(false);
    expect((await get('/blade-tradePort/consumerdetails/list', other)).data.total).toBe(2);
    expect(((await get('/blade-tradePort/category/tree', other)).data as any[]).map((node) => node.title)).toEqual(['粮食']);
    const foreignId = theirs.data.records[0].id;
    expect((await json(await post('/blade-tradePort/order/submit', server.admin, { id: foreignId, remark: 'hijack' }))).success).toBe(
      false,
    );
  });
});
