import { useTestServer } from '../../testing/test-server';
import { loanJourney } from '../../testing/loan-journey';
import type { HistoryEntry } from './endpoint';

/**
 * The change history over the real service: a sample of writes across resources (generic submit and remove, goods on
 * sale, order and loan state actions) each leave who, when, the action and the changed fields before → after; refused
 * writes leave nothing; the endpoint reads only the caller's tenant and needs the resource's menu code.
 */
const server = useTestServer({ logins: { admin: ['admin'], otherAdmin: ['admin', 'admin', '100001'], trader: ['trader'] } });
const TP = '/blade-tradePort';

const history = async (base: string, id: string, token = server.admin) => {
  const answer = await server.getJson(`${base}/history?id=${id}`, token);
  return answer;
};
const entries = async (base: string, id: string) => (await history(base, id)).data as HistoryEntry[];
const historyCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM tp_change_history').get() as { n: number }).n;
const change = (entry: HistoryEntry, field: string) => entry.changes.find((item) => item.field === field);

describe('generic writes', () => {
  let noticeId: string;

  it('records a new record with its values, by whom', async () => {
    expect((await server.postJson('/blade-desk/notice/submit', { title: '历史测试通知', category: 1, content: '初稿' })).success).toBe(
      true,
    );
    noticeId = (server.db.prepare("SELECT id FROM blade_notice WHERE title = '历史测试通知'").get() as { id: string }).id;
    const [created] = await entries('/blade-desk/notice', noticeId);
    expect(created).toMatchObject({ action: 'submit', kind: 'create', userName: '管理员' });
    expect(change(created, 'title')).toEqual({ field: 'title', before: null, after: '历史测试通知' });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records an edit as the changed fields before → after, and nothing for fields that stayed', async () => {
    await server.postJson('/blade-desk/notice/submit', { id: noticeId, title: '历史测试通知', content: '定稿' });
    const [edited] = await entries('/blade-desk/notice', noticeId);
    expect(edited).toMatchObject({ action: 'submit', kind: 'update' });
    expect(edited.changes).toEqual([{ field: 'content', before: '初稿', after: '定稿' }]);
  });

  it('records nothing for a write that changes nothing', async () => {
    const before = historyCount();
    await server.postJson('/blade-desk/notice/submit', { id: noticeId, content: '定稿' });
    expect(historyCount()).toBe(before);
  });

  it('records a removal', async () => {
    await server.postJson(`/blade-desk/notice/remove?ids=${noticeId}`);
    const list = await entries('/blade-desk/notice', noticeId);
    expect(list.map((entry) => entry.kind)).toEqual(['delete', 'update', 'create']);
    expect(list[0].action).toBe('remove');
  });
});

describe('refused writes record nothing', () => {
  it('a caller without the button code', async () => {
    const loan = server.db
      .prepare("SELECT id FROM tp_financeloanagreement WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1")
      .get() as { id: string };
    const before = historyCount();
    const answer = await server.postJson(`${TP}/financeloanagreement/submit`, { id: loan.id, remark: '无权修改' }, server.tokens.trader);
    expect(answer.success).toBe(false);
    expect(historyCount()).toBe(before);
  });

  it('a caller of another tenant', async () => {
    const goods = server.db.prepare("SELECT id FROM tp_goods WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1").get() as {
      id: string;
    };
    const before = historyCount();
    const answer = await server.postJson(`${TP}/goods/submit`, { id: goods.id, goodsName: '被拒的改名' }, server.tokens.otherAdmin);
    expect(answer.success).toBe(false);
    expect(historyCount()).toBe(before);
  });

  it('a state action its state machine refuses (a loan signed twice)', async () => {
    const journey = loanJourney(server);
    const loan = await journey.signed();
    const before = historyCount();
    const again = await server.postJson(`${TP}/financeloanagreement/sign`, { id: loan.loanId });
    expect(again.success).toBe(false);
    expect(historyCount()).toBe(before);
  });

  it('a failing validation inside the handler', async () => {
    const before = historyCount();
    expect((await server.postJson('/blade-desk/notice/submit', { content: '无标题' })).success).toBe(false);
    expect(historyCount()).toBe(before);
  });
});

describe('state actions', () => {
  it('a loan: drafted, signed and disbursed, each with its status before → after', async () => {
    const journey = loanJourney(server);
    const loan = await journey.signed();
    const disbursed = await journey.disburse(loan.loanId);
    expect(disbursed.success).toBe(true);
    const list = await entries(`${TP}/financeloanagreement`, loan.loanId);
    expect(list.map((entry) => entry.action)).toEqual(['disburse', 'sign', 'draft']);
    expect(list[2].kind).toBe('create');
    const signed = change(list[1], 'agreementStatus');
    expect(signed?.before).not.toEqual(signed?.after);
    expect(change(list[0], 'agreementStatus')?.before).toEqual(signed?.after);
  });

  it('goods put on and taken off sale', async () => {
    const goods = server.db
      .prepare("SELECT id, on_sale FROM tp_goods WHERE tenant_id = '000000' AND is_deleted = 0 AND on_sale = 1 LIMIT 1")
      .get() as { id: string };
    expect((await server.postJson(`${TP}/goods/goodsOnSale`, { id: goods.id, onSale: 0 })).success).toBe(true);
    const [off] = await entries(`${TP}/goods`, goods.id);
    expect(off).toMatchObject({ action: 'goodsOnSale', kind: 'update' });
    expect(change(off, 'onSale')).toEqual({ field: 'onSale', before: 1, after: 0 });
  });

  it('an order re-priced by its number', async () => {
    const order = server.db
      .prepare(`SELECT o.id, o.order_no FROM tp_order o WHERE o.tenant_id = '000000' AND o.is_deleted = 0 AND o.order_status <= 1
        AND EXISTS (SELECT 1 FROM tp_orderdetail d WHERE d.order_no = o.order_no AND d.is_deleted = 0)
        AND NOT EXISTS (SELECT 1 FROM tp_ordercontract c WHERE c.order_no = o.order_no AND c.is_deleted = 0 AND c.contract_type = 1 AND c.sign_status IN (1, 2, 3)) LIMIT 1`)
      .get() as { id: string; order_no: string } | undefined;
    if (!order) throw new Error('the seed has no open order');
    const answer = await server.postJson(`${TP}/order/updateOrderPrice`, { orderNo: order.order_no, unitPrice: 2999, reason: '测试调价' });
    if (!answer.success) throw new Error(answer.msg);
    const [repriced] = await entries(`${TP}/order`, order.id);
    expect(repriced.action).toBe('updateOrderPrice');
    expect(repriced.changes.length).toBeGreaterThan(0);
  });
});

describe('reading the history', () => {
  it('shows another tenant nothing of this tenant’s records', async () => {
    const notice = server.db
      .prepare("SELECT record_id FROM tp_change_history WHERE table_name = 'blade_notice' AND tenant_id = '000000' LIMIT 1")
      .get() as { record_id: string };
    const answer = await history('/blade-desk/notice', notice.record_id, server.tokens.otherAdmin);
    expect(answer.data).toEqual([]);
  });

  it('needs the resource’s menu code', async () => {
    const loan = server.db
      .prepare("SELECT record_id FROM tp_change_history WHERE table_name = 'tp_financeloanagreement' LIMIT 1")
      .get() as { record_id: string };
    const answer = await history(`${TP}/financeloanagreement`, loan.record_id, server.tokens.trader);
    expect(answer.success).toBe(false);
    expect(answer.code).toBe(403);
  });

  it('is read-only: the history table refuses an update', () => {
    expect(() => server.db.prepare("UPDATE tp_change_history SET user_name = 'x'").run()).toThrow('变更记录不可修改');
  });
});

describe('money on an order', () => {
  it('a registered deposit shows on the order as who registered it and the figures it moved', async () => {
    const { journey, listings } = await import('../../testing/trade-journey');
    const trade = journey(server);
    const listing = listings(server, 1).find((candidate) => candidate.stock >= candidate.min)!;
    const order = await trade.signedOrder(listing, listing.min);
    expect((await trade.money('registerDeposit', order.orderNo, order.depositAmount)).success).toBe(true);
    const [deposit] = await entries('/blade-tradePort/order', String(order.id));
    expect(deposit).toMatchObject({ action: 'registerDeposit', kind: 'update', userName: '管理员' });
    expect(deposit.changes.find((item) => /^order_?status$/i.test(item.field))).toMatchObject({ before: 2, after: 4 });
  });
});
