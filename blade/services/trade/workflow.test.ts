import { useTestServer } from '../../testing/test-server';

/** The order and pick-up workflows over HTTP, on a fresh seeded database. */
const server = useTestServer();

const TP = '/blade-tradePort';
const { getJson: get, postJson: post } = server;
const pickup = async (id: string) => (await get(`${TP}/orderpickup/detail?id=${id}`)).data;
const order = async (orderNo: string) => (await get(`${TP}/order/detail?orderNo=${orderNo}`)).data;

/** An executing order (执行中) with room for a new pick-up. */
async function executingOrder() {
  const orders = (await get(`${TP}/order/list?orderStatus_equal=4&size=50`)).data.records as any[];
  const found = orders.find((row) => row.quantity - row.pickedQuantity >= 200);
  if (!found) throw new Error('no executing order with room');
  return found;
}

describe('pick-up workflow', () => {
  it('walks a new pick-up through every state, keeping the order and the deposit consistent', async () => {
    const before = await executingOrder();
    const balanceBefore = (await get(`${TP}/orderpickup/orderBalance?orderNo=${before.orderNo}`)).data;
    const saved = await post(`${TP}/orderpickup/pickUpSave`, {
      orderNo: before.orderNo,
      applyQuantity: 40,
      consignee: '张三',
      pickupMethod: 1,
    });
    expect(saved).toEqual(
      expect.objectContaining({ code: 200, data: expect.objectContaining({ pickupStatus: 1, applyQuantity: 40, depositStatus: 0 }) }),
    );
    const id = saved.data.id as string;

    expect((await post(`${TP}/orderpickup/financialDetermination?id=${id}`)).data.pickupStatus).toBe(2);
    const released = await post(`${TP}/orderpickup/confirmOrder?id=${id}`);
    expect(released.data).toEqual(expect.objectContaining({ pickupStatus: 3, approvedQuantity: 40, releaseBy: expect.any(String) }));

    const slip = await post('/blade-order/orderpickupdetail/poundsSave', {
      pickupId: id,
      plateNo: '黑A12345',
      grossWeight: 49.86,
      tareWeight: 16.4,
      deductWeight: 0.113,
      netWeight: 33.46,
    });
    expect(slip.data).toEqual(expect.objectContaining({ netWeight: 33.46, settleWeight: 33.347, pickupId: id }));
    expect(await pickup(id)).toEqual(expect.objectContaining({ pickupStatus: 4, actualQuantity: 33.347 }));
    const during = await order(before.orderNo);
    expect(during.pickedQuantity).toBeCloseTo(before.pickedQuantity + 33.347, 3);
    expect(during.orderStatus).toBe(5);
    const lines = (await get(`${TP}/orderdetail/detailByOrderNo?orderNo=${before.orderNo}`)).data as any[];
    expect(lines.reduce((sum, line) => sum + line.pickedQuantity, 0)).toBeCloseTo(during.pickedQuantity, 3);

    const settled = await post(`${TP}/orderpickup/orderBalance?id=${id}`);
    expect(settled.data.pickupStatus).toBe(5);
    expect(settled.data.pickupAmount).toBeCloseTo(33.347 * settled.data.unitPrice, 2);

    // The share is the lot's value × the deposit ratio, never more than the order holds; released, it goes back to the
    // buyer: the deposit held drops, what was paid for the goods does not.
    const share = Math.min(Math.round(settled.data.pickupAmount * before.depositRatio) / 100, balanceBefore.depositHeld);
    const release = await post(`${TP}/orderpickup/depositRelease?ids=${id}`);
    expect(release.data[0]).toEqual(expect.objectContaining({ depositStatus: 2, depositReleased: share }));
    const after = (await get(`${TP}/orderpickup/orderBalance?orderNo=${before.orderNo}`)).data;
    expect(after.paidAmount).toBeCloseTo(balanceBefore.paidAmount, 2);
    expect(after.depositHeld).toBeCloseTo(balanceBefore.depositHeld - share, 2);
    expect(after.depositReleased).toBeCloseTo(balanceBefore.depositReleased + share, 2);
    expect(after.balance).toBeCloseTo(after.paidAmount - after.pickedValue, 2);

    // Released once: neither a second release nor a deduction.
    const again = await post(`${TP}/orderpickup/depositRelease?ids=${id}`);
    expect(again).toEqual(
      expect.objectContaining({ status: 400, code: 400, success: false, msg: expect.stringContaining('保证金已释放') }),
    );
    const deposits = (await get(`${TP}/orderpickup/djList?orderNo_equal=${before.orderNo}&size=50`)).data.records as any[];
    expect(deposits.find((row) => row.id === id)).toEqual(expect.objectContaining({ depositStatus: 2, depositShare: share }));
  });

  it('refuses an illegal transition with 400 and a message naming the state', async () => {
    const target = await executingOrder();
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    const refused = await post(`${TP}/orderpickup/confirmOrder?id=${data.id}`);
    expect(refused).toEqual({
      status: 400,
      code: 400,
      success: false,
      data: {},
      msg: `当前状态不允许此操作: 提货单 ${data.pickupNo} 为「待审核」，确认提货仅限「待监管放行」状态`,
    });
    expect((await post(`${TP}/orderpickup/verification?id=${data.id}`)).status).toBe(400);
    expect(
      (await post('/blade-order/orderpickupdetail/poundsSave', { pickupId: data.id, plateNo: '黑A1', grossWeight: 40, tareWeight: 15 }))
        .msg,
    ).toContain('「待审核」');
    expect((await pickup(data.id)).pickupStatus).toBe(1);
  });

  it('returns with a reason, and a returned pick-up can be submitted again', async () => {
    const target = await executingOrder();
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    expect((await post(`${TP}/orderpickup/returnOrder?id=${data.id}`)).msg).toBe('请填写退回原因');
    const returned = await post(`${TP}/orderpickup/returnOrder?id=${data.id}`, { reason: '车辆信息不全' });
    expect(returned.data).toEqual(expect.objectContaining({ pickupStatus: 6, remark: '车辆信息不全' }));
    const again = await post(`${TP}/orderpickup/pickUpSave`, { id: data.id, orderNo: target.orderNo, applyQuantity: 12 });
    expect(again.data).toEqual(expect.objectContaining({ pickupStatus: 1, applyQuantity: 12 }));
    expect((await post(`${TP}/orderpickup/financialDetermination?id=${data.id}`)).data.pickupStatus).toBe(2);
    expect((await post(`${TP}/orderpickup/financeCancelOrder?id=${data.id}`)).data.pickupStatus).toBe(1);
  });

  it('validates amounts: a slip heavier than its tare, a request within what the order has left', async () => {
    const target = await executingOrder();
    const tooMuch = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: target.quantity + 1 });
    expect(tooMuch).toEqual(expect.objectContaining({ status: 400, msg: expect.stringContaining('超过订单') }));
    expect((await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: -1 })).msg).toBe('申请提货数量必须大于0');
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    await post(`${TP}/orderpickup/financialDetermination?id=${data.id}`);
    await post(`${TP}/orderpickup/confirmOrder?id=${data.id}`);
    expect(
      (await post('/blade-order/orderpickupdetail/poundsSave', { pickupId: data.id, plateNo: '黑A1', grossWeight: 15, tareWeight: 16 }))
        .msg,
    ).toBe('毛重必须大于皮重');
    expect(
      (
        await post('/blade-order/orderpickupdetail/poundsSave', {
          pickupId: data.id,
          plateNo: '黑A1',
          grossWeight: 25,
          tareWeight: 15,
          netWeight: 9,
        })
      ).msg,
    ).toBe('净重应等于毛重 − 皮重 (10 吨)');
    expect((await post('/blade-order/orderpickupdetail/poundsSave', { pickupId: data.id, grossWeight: 25, tareWeight: 15 })).msg).toBe(
      '请输入车牌号',
    );
    // Settling needs a slip.
    expect((await post(`${TP}/orderpickup/orderBalance?id=${data.id}`)).msg).toContain('「待提货」');
  });

  it('a pick-up lifts what was released for it, within the 3‰ weighbridge allowance', async () => {
    const target = await executingOrder();
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    await post(`${TP}/orderpickup/financialDetermination?id=${data.id}`);
    await post(`${TP}/orderpickup/confirmOrder?id=${data.id}`);
    const slip = (grossWeight: number) =>
      post('/blade-order/orderpickupdetail/poundsSave', { pickupId: data.id, plateNo: '黑A1', grossWeight, tareWeight: 15 });
    expect((await slip(25.03)).code).toBe(200);
    expect((await slip(15.01)).msg).toBe(`提货单 ${data.pickupNo} 累计实提 10.04 吨超过放货数量 10 吨的 3‰ 磅差`);
    expect((await pickup(data.id)).actualQuantity).toBe(10.03);
  });

  it('a pick-up is edited only before finance confirmed it and removed only before anything was released on it', async () => {
    const target = await executingOrder();
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    await post(`${TP}/orderpickup/financialDetermination?id=${data.id}`);
    const edit = await post(`${TP}/orderpickup/submit`, { id: data.id, applyQuantity: 1, pickupAmount: 1 });
    expect(edit.msg).toBe(`当前状态不允许此操作: 提货单 ${data.pickupNo} 为「待监管放行」，编辑仅限「草稿」/「待审核」/「已驳回」状态`);
    await post(`${TP}/orderpickup/confirmOrder?id=${data.id}`);
    await post('/blade-order/orderpickupdetail/poundsSave', { pickupId: data.id, plateNo: '黑A1', grossWeight: 25, tareWeight: 15 });
    await post(`${TP}/orderpickup/orderBalance?id=${data.id}`);
    const removal = await post(`${TP}/orderpickup/remove?ids=${data.id}`);
    expect(removal.msg).toBe(
      `当前状态不允许此操作: 提货单 ${data.pickupNo} 为「已完成」，删除仅限「草稿」/「待审核」/「已驳回」/「已作废」/「已过期」状态`,
    );
    expect(await pickup(data.id)).toEqual(expect.objectContaining({ pickupStatus: 5, applyQuantity: 10, actualQuantity: 10 }));

    const pending = (await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 5 })).data;
    expect((await post(`${TP}/orderpickup/submit`, { id: pending.id, remark: '补充车辆' })).code).toBe(200);
    expect((await post(`${TP}/orderpickup/remove?ids=${pending.id}`)).code).toBe(200);
  });

  it('keeps the state out of the generic edit form', async () => {
    const target = await executingOrder();
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    expect((await post(`${TP}/orderpickup/submit`, { id: data.id, pickupStatus: 5, remark: '改备注' })).code).toBe(200);
    expect(await pickup(data.id)).toEqual(expect.objectContaining({ pickupStatus: 1, remark: '改备注' }));
  });

  it('a pick-up added through the generic form names an order that exists and takes pick-ups, and repeats its parties', async () => {
    const unknown = await post(`${TP}/orderpickup/submit`, { pickupNo: 'TH-TEST-0001', orderNo: 'NOPE123', applyQuantity: 10 });
    expect(unknown).toEqual(expect.objectContaining({ status: 400, msg: '订单 NOPE123 不存在' }));
    const pending = (await get(`${TP}/order/list?orderStatus_equal=0&size=1`)).data.records[0];
    expect(
      (await post(`${TP}/orderpickup/submit`, { pickupNo: 'TH-TEST-0002', orderNo: pending.orderNo, applyQuantity: 10 })).msg,
    ).toContain('新建提货单仅限');
    const target = await executingOrder();
    expect((await post(`${TP}/orderpickup/submit`, { pickupNo: 'TH-TEST-0003', orderNo: target.orderNo, applyQuantity: 10 })).code).toBe(
      200,
    );
    const draft = (await get(`${TP}/orderpickup/list?pickupNo=TH-TEST-0003`)).data.records[0];
    expect(draft).toEqual(
      expect.objectContaining({
        pickupStatus: 0,
        orderId: target.id,
        goodsName: target.goodsName,
        buyerName: target.buyerName,
        sellerName: target.sellerName,
      }),
    );
    expect(draft.pickupAmount).toBeCloseTo(10 * draft.unitPrice, 2);
  });

  it('needs the button code: a read-only role is refused', async () => {
    const boss = (await server.login('boss')).access_token;
    const target = await executingOrder();
    const { data } = await post(`${TP}/orderpickup/pickUpSave`, { orderNo: target.orderNo, applyQuantity: 10 });
    expect((await post(`${TP}/orderpickup/financialDetermination?id=${data.id}`, undefined, boss)).status).toBe(403);
    expect((await get(`${TP}/orderpickup/orderBalance?orderNo=${target.orderNo}`, boss)).code).toBe(200);
  });
});

describe('order workflow', () => {
  it('confirms the lines of a pending order only', async () => {
    const pending = (await get(`${TP}/order/list?orderStatus_equal=0&size=1`)).data.records[0];
    expect((await post(`${TP}/orderdetail/confirmation?orderNo=${pending.orderNo}`)).data.orderStatus).toBe(1);
    const again = await post(`${TP}/orderdetail/confirmation?orderNo=${pending.orderNo}`);
    expect(again.msg).toBe(`当前状态不允许此操作: 订单 ${pending.orderNo} 为「待签约」，确认订单明细仅限「待确认」状态`);
  });

  it('re-prices with a reason before signing and keeps lines, order and deposit consistent; after signing only by a supplementary agreement', async () => {
    const target = (await get(`${TP}/order/list?orderStatus_equal=0&size=1`)).data.records[0];
    expect((await post(`${TP}/order/updateOrderPrice`, { orderNo: target.orderNo, unitPrice: 2800 })).msg).toBe('请填写原因');
    const updated = await post(`${TP}/order/updateOrderPrice`, {
      orderNo: target.orderNo,
      unitPrice: 2800,
      reason: '双方协商按期货盘面下调',
    });
    const lines = (await get(`${TP}/orderdetail/detailByOrderNo?orderNo=${target.orderNo}`)).data as any[];
    expect(lines.every((line) => line.unitPrice === 2800 && Math.abs(line.amount - line.quantity * 2800) < 0.01)).toBe(true);
    expect(updated.data.amount).toBeCloseTo(target.quantity * 2800, 2);
    expect(updated.data.depositAmount).toBeCloseTo((updated.data.amount * target.depositRatio) / 100, 2);
    expect(updated.data.remark).toContain('双方协商按期货盘面下调');
    const signed = (await get(`${TP}/order/list?orderStatus_equal=3&size=1`)).data.records[0];
    expect((await post(`${TP}/order/updateOrderPrice`, { orderNo: signed.orderNo, unitPrice: 2800, reason: 'x' })).msg).toContain(
      '调整价格仅限「待确认」/「待签约」状态',
    );
    expect((await order(signed.orderNo)).amount).toBe(signed.amount);
    // 待签约 with its sales contract out for signature: the price is already what both parties are signing.
    const toSign = (await get(`${TP}/order/list?orderStatus_equal=1&size=1`)).data.records[0];
    expect((await post(`${TP}/order/generateContract?orderNo=${toSign.orderNo}&type=1`)).code).toBe(200);
    expect((await post(`${TP}/order/updateOrderPrice`, { orderNo: toSign.orderNo, unitPrice: 2800, reason: 'x' })).msg).toBe(
      `订单 ${toSign.orderNo} 的合同已发出签署，价格只能由双方签署的补充协议变更`,
    );
    const done = (await get(`${TP}/order/list?orderStatus_equal=7&size=1`)).data.records[0];
    expect((await post(`${TP}/order/updateOrderPrice`, { orderNo: done.orderNo, unitPrice: 2800, reason: 'x' })).msg).toContain(
      '「已完成」',
    );
  });

  it('keeps state, totals, lifted tonnes and money out of the generic edit', async () => {
    const target = (await get(`${TP}/order/list?orderStatus_equal=0&size=1`)).data.records[0];
    const edited = await post(`${TP}/order/submit`, {
      id: target.id,
      orderStatus: 7,
      amount: 1,
      quantity: 1,
      pickedQuantity: 99,
      remark: '改备注',
    });
    expect(edited.code).toBe(200);
    expect(await order(target.orderNo)).toEqual(
      expect.objectContaining({
        orderStatus: 0,
        payStatus: target.payStatus,
        amount: target.amount,
        quantity: target.quantity,
        pickedQuantity: target.pickedQuantity,
        remark: '改备注',
      }),
    );
    expect((await post(`${TP}/order/submit`, { id: target.id, depositRatio: 20 })).code).toBe(200);
    expect((await order(target.orderNo)).depositAmount).toBeCloseTo(target.amount * 0.2, 2);
    const executing = await executingOrder();
    expect((await post(`${TP}/order/submit`, { id: executing.id, depositRatio: executing.depositRatio + 5 })).msg).toBe(
      `订单 ${executing.orderNo} 的合同已发出签署，保证金比例不能再修改`,
    );
    // Money is the ledger's: 已付金额 typed to 0 on a paid order (142,200 → 0 with no trace before) is refused and changes nothing.
    for (const body of [
      { paidAmount: executing.paidAmount + 1000 },
      { depositPaid: 0 },
      { payStatus: (executing.payStatus + 1) % 3 },
      { invoiceStatus: 2 },
    ]) {
      expect((await post(`${TP}/order/submit`, { id: executing.id, ...body })).msg).toMatch(/由账目分录生成，不能直接修改/);
    }
    expect(await order(executing.orderNo)).toEqual(
      expect.objectContaining({ paidAmount: executing.paidAmount, depositPaid: executing.depositPaid, payStatus: executing.payStatus }),
    );
    // The same values sent back unchanged (the edit form sends them) are fine.
    expect((await post(`${TP}/order/submit`, { id: executing.id, paidAmount: executing.paidAmount, remark: '同值' })).code).toBe(200);
  });

  it('cancels an order with a reason until goods are released', async () => {
    const target = (await get(`${TP}/order/list?orderStatus_equal=0&size=1`)).data.records[0];
    expect((await post(`${TP}/order/submit`, { id: target.id, orderStatus: 8 })).msg).toBe('请填写取消原因');
    expect((await post(`${TP}/order/submit`, { id: target.id, orderStatus: 8, cancelReason: '买方撤单' })).code).toBe(200);
    expect(await order(target.orderNo)).toEqual(expect.objectContaining({ orderStatus: 8, cancelReason: '买方撤单' }));
    const lifting = (await get(`${TP}/order/list?orderStatus_equal=5&size=1`)).data.records[0];
    expect((await post(`${TP}/order/submit`, { id: lifting.id, orderStatus: 8, cancelReason: 'x' })).msg).toContain(
      '取消订单仅限「待确认」/「待签约」/「待付保证金」/「待付款」/「执行中」状态',
    );
  });

  it('exchanges a line not yet lifted', async () => {
    const target = (await get(`${TP}/order/list?orderStatus_equal=2&size=1`)).data.records[0];
    const line = (await get(`${TP}/orderdetail/detailByOrderNo?orderNo=${target.orderNo}`)).data[0];
    // Signed: the goods may be exchanged at the contract price; another price needs a supplementary agreement.
    const repriced = await post(`${TP}/order/exchangeSave`, {
      orderNo: target.orderNo,
      detailId: line.id,
      productName: '东北黄玉米三等',
      grade: 3,
      unitPrice: line.unitPrice - 10,
      reason: '库点调货',
    });
    expect(repriced.msg).toBe(`订单 ${target.orderNo} 的合同已发出签署，价格只能由双方签署的补充协议变更`);
    const exchanged = await post(`${TP}/order/exchangeSave`, {
      orderNo: target.orderNo,
      detailId: line.id,
      productName: '东北黄玉米三等',
      grade: 3,
      reason: '库点调货',
    });
    expect(exchanged.code).toBe(200);
    const after = (await get(`${TP}/orderdetail/detailByOrderNo?orderNo=${target.orderNo}`)).data.find((row: any) => row.id === line.id);
    expect(after).toEqual(
      expect.objectContaining({ productName: '东北黄玉米三等', grade: 3, unitPrice: line.unitPrice, amount: line.amount }),
    );
  });

  it('generates no contract for an order without a seller (its 甲方)', async () => {
    const target = (await get(`${TP}/order/list?orderStatus_equal=1&size=5`)).data.records.at(-1);
    server.db.prepare("UPDATE tp_order SET seller_name = '' WHERE id = ?").run(target.id);
    expect((await post(`${TP}/order/generateContract?orderNo=${target.orderNo}&type=1`)).msg).toBe(
      `订单 ${target.orderNo} 缺少买方或卖方，不能生成合同`,
    );
    server.db.prepare('UPDATE tp_order SET seller_name = ? WHERE id = ?').run(target.sellerName, target.id);
  });

  it('generates a contract by type, gives its short link and its document', async () => {
    const target = (await get(`${TP}/order/list?orderStatus_equal=1&size=1`)).data.records[0];
    expect((await post(`${TP}/order/generateContract?orderNo=${target.orderNo}&type=9`)).msg).toBe('请选择合同类型');
    const contract = await post(`${TP}/order/generateContract?orderNo=${target.orderNo}&type=4`);
    expect(contract.data).toEqual(
      expect.objectContaining({ contractType: 4, signStatus: 1, contractName: expect.stringContaining('委托提货协议') }),
    );
    const link = await get(`${TP}/ordercontract/getShortUrl?id=${contract.data.id}`);
    expect(link.data).toMatch(/^\/esign\/sign\/\d+\.[\w-]{43}$/);
    const document = await server.get(`${TP}/ordercontract/downDocuments?id=${contract.data.id}`, server.admin);
    expect(document.headers.get('content-disposition')).toContain('attachment');
    const text = await document.text();
    expect(text).toContain(target.orderNo);
    // Grades by name and amounts as the screens show them: this is what the parties sign.
    expect(text).toMatch(/等级: (一等|二等|三等|四等|五等|等外) /);
    expect(text).toContain(
      `合计: ${target.quantity.toLocaleString('zh-CN', { maximumFractionDigits: 3 })} 吨，${target.amount.toLocaleString('zh-CN', { minimumFractionDigits: 2 })} 元`,
    );
    const executing = await executingOrder();
    expect((await post(`${TP}/order/generateContract?orderNo=${executing.orderNo}&type=1`)).msg).toContain('「执行中」');
  });
});
