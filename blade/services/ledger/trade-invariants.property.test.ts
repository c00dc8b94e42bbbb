import fc from 'fast-check';
import { useTestServer } from '../../testing/test-server';
import { journey, listings, type Listing } from '../../testing/trade-journey';
import { tradeInvariants } from './trade-invariants';

/**
 * Random sequences of the real trade actions (deposit, pay, reverse, pick up, confirm, release, verify, weigh, settle,
 * deduct or release the deposit, invoice, a price supplement proposed and signed, cancel, close) on two fresh signed
 * orders — one 款到发货, one paid by weigh slip — against the embedded service. Half the steps are `advance`: the next
 * action the order's state allows (pay what a release needs, move an open pick-up one step, open a pick-up, invoice,
 * close), so sequences get through the whole trade instead of being refused at the first state check; the rest are
 * blind and mostly refused. After every step each order keeps its invariants (trade-invariants.ts), and an action the
 * service refused changed nothing. At the end every order is driven to a terminal state (已完成 or 已取消) by the
 * ordinary actions. fast-check shrinks a failure to a minimal sequence.
 */
const server = useTestServer();
const trade = journey(server);
const TP = '/blade-tradePort';

type Step =
  | { kind: 'deposit' | 'pay' | 'invoice'; order: number; share: number; back?: number }
  | { kind: 'reverse' | 'close' | 'signSupplement'; order: number }
  | { kind: 'propose'; order: number; share: number }
  | { kind: 'advance'; order: number; pick: number; share: number }
  | { kind: 'cancel'; order: number; forfeit: boolean }
  | { kind: 'pickup'; order: number; share: number }
  | { kind: 'confirm' | 'release' | 'verify' | 'settle' | 'deduct' | 'releaseDeposit'; order: number; pick: number }
  | { kind: 'weigh'; order: number; pick: number; share: number };

const order = fc.integer({ min: 0, max: 1 });
const pick = fc.integer({ min: 0, max: 2 });
const share = fc.double({ min: 0.05, max: 1.15, noNaN: true });
const workflow = fc.constantFrom(
  'confirm' as const,
  'release' as const,
  'verify' as const,
  'settle' as const,
  'deduct' as const,
  'releaseDeposit' as const,
);
/** Mostly today; now and then yesterday or tomorrow (refused: money is recorded when it moved). */
const back = fc.constantFrom(0, 0, 0, 1, -1);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('deposit' as const, 'pay' as const, 'invoice' as const), order, share, back }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('reverse' as const, 'close' as const, 'signSupplement' as const), order }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('propose' as const), order, share: fc.double({ min: 0.9, max: 1.1, noNaN: true }) }),
  },
  { weight: 40, arbitrary: fc.record({ kind: fc.constant('advance' as const), order, pick, share }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order, forfeit: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pickup' as const), order, share }) },
  { weight: 12, arbitrary: fc.record({ kind: workflow, order, pick }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('weigh' as const), order, pick, share: fc.double({ min: 0.2, max: 1.01, noNaN: true }) }),
  },
);

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const daysFromToday = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Everything an action on these orders may write: a refused one must leave it byte for byte. */
function snapshot(orderNos: string[]) {
  const inList = orderNos.map(() => '?').join(',');
  const all = (sql: string) => server.db.prepare(sql).all(...orderNos);
  return JSON.stringify([
    all(`SELECT * FROM tp_order WHERE order_no IN (${inList}) ORDER BY order_no`),
    all(`SELECT * FROM tp_orderpickup WHERE order_no IN (${inList}) ORDER BY id`),
    all(`SELECT * FROM tp_orderdetail WHERE order_no IN (${inList}) ORDER BY id`),
    all(`SELECT id FROM tp_ledger_entry WHERE order_no IN (${inList}) ORDER BY id`),
    all(`SELECT id FROM tp_financialdetails WHERE order_no IN (${inList}) ORDER BY id`),
    all(`SELECT * FROM tp_invoice WHERE order_no IN (${inList}) ORDER BY id`),
    all(`SELECT id, sign_status, contract_status FROM tp_ordercontract WHERE order_no IN (${inList}) ORDER BY id`),
    all(`SELECT * FROM tp_ordersupplement WHERE order_no IN (${inList}) ORDER BY id`),
  ]);
}

const pickupsOf = (orderNo: string) =>
  server.db
    .prepare(
      'SELECT id, pickup_status, apply_quantity, approved_quantity, actual_quantity FROM tp_orderpickup WHERE order_no = ? AND is_deleted = 0 ORDER BY create_time, id',
    )
    .all(orderNo) as { id: string; pickup_status: number; apply_quantity: number; approved_quantity: number; actual_quantity: number }[];

let invoiceNo = 0;
async function run(orderNo: string, action: Step): Promise<{ success: boolean; msg: string }> {
  const figures = await trade.figures(orderNo);
  const pickups = pickupsOf(orderNo);
  const pickup = 'pick' in action ? pickups[action.pick % Math.max(1, pickups.length)] : undefined;
  switch (action.kind) {
    case 'deposit':
      return trade.money(
        'registerDeposit',
        orderNo,
        Math.max(0.01, round2(figures.deposit.due * action.share)),
        daysFromToday(-(action.back ?? 0)),
      );
    case 'pay':
      return trade.money(
        'registerPayment',
        orderNo,
        Math.max(0.01, round2(Math.max(figures.outstanding, 100) * action.share)),
        daysFromToday(-(action.back ?? 0)),
      );
    case 'invoice':
      return trade.invoice(orderNo, Math.max(0.01, round2(Math.max(figures.invoiceable, 100) * action.share)), `P${++invoiceNo}`);
    case 'reverse': {
      const entries = (await server.getJson(`${TP}/order/ledger?orderNo=${orderNo}`)).data.entries as any[];
      const target = entries
        .filter((entry) => ['payment', 'deposit_received'].includes(entry.entryType) && !entry.reversesId && !entry.reversed)
        .at(-1);
      return trade.post(`${TP}/order/reverseEntry`, { orderNo, entryId: target?.id ?? 'none', reason: '随机冲正' });
    }
    case 'close':
      return trade.close(orderNo);
    case 'propose':
      return trade.post(`${TP}/order/proposeSupplement`, {
        orderNo,
        unitPrice: round2(figures.unitPrice * action.share),
        reason: '随机调价',
        proposerParty: 1,
      });
    case 'signSupplement':
      return signSupplement(orderNo);
    case 'advance':
      return advance(orderNo, action);
    case 'cancel':
      return trade.cancel(orderNo, '随机取消', action.forfeit ? 'forfeit' : 'refund');
    case 'pickup':
      return trade.pickup(orderNo, Math.max(1, round3(Math.max(figures.remainingQuantity, 5) * action.share)));
    case 'weigh': {
      const base = pickup ? pickup.approved_quantity || pickup.apply_quantity : 10;
      return trade.weigh(pickup?.id ?? 'none', Math.max(0.5, round3(base * action.share)));
    }
    default: {
      const id = pickup?.id ?? 'none';
      const calls = {
        confirm: trade.financeConfirm,
        release: trade.release,
        verify: trade.verify,
        settle: trade.settle,
        deduct: trade.deduct,
        releaseDeposit: trade.releaseDeposit,
      };
      return calls[action.kind](id);
    }
  }
}

/** One party signs the order's pending price supplement (甲方 first); a refusal when none is pending. */
async function signSupplement(orderNo: string): Promise<{ success: boolean; msg: string }> {
  const pending = server.db
    .prepare('SELECT contract_id FROM tp_ordersupplement WHERE order_no = ? AND supplement_status IN (1, 2)')
    .get(orderNo) as { contract_id: string } | undefined;
  if (!pending) return trade.post(`${TP}/ordercontract/getShortUrl?id=none`);
  const link = await server.getJson(`${TP}/ordercontract/getShortUrl?id=${pending.contract_id}`);
  if (!link.success) return link;
  const response = await fetch(`${server.base}/fasc/esign/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: String(link.data).replace(/^\/esign\/sign\//, '') }),
  });
  return (await response.json()) as { success: boolean; msg: string };
}

/**
 * The next action the order's state allows, one call: the deposit while it is awaited; for an open pick-up its next
 * step (paying first what 款到发货 needs for a release); else a new pick-up for part of what is left; else the payment,
 * invoice or close that finishes it.
 */
async function advance(orderNo: string, action: { pick: number; share: number }): Promise<{ success: boolean; msg: string }> {
  const figures = await trade.figures(orderNo);
  if (figures.status === 2 || figures.status === 3)
    return trade.money('registerDeposit', orderNo, round2(figures.deposit.due - figures.deposit.received));
  const open = pickupsOf(orderNo).filter((row) => [1, 2, 3, 4].includes(row.pickup_status));
  const pickup = open[action.pick % Math.max(1, open.length)];
  if (pickup) {
    const value = round2((pickup.approved_quantity || pickup.apply_quantity) * figures.unitPrice);
    const short = round2(figures.releasedValue + (pickup.pickup_status <= 2 ? value : 0) - figures.moneyHeld);
    if (figures.prepayment && pickup.pickup_status <= 2 && short >= 0.01)
      return trade.money('registerPayment', orderNo, Math.min(short, Math.max(0.01, figures.payable)));
    if (pickup.pickup_status === 1) return trade.financeConfirm(pickup.id);
    if (pickup.pickup_status === 2) return trade.release(pickup.id);
    if (pickup.pickup_status === 3) return trade.verify(pickup.id);
    if (pickup.actual_quantity <= 0)
      return trade.weigh(pickup.id, round3((pickup.approved_quantity || pickup.apply_quantity) * (0.97 + action.share * 0.05)));
    return trade.settle(pickup.id);
  }
  // Mostly all that is left in one pick-up, now and then a part of it.
  if (figures.liftedQuantity < figures.quantity - 0.0005)
    return trade.pickup(
      orderNo,
      Math.max(1, round3(action.share > 0.4 ? figures.remainingQuantity : figures.remainingQuantity * action.share + 5)),
    );
  if (figures.outstanding >= 0.01) return trade.money('registerPayment', orderNo, figures.outstanding);
  if (figures.invoiceable >= 0.01) return trade.invoice(orderNo, figures.invoiceable, `G${++invoiceNo}`);
  return trade.close(orderNo);
}

/** Drives an order to 已完成 or 已取消 with the ordinary actions; fails the test with the refusal if it cannot. */
async function finish(orderNo: string) {
  const must = async (answer: Promise<{ success: boolean; msg: string }>, what: string) => {
    const done = await answer;
    if (!done.success) throw new Error(`${orderNo} ${what}: ${done.msg}`);
  };
  const payUp = async () => {
    const figures = await trade.figures(orderNo);
    if (figures.payable >= 0.01) await must(trade.money('registerPayment', orderNo, figures.payable), 'pay');
  };
  let status = (await trade.figures(orderNo)).status as number;
  if (status === 2 || status === 3) {
    await must(trade.cancel(orderNo, '收尾取消', 'refund'), 'cancel');
    return;
  }
  if (status >= 7) return;
  for (let round = 0; round < 4; round++) {
    for (const pickup of pickupsOf(orderNo)) {
      let state = pickup.pickup_status;
      if (state === 1) {
        await payUp();
        await must(trade.financeConfirm(pickup.id), 'finance confirm');
        state = 2;
      }
      if (state === 2) {
        await payUp();
        await must(trade.release(pickup.id), 'release');
        state = 3;
      }
      if (state === 3) {
        await must(trade.verify(pickup.id), 'verify');
        state = 4;
      }
      const now = pickupsOf(orderNo).find((row) => row.id === pickup.id)!;
      if (state === 4) {
        const left = round3((now.approved_quantity || now.apply_quantity) - now.actual_quantity);
        if (now.actual_quantity <= 0 || left > 0.5) await must(trade.weigh(pickup.id, Math.max(0.5, left)), 'weigh');
        await must(trade.settle(pickup.id), 'settle');
      }
    }
    const figures = await trade.figures(orderNo);
    if (figures.liftedQuantity >= figures.minQuantity - 0.0005) break;
    await must(trade.pickup(orderNo, round3(figures.quantity - figures.liftedQuantity)), 'new pick-up');
  }
  await payUp();
  const figures = await trade.figures(orderNo);
  if (figures.invoiceable >= 0.01) await must(trade.invoice(orderNo, figures.invoiceable, `F${++invoiceNo}`), 'invoice');
  status = (await trade.figures(orderNo)).status;
  if (status !== 7) await must(trade.close(orderNo), 'close');
}

let listingPair: [Listing, Listing];
/** Orders the random steps themselves brought to 已完成 (before finish): the guided steps make them common. */
let completedByTheSteps = 0;
let runs = 0;
const statuses: Record<number, number> = {};
beforeAll(() => {
  // Two listings (款到发货, 按磅单结算) given stock enough for every run's orders: each run orders afresh.
  listingPair = [listings(server, 1)[0], listings(server, 2)[0]];
  for (const listing of listingPair) {
    server.db.prepare('UPDATE tp_product SET stock = 100000 WHERE id = ?').run(listing.sku);
    server.db
      .prepare('UPDATE tp_goods SET available_quantity = 100000, total_quantity = MAX(COALESCE(total_quantity, 0), 100000) WHERE id = ?')
      .run(listing.id);
  }
});

describe('trade invariants under random sequences of real actions', () => {
  it('hold after every step; refused actions change nothing; every order still reaches a terminal state', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 100, size: 'max' }), fc.tuple(share, share), async (steps, deposits) => {
        runs += 1;
        // Two signed orders, each with part or all of its deposit received (all of it puts it into execution).
        const orders = [];
        for (const [index, listing] of listingPair.entries()) {
          const signed = await trade.signedOrder(listing, Math.max(100, listing.min));
          await trade.money('registerDeposit', signed.orderNo, round2(signed.depositAmount * Math.min(1, deposits[index] + 0.3)));
          // An executing order starts with a pick-up request, so the workflow steps have something to move.
          await trade.pickup(signed.orderNo, round3(signed.quantity * Math.min(1, deposits[index])));
          orders.push(signed.orderNo as string);
        }
        for (const action of steps) {
          const orderNo = orders[action.order];
          const before = snapshot(orders);
          const answer = await run(orderNo, action);
          if (!answer.success) expect([action, answer.msg, snapshot(orders) === before]).toEqual([action, answer.msg, true]);
          for (const no of orders) expect([action, no, tradeInvariants(server.db, '000000', no)]).toEqual([action, no, []]);
        }
        for (const no of orders) {
          const reached = (await trade.figures(no)).status as number;
          statuses[reached] = (statuses[reached] ?? 0) + 1;
          if (reached === 7) completedByTheSteps += 1;
          await finish(no);
          expect([7, 8]).toContain((await trade.figures(no)).status);
          expect(tradeInvariants(server.db, '000000', no)).toEqual([]);
        }
      }),
      { numRuns: 30, interruptAfterTimeLimit: 40_000, markInterruptAsFailure: false },
    );
    expect(Date.now() - started).toBeLessThan(55_000);
    // How far the guided steps got on their own (printed so a change that makes most steps refused again shows).
    console.info(
      `trade property: ${runs} runs, ${completedByTheSteps} orders completed by the random steps themselves; states reached ${JSON.stringify(statuses)}`,
    );
    expect(completedByTheSteps).toBeGreaterThan(0);
  }, 60_000);
});
