import { useTestServer } from '../../testing/test-server';
import { journey, listings } from '../../testing/trade-journey';
import { tradeInvariants } from './trade-invariants';

/**
 * Whole trades through the real endpoints on a fresh seeded database, one test per defect the trade desk found:
 * every figure is read back from the service and the invariants (trade-invariants.ts) hold after each journey.
 */
const server = useTestServer();
const trade = journey(server);
const holds = (orderNo: string) => expect(tradeInvariants(server.db, '000000', orderNo)).toEqual([]);
const row = (sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as Record<string, any>;

/** An executing order of `quantity` tonnes (at least the listing's minimum when `atLeast`). */
async function executing(settlement: number, quantity: number, atLeast = false) {
  const listing = listings(server, settlement).find(
    (candidate) => candidate.stock >= Math.max(quantity, candidate.min) && (atLeast || candidate.min <= quantity),
  )!;
  const order = await trade.signedOrder(listing, atLeast ? Math.max(quantity, listing.min) : quantity);
  expect(order.orderStatus).toBe(2);
  expect((await trade.money('registerDeposit', order.orderNo, order.depositAmount)).success).toBe(true);
  expect((await trade.order(order.orderNo)).orderStatus).toBe(4);
  return { listing, order: await trade.order(order.orderNo) };
}

/** A pick-up applied, confirmed, released, weighed in one slip and settled; answers it. */
async function lift(orderNo: string, tonnes: number, weighed = tonnes) {
  const pickup = await trade.ok('/blade-tradePort/orderpickup/pickUpSave', { orderNo, applyQuantity: tonnes });
  await trade.ok(`/blade-tradePort/orderpickup/financialDetermination?id=${pickup.id}`);
  await trade.ok(`/blade-tradePort/orderpickup/confirmOrder?id=${pickup.id}`);
  await trade.ok(`/blade-tradePort/orderpickup/verification?id=${pickup.id}`);
  expect((await trade.weigh(pickup.id, weighed)).success).toBe(true);
  return trade.ok(`/blade-tradePort/orderpickup/orderBalance?id=${pickup.id}`);
}

describe('a trade that adds up', () => {
  it('an over-lift inside the ±5 % band is billable and payable; the deposit goes to the last lot and the order reaches 已完成', async () => {
    const { order } = await executing(2, 200);
    const first = await lift(order.orderNo, 100);
    expect((await trade.deduct(first.id)).success).toBe(true);
    // 201.91 t on 200 t: the second lot may go over, within the band, and is worth its tonnes at the contract price.
    const second = await lift(order.orderNo, 101.91);
    let figures = await trade.figures(order.orderNo);
    expect(figures).toMatchObject({ liftedQuantity: 201.91, status: 6 });
    expect(figures.due).toBeCloseTo(figures.liftedValue, 2);
    expect(figures.liftedValue).toBeCloseTo(first.pickupAmount + second.pickupAmount, 2);
    // Payable in full (it was capped at the contract amount before, leaving 余额 −¥4,946.90 and 已付清 at once).
    expect((await trade.money('registerPayment', order.orderNo, figures.outstanding - figures.deposit.held)).success).toBe(true);
    expect((await trade.order(order.orderNo)).payStatus).toBe(1);
    // The last lot takes all the deposit still held (its own share was more than was held before: stuck for good).
    expect((await trade.deduct(second.id)).success).toBe(true);
    figures = await trade.figures(order.orderNo);
    expect(figures).toMatchObject({ payStatus: 2, balance: 0, outstanding: 0, deposit: expect.objectContaining({ held: 0 }) });
    expect((await trade.order(order.orderNo)).orderStatus).toBe(6);
    // Invoiced in two parts: 部分开票, then 已开票 and the order completes by itself.
    expect((await trade.invoice(order.orderNo, 100_000, 'A1')).success).toBe(true);
    expect((await trade.order(order.orderNo)).invoiceStatus).toBe(6);
    expect((await trade.invoice(order.orderNo, figures.settledValue - 100_000 + 0.01, 'A2')).msg).toMatch(/超过订单 .* 可开票金额/);
    expect((await trade.invoice(order.orderNo, figures.settledValue - 100_000, 'A2')).success).toBe(true);
    expect(await trade.order(order.orderNo)).toMatchObject({
      orderStatus: 7,
      payStatus: 2,
      invoiceStatus: 2,
      paidAmount: figures.settledValue,
      pickedQuantity: 201.91,
    });
    // The contract is performed: 已完成 in 合同管理 as in the order's contract list.
    const contractNo = (await trade.order(order.orderNo)).contractNo;
    expect(row('SELECT contract_status FROM tp_contract WHERE contract_no = ? AND is_deleted = 0', contractNo).contract_status).toBe(5);
    expect(row('SELECT contract_status FROM tp_ordercontract WHERE contract_no = ? AND is_deleted = 0', contractNo).contract_status).toBe(
      5,
    );
    holds(order.orderNo);
  });

  it('款到发货: finance confirmation and release are refused with the shortfall named until payments cover the goods', async () => {
    const { order } = await executing(1, 100);
    const pickup = (await trade.pickup(order.orderNo, 100)).data;
    const value = Math.round(100 * pickup.unitPrice * 100) / 100;
    const refused = await trade.financeConfirm(pickup.id);
    expect(refused.msg).toBe(
      `款到发货: 订单 ${order.orderNo} 已收款 ${order.depositAmount.toFixed(2)} 元，已放货及本次确认货值 ${value.toFixed(2)} 元，尚差 ${(value - order.depositAmount).toFixed(2)} 元`,
    );
    expect(row('SELECT pickup_status FROM tp_orderpickup WHERE id = ?', pickup.id).pickup_status).toBe(1);
    expect((await trade.money('registerPayment', order.orderNo, value - order.depositAmount - 1)).success).toBe(true);
    expect((await trade.financeConfirm(pickup.id)).msg).toContain('尚差 1.00 元');
    expect((await trade.money('registerPayment', order.orderNo, 1)).success).toBe(true);
    expect((await trade.financeConfirm(pickup.id)).success).toBe(true);
    expect((await trade.release(pickup.id)).data).toMatchObject({ pickupStatus: 3, releaseBy: '管理员（admin）' });
    holds(order.orderNo);
  });

  it('款到发货: a weigh slip over what was released (inside the 磅差) is refused until money covers it, and nothing is written', async () => {
    const { order } = await executing(1, 100);
    const pickup = (await trade.pickup(order.orderNo, 100)).data;
    const value = Math.round(100 * pickup.unitPrice * 100) / 100;
    expect((await trade.money('registerPayment', order.orderNo, value - order.depositAmount)).success).toBe(true);
    for (const step of [trade.financeConfirm, trade.release, trade.verify]) expect((await step(pickup.id)).success).toBe(true);
    const over = Math.round(0.2 * pickup.unitPrice * 100) / 100;
    const slips = () => row('SELECT COUNT(*) AS n FROM tp_orderpickupdetail WHERE pickup_id = ?', pickup.id).n;
    const refused = await trade.weigh(pickup.id, 100.2);
    expect(refused.msg).toBe(
      `款到发货: 提货单 ${pickup.pickupNo} 实提 100.2 吨超出放货 100 吨，已放货货值 ${(value + over).toFixed(2)} 元，已收款 ${value.toFixed(2)} 元，尚差 ${over.toFixed(2)} 元，请先收款`,
    );
    expect([slips(), row('SELECT actual_quantity FROM tp_orderpickup WHERE id = ?', pickup.id).actual_quantity]).toEqual([0, 0]);
    expect((await trade.money('registerPayment', order.orderNo, over)).success).toBe(true);
    expect((await trade.weigh(pickup.id, 100.2)).success).toBe(true);
    holds(order.orderNo);
  });

  it('a payment is registered with its date, method and reference, never in the future; a reversal keeps who and why', async () => {
    const { order } = await executing(2, 60, true);
    const tomorrow = new Date(Date.now() + 32 * 3600_000).toISOString().slice(0, 10);
    expect((await trade.money('registerPayment', order.orderNo, 1000, tomorrow)).msg).toBe(
      `日期 ${tomorrow} 晚于今天，不能登记未发生的款项`,
    );
    expect((await trade.money('registerPayment', order.orderNo, order.amount * 2)).msg).toMatch(/超过订单 .* 尚欠货款/);
    expect((await trade.money('registerPayment', order.orderNo, 5000)).success).toBe(true);
    const ledger = (await server.getJson(`/blade-tradePort/order/ledger?orderNo=${order.orderNo}`)).data;
    const payment = ledger.entries.find((entry: any) => entry.entryType === 'payment');
    expect(payment).toMatchObject({ amount: 5000, method: 1, actorName: '管理员（admin）', reversed: false });
    expect(ledger.figures).toMatchObject({ paid: 5000, payments: 5000 });
    expect((await trade.post('/blade-tradePort/order/reverseEntry', { orderNo: order.orderNo, entryId: payment.id })).msg).toBe(
      '请填写冲正原因',
    );
    expect(
      (await trade.post('/blade-tradePort/order/reverseEntry', { orderNo: order.orderNo, entryId: payment.id, reason: '银行退票' }))
        .success,
    ).toBe(true);
    const after = (await server.getJson(`/blade-tradePort/order/ledger?orderNo=${order.orderNo}`)).data;
    expect(after.figures.paid).toBe(0);
    expect(
      after.entries
        .filter((entry: any) => entry.entryType === 'payment')
        .map((entry: any) => [entry.amount, entry.reason, entry.reversesId === payment.id]),
    ).toEqual([
      [5000, '', false],
      [-5000, '银行退票', true],
    ]);
    // The journal (资金流水) shows both, and its rows are not editable.
    const journal = server.db
      .prepare('SELECT id, direction, amount FROM tp_financialdetails WHERE order_no = ? ORDER BY create_time, id')
      .all(order.orderNo) as any[];
    expect(journal.filter((line) => line.amount === 5000).map((line) => line.direction)).toEqual([1, 2]);
    expect((await trade.post('/blade-tradePort/financialdetails/submit', { id: journal[0].id, amount: 1 })).msg).toMatch(
      /由账目分录生成，不能修改或删除/,
    );
    // Entries are written once: the database itself refuses an update.
    expect(() => server.db.prepare('UPDATE tp_ledger_entry SET amount = 1 WHERE id = ?').run(payment.id)).toThrow('账目分录不可修改');
    holds(order.orderNo);
  });

  it('cancelling after signing terminates the contract and refunds or forfeits the deposit by a recorded decision', async () => {
    const { order } = await executing(2, 60, true);
    expect((await trade.cancel(order.orderNo, '买方违约')).msg).toBe(
      `订单 ${order.orderNo} 冻结保证金 ${order.depositAmount.toFixed(2)} 元，请选择退还或没收`,
    );
    expect((await trade.order(order.orderNo)).orderStatus).toBe(4);
    expect((await trade.cancel(order.orderNo, '买方违约', 'forfeit')).success).toBe(true);
    const figures = await trade.figures(order.orderNo);
    expect(figures).toMatchObject({ status: 8, paid: 0, deposit: expect.objectContaining({ held: 0, forfeited: order.depositAmount }) });
    expect(row('SELECT contract_status FROM tp_ordercontract WHERE order_no = ?', order.orderNo).contract_status).toBe(6);
    expect(row('SELECT contract_status FROM tp_contract WHERE order_no = ?', order.orderNo)?.contract_status ?? 6).toBe(6);
    holds(order.orderNo);

    const other = await executing(2, 60, true);
    expect((await trade.money('registerPayment', other.order.orderNo, 2000)).success).toBe(true);
    expect((await trade.cancel(other.order.orderNo, '双方协商解除', 'refund')).success).toBe(true);
    expect(await trade.figures(other.order.orderNo)).toMatchObject({
      paid: 0,
      payStatus: 3,
      deposit: expect.objectContaining({ held: 0, refunded: other.order.depositAmount }),
    });
    holds(other.order.orderNo);
  });

  it('a short close inside the band applies the deposit, refunds the rest and hands the unlifted tonnes back', async () => {
    const { order, listing } = await executing(2, 100);
    const first = await lift(order.orderNo, 90);
    expect((await trade.close(order.orderNo)).msg).toMatch(/不能结清: .*已提 90 吨，未达溢短装下限 95 吨/);
    const second = await lift(order.orderNo, 6);
    const figures = await trade.figures(order.orderNo);
    // Everything but what the deposit covers is paid; the settled value is invoiced.
    expect((await trade.money('registerPayment', order.orderNo, figures.settledValue - figures.deposit.held)).success).toBe(true);
    expect((await trade.close(order.orderNo)).msg).toMatch(/尚有 .* 元未开票/);
    expect((await trade.invoice(order.orderNo, figures.settledValue, 'S1')).success).toBe(true);
    const available = row('SELECT available_quantity AS n FROM tp_goods WHERE id = ?', listing.id).n;
    expect((await trade.close(order.orderNo)).success).toBe(true);
    expect(await trade.figures(order.orderNo)).toMatchObject({
      status: 7,
      paid: figures.settledValue,
      payStatus: 2,
      invoiceStatus: 2,
      deposit: expect.objectContaining({ held: 0 }),
    });
    expect(row('SELECT available_quantity AS n FROM tp_goods WHERE id = ?', listing.id).n).toBeCloseTo(available + 4, 3);
    expect([first.pickupStatus, second.pickupStatus]).toEqual([5, 5]);
    holds(order.orderNo);
  });
});
